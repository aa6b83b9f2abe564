import type { LeafNode } from '../../../server/schemas/screen.js'

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}

export function TextKind({ node }: { node: LeafNode }) {
  const text = node.text ?? node.label ?? ''
  return (
    <div className="screen-text">
      {paragraphs(text).map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  )
}
