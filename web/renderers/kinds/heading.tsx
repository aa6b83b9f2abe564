import type { LeafNode } from '../../../server/schemas/screen.js'

// The screen title is the h1 (page) or h2 (dialog); descriptor levels 1–4 sit below it.
export function HeadingKind({ node }: { node: LeafNode }) {
  const Tag = `h${Math.min(6, (node.level ?? 2) + 1)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return <Tag className="screen-heading">{node.text ?? node.label}</Tag>
}
