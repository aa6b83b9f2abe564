import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

export interface CountdownApi {
  /** Seconds left, or null when the screen has no countdown. */
  remaining: number | null
  restart: (seconds?: number) => void
}

const CountdownContext = createContext<CountdownApi>({ remaining: null, restart: () => {} })

export function useCountdown(): CountdownApi {
  return useContext(CountdownContext)
}

// Measured against a deadline, not by counting ticks: background tabs throttle timers.
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
}

/**
 * One countdown per drawn screen (spec §4.4): it starts when the screen mounts and is gone when the
 * screen unmounts, so closing the dialog resets it.
 */
export function CountdownProvider({ seconds, children }: { seconds: number | null; children: ReactNode }) {
  const [deadline, setDeadline] = useState<number | null>(() => (seconds === null ? null : Date.now() + seconds * 1000))
  const [remaining, setRemaining] = useState<number | null>(seconds)

  useEffect(() => {
    if (deadline === null) return
    const tick = () => {
      const left = secondsUntil(deadline)
      setRemaining(left)
      if (left === 0) window.clearInterval(timer)
    }
    const timer = window.setInterval(tick, 250)
    tick()
    return () => window.clearInterval(timer)
  }, [deadline])

  const restart = useCallback(
    (next?: number) => {
      const start = next ?? seconds
      if (start === null) return
      setRemaining(start)
      setDeadline(Date.now() + start * 1000)
    },
    [seconds],
  )

  const api = useMemo(() => ({ remaining, restart }), [remaining, restart])
  return <CountdownContext.Provider value={api}>{children}</CountdownContext.Provider>
}

export function formatCountdown(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${mm}:${ss}`
}

/** How many seconds before the end an authentication flow's 'Tekrar Gönder' opens (spec §4.4, decision 035). */
export const RESEND_WINDOW_S = 10

/**
 * Spec §4.4: resend only at 0, confirm only while time is left; in the authentication flows resend
 * once the countdown is about to end. No countdown, no constraint.
 */
export function isEnabledByCountdown(enabledWhen: 'countdownDone' | 'countdownRunning' | 'countdownEnding' | undefined, remaining: number | null): boolean {
  if (!enabledWhen || remaining === null) return true
  if (enabledWhen === 'countdownEnding') return remaining <= RESEND_WINDOW_S
  return enabledWhen === 'countdownDone' ? remaining === 0 : remaining > 0
}
