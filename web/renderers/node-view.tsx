import type { ScreenNode } from '../../server/schemas/screen.js'
import { componentFor, resolveKind } from './registry.js'
import { useScreenContext } from './screen-context.js'
import { Unsupported } from './unsupported.js'
import { useRendererMiss } from './use-renderer-miss.js'

/** Dispatch is a registry lookup; an unknown kind draws its fallback, or the Unsupported notice. */
export function NodeView({ node }: { node: ScreenNode }) {
  const { screen } = useScreenContext()
  const drawn = resolveKind(node)
  useRendererMiss(screen.id, node.kind, drawn !== node.kind)
  const Component = drawn ? componentFor(drawn) : undefined
  return (
    <div className={`node node--${drawn ?? 'unsupported'}`} data-kind={node.kind} data-node-id={node.id}>
      {Component ? <Component node={drawn === node.kind ? node : ({ ...node, kind: drawn } as ScreenNode)} /> : <Unsupported node={node} />}
    </div>
  )
}
