import type { LeafOf } from '../../../server/schemas/screen.js'

// The screen title is the h1 (page) or h2 (dialog); descriptor levels 1–4 sit below it.
export function HeadingKind({ node }: { node: LeafOf<'heading'> }) {
  const Tag = `h${Math.min(6, (node.level ?? 2) + 1)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return <Tag className="screen-heading">{node.text}</Tag>
}
