import { useCallback, useState } from 'react'

/**
 * Spec §4.10: filter loading is a set of named events ('search', 'range:Price' while a typed range
 * settles); the loading flag is on while the set is non-empty.
 */
export function useFilterLoading(): { loading: boolean; track: (event: string, on: boolean) => void } {
  const [events, setEvents] = useState<ReadonlySet<string>>(() => new Set())
  const track = useCallback((event: string, on: boolean) => {
    setEvents((current) => {
      if (current.has(event) === on) return current
      const next = new Set(current)
      if (on) next.add(event)
      else next.delete(event)
      return next
    })
  }, [])
  return { loading: events.size > 0, track }
}
