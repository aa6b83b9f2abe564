// Where the production logs go: stdout through pino's own buffered destination (sonic-boom).
// Lines wait in memory until 2 kB are waiting or 50 ms after the first waiting line, whichever
// comes first, and leave in one asynchronous write; what waits at exit is written synchronously
// (pino registers the destination for it). Nothing crosses to a worker thread (decision 009).
// Small chunks on purpose: sonic-boom measures the UTF-8 length of the chunk being filled on every
// write, so a 32 kB chunk (with 64 kB allowed while a write is in flight) cost ~2 µs per access line
// — a fifth of a cached answer's whole cost (bench ratio 0.57 with request logs, 0.78 without;
// decision 045's addendum). With 2 kB chunks (4 kB at most) a line costs a tenth of that, for one
// write(2) per ~7–14 lines on libuv's thread pool.
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

export function bufferedDestination(fd: number, { maxDelayMs = 50, minLength = 2 * 1024 }: BufferedDestinationOptions = {}): LogDestination & { flushSync(): void } {
  const boom = pino.destination({ dest: fd, minLength, maxWrite: minLength * 2, sync: false })
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
