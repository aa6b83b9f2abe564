import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigation } from '../../lib/router/index.js'
import { isPaidTraffic } from '../../lib/route-flags.js'

// Spec §9: speed 500, trickle 600, minimum 0.7 (NProgress semantics).
const SPEED_MS = 500
const TRICKLE_MS = 600
const MINIMUM = 0.7
const CEILING = 0.994

function trickle(value: number): number {
  return Math.min(CEILING, value + (value < 0.9 ? 0.02 : 0.005))
}

export function RouteProgress() {
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  // While a page's chunk loads, the bar belongs to the page being opened, not to the one left.
  const shown = navigation.location ?? location
  const [value, setValue] = useState(0)
  const [visible, setVisible] = useState(false)
  const running = useRef(false)
  const timers = useRef<number[]>([])
  const trickleTimer = useRef<number | undefined>(undefined)
  const firstLocation = useRef(true)

  const clearTimers = () => {
    window.clearInterval(trickleTimer.current)
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
  }

  const start = useCallback(() => {
    if (running.current) return
    running.current = true
    clearTimers()
    setVisible(true)
    setValue(MINIMUM)
    trickleTimer.current = window.setInterval(() => setValue(trickle), TRICKLE_MS)
  }, [])

  const done = useCallback(() => {
    if (!running.current) return
    running.current = false
    window.clearInterval(trickleTimer.current)
    setValue(1)
    timers.current.push(
      window.setTimeout(() => setVisible(false), SPEED_MS),
      window.setTimeout(() => setValue(0), SPEED_MS * 2),
    )
  }, [])

  useEffect(() => {
    if (busy) start()
    else done()
  }, [busy, start, done])

  useEffect(() => {
    // The first page load is not a route change.
    if (firstLocation.current) {
      firstLocation.current = false
      return
    }
    start()
    // Synchronous routes finish at once; let the bar paint at the minimum before completing.
    if (!busy) timers.current.push(window.setTimeout(done, 80))
    // Only a new location starts the bar; `busy` changes are handled above.
  }, [location.key])

  useEffect(() => clearTimers, [])

  return (
    <div
      className="route-progress"
      data-testid="route-progress"
      data-paid={String(isPaidTraffic(shown.pathname))}
      data-path={shown.pathname}
      data-active={String(visible)}
      aria-hidden="true"
      style={{
        transform: `scaleX(${value})`,
        opacity: visible ? 1 : 0,
        transition: `transform ${SPEED_MS}ms ease, opacity ${SPEED_MS}ms linear`,
      }}
    />
  )
}
