import { useId } from 'react'
import type { GroupNode } from '../../../server/schemas/screen.js'
import { useScreenContext } from '../screen-context.js'

export function GroupKind({ node }: { node: GroupNode }) {
  const { renderNode } = useScreenContext()
  const titleId = useId()
  return (
    <div
      className={`group group--${node.layout ?? 'stack'}`}
      role={node.title ? 'group' : undefined}
      aria-labelledby={node.title ? titleId : undefined}
    >
      {node.title && (
        <p id={titleId} className="group__title">
          {node.title}
        </p>
      )}
      {node.children.map((child) => renderNode(child))}
    </div>
  )
}
