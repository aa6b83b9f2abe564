/** Plain text with blank lines between paragraphs (descriptor texts, contract descriptions). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
