import { useEffect } from 'react'
import { reportRendererMiss } from '../src/api/report-renderer-miss.js'
import { RENDERER_VERSION } from './registry.js'

// Once per screen and kind for the life of the page: a re-render must not flood the endpoint.
const reported = new Set<string>()

export function useRendererMiss(screenId: string, kind: string, missed: boolean): void {
  useEffect(() => {
    const key = `${screenId}\u0000${kind}`
    if (!missed || reported.has(key)) return
    reported.add(key)
    reportRendererMiss({ screenId, kind, rendererVersion: RENDERER_VERSION }).catch(() => {
      // Telemetry is best effort; the notice on screen already tells the user what to do.
    })
  }, [screenId, kind, missed])
}
