// Turkish-folded matching for search boxes (sell-wizard.md §3): 'citroen' finds 'Citroën', 'sirket'
// finds 'Şirket', 'ISUZU' finds 'Isuzu' and 'ıstanbul' finds 'İstanbul'. Pure, no Node or DOM: the
// renderer's searchable lists use it, and any server-side search can.

/** Lower case without Turkish letters or other marks: ı, İ, I → i; ş → s; ğ → g; ü → u; ö → o; ç → c. */
export function foldTurkish(text: string): string {
  // Dotted and dotless i first: 'İ'.toLowerCase() is 'i̇' and 'ı' has no decomposition.
  return text.replace(/[ıİI]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Whether `label` contains what was typed, both folded; an empty query matches everything. */
export function matchesFolded(label: string, query: string): boolean {
  const needle = foldTurkish(query.trim())
  return needle === '' || foldTurkish(label).includes(needle)
}
