// The descriptor kinds and the renderer version, free of TypeBox at run time: the gateway and the
// web bundle import the same constants (one number, not two copies kept equal by a comment).

export const LEAF_KINDS = [
  'heading', 'text', 'textInput', 'textarea', 'select', 'tileSelect', 'yearGrid', 'phone', 'plate',
  'number', 'checkbox', 'smsCode', 'captcha', 'submit', 'link', 'panelDamage', 'offerCard',
  'searchList', 'segmented', 'progressHeader',
] as const
export type LeafKind = (typeof LEAF_KINDS)[number]

/**
 * The renderer version of this build. The client sends it as `rv`; the gateway swaps a kind newer
 * than a client's version for the node's declared fallback (design §3.1). Bump it with a new kind.
 */
export const RENDERER_VERSION = 3

/** The renderer version in which each kind first appeared. */
export const KIND_SINCE: Readonly<Record<LeafKind, number>> = {
  heading: 1, text: 1, textInput: 1, textarea: 1, select: 1, tileSelect: 1, yearGrid: 1, phone: 1, plate: 1,
  number: 1, checkbox: 1, smsCode: 1, captcha: 1, submit: 1, link: 1,
  panelDamage: 2, offerCard: 2,
  searchList: 3, segmented: 3, progressHeader: 3,
}

/** Kinds that are form fields: they carry a `name` and a value that a submit sends. */
export const INPUT_KINDS: ReadonlySet<LeafKind> = new Set<LeafKind>([
  'textInput', 'textarea', 'select', 'tileSelect', 'yearGrid', 'phone', 'plate', 'number', 'checkbox',
  'smsCode', 'captcha', 'panelDamage', 'searchList', 'segmented',
])

/** Kinds that list options: a flow step's state may bring them (options resolved per visitor). */
export const OPTION_KINDS: ReadonlySet<LeafKind> = new Set<LeafKind>(['select', 'tileSelect', 'yearGrid', 'searchList', 'segmented'])

/** Kinds that frame a page rather than ask something: drawn above the page's title. */
export const HEADER_KINDS: ReadonlySet<LeafKind> = new Set<LeafKind>(['progressHeader'])

/** A choice list longer than this gets a search box (sell-wizard.md §3: "lists over 12 options"). */
export const SEARCH_AFTER_OPTIONS = 12

export function isLeafKind(kind: string): kind is LeafKind {
  return Object.hasOwn(KIND_SINCE, kind)
}
