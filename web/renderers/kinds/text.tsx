import type { LeafOf } from '../../../server/schemas/screen.js'
import { paragraphs } from '../../src/lib/text.js'

export function TextKind({ node }: { node: LeafOf<'text'> }) {
  const text = node.text
  return (
    <div className="screen-text">
      {paragraphs(text).map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  )
}
