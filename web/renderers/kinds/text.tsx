import type { LeafNode } from '../../../server/schemas/screen.js'
import { paragraphs } from '../../src/lib/text.js'

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
