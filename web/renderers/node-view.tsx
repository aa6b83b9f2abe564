import { isShown, type ScreenNode } from '../../server/schemas/screen.js'
import { componentFor, drawnNode } from './registry.js'
import { useScreenContext } from './screen-context.js'
import { Unsupported } from './unsupported.js'
import { useRendererMiss } from './use-renderer-miss.js'

/** Dispatch is a registry lookup; an unknown kind draws its fallback, or the Unsupported notice. */
export function NodeView({ node }: { node: ScreenNode }) {
  const { screen, values } = useScreenContext()
  const drawn = drawnNode(node)
  useRendererMiss(screen.id, node.kind, drawn?.kind !== node.kind)
  // A node with a showWhen waits for its field's value (the tramer amount for 'Var').
  if ('showWhen' in node && !isShown(node, values)) return null
  const Component = drawn ? componentFor(drawn.kind) : undefined
  return (
    <div className={`node node--${drawn?.kind ?? 'unsupported'}`} data-kind={node.kind} data-node-id={node.id}>
      {Component && drawn ? <Component node={drawn} /> : <Unsupported node={node} />}
    </div>
  )
}
