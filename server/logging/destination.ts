// Where the production logs go: stdout through pino's own buffered destination (sonic-boom).
// Lines wait in memory until 32 kB are waiting or 50 ms after the first waiting line, whichever
// comes first, and leave in one asynchronous write; what waits at exit is written synchronously
// (pino registers the destination for it). Nothing crosses to a worker thread (decision 009).
import pino from 'pino'

/** What the gateway writes its JSON lines to: pino's stream contract. */
export interface LogDestination {
  write(line: string): unknown
}

export interface BufferedDestinationOptions {
  /** The longest a line waits before it is written (ms). */
  maxDelayMs?: number
  /** Bytes that make a write happen at once. */
  minLength?: number
}

export function stdoutDestination(opts: BufferedDestinationOptions = {}): LogDestination {
  return bufferedDestination(1, opts)
}

export function bufferedDestination(fd: number, { maxDelayMs = 50, minLength = 32 * 1024 }: BufferedDestinationOptions = {}): LogDestination & { flushSync(): void } {
  const boom = pino.destination({ dest: fd, minLength, maxWrite: Math.max(16 * 1024, minLength * 2), sync: false })
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    timer = undefined
    boom.flush()
  }
  return {
    write(line) {
      boom.write(line)
      // sonic-boom writes by itself once minLength bytes wait; a quiet moment's lines leave on the timer.
      if (timer === undefined) {
        timer = setTimeout(flush, maxDelayMs)
        timer.unref()
      }
    },
    flushSync() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      boom.flushSync()
    },
  }
}
