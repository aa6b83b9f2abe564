// A per-process fixed-window counter per key (an address), for limits that protect this process's
// own work rather than a secret: the event collector's batches (decision 042). Shared limits that
// guard something (SMS codes, sign-in, captcha) stay in the state Redis (design §4). Memory is
// bounded: at most `maxKeys` addresses are counted in a window; past that a new address is
// refused until the window turns (fail closed), an address already counted goes on.
export class LocalWindowLimiter {
  private counts = new Map<string, number>()
  private windowEnds = 0

  constructor(private readonly max: number, private readonly windowMs: number, private readonly maxKeys = 100_000) {}

  /** Counts one request of `key`; false when it is past the limit (or the table is full). */
  allow(key: string, now = Date.now()): boolean {
    if (now >= this.windowEnds) {
      this.counts = new Map()
      this.windowEnds = now + this.windowMs
    }
    const count = this.counts.get(key)
    if (count === undefined) {
      if (this.counts.size >= this.maxKeys) return false
      this.counts.set(key, 1)
      return this.max >= 1
    }
    if (count >= this.max) return false
    this.counts.set(key, count + 1)
    return true
  }

  /** Seconds until the current window ends (for Retry-After). */
  retryAfterS(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowEnds - now) / 1000))
  }
}
