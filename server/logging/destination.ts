// Where the production logs go: stdout, lines encoded as they come into one buffer, which leaves
// when `minLength` bytes wait or `maxDelayMs` after the first waiting line, whichever comes first,
// through pino's own destination (sonic-boom, in buffer mode, asynchronous): one write(2) on libuv's
// thread pool per ~40–100 access lines, a full pipe waited for without holding the loop, and past
// `maxLength` waiting bytes (a stalled log reader) lines are dropped rather than memory grown.
// What waits at exit is written synchronously. Nothing crosses to a worker thread (decision 009).
//
// Why lines are encoded here and not handed to sonic-boom as strings (decision 048): a string
// destination converts every chunk to UTF-8 on the loop inside `fs.write` and measures it with
// `Buffer.byteLength` on every line (decision 045's addendum); together ~2 µs an access line, a
// tenth of a cached answer's whole cost. `Buffer#write` into a waiting buffer is ~0.3 µs a line.
import { writeSync } from 'node:fs'
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
  /** Bytes that may wait for a slow reader before new lines are dropped. */
  maxLength?: number
}

export function stdoutDestination(opts: BufferedDestinationOptions = {}): LogDestination & { flushSync(): void } {
  return bufferedDestination(1, opts)
}

export function bufferedDestination(
  fd: number,
  { maxDelayMs = 50, minLength = 16 * 1024, maxLength = 16 * 1024 * 1024 }: BufferedDestinationOptions = {},
): LogDestination & { flushSync(): void } {
  const boom = pino.destination({ dest: fd, sync: false, contentMode: 'buffer', minLength: 0, maxLength })
  // In buffer mode sonic-boom takes Buffers (its types know only strings).
  const send = (chunk: Buffer) => (boom as unknown as { write(chunk: Buffer): boolean }).write(chunk)
  // Lines are encoded into a slab, one after another; a flush hands what waits to sonic-boom (which
  // keeps it until written) and the next lines follow it in the same slab, so no allocation per flush.
  // A fill has room for the size mark plus one line of up to a quarter of it (a UTF-16 unit is at
  // most 3 bytes); when the slab has less left, a new one is taken and the old one goes once written.
  const room = 2 * minLength
  const slabSize = Math.max(64 * room, 1024 * 1024)
  let slab = Buffer.allocUnsafeSlow(slabSize)
  let start = 0
  let len = 0
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (len === 0) return
    send(slab.subarray(start, start + len))
    start += len
    len = 0
    if (slabSize - start < room) {
      slab = Buffer.allocUnsafeSlow(slabSize)
      start = 0
    }
  }
  // At exit: what sonic-boom holds, then what waits in the slab, both written synchronously here (a
  // chunk handed to sonic-boom now would start an asynchronous write the exit does not wait for).
  // A write already in flight on the thread pool may land after these, as with sonic-boom alone.
  const flushSync = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    boom.flushSync()
    if (len === 0) return
    writeAllSync(fd, slab.subarray(start, start + len))
    start += len
    len = 0
  }
  const dest = {
    write(line: string) {
      if (len + line.length * 3 > room) {
        flush()
        // A line too long for a fill (a stack, say) goes whole, after what was waiting.
        if (line.length * 3 > room) {
          send(Buffer.from(line, 'utf8'))
          return
        }
      }
      len += slab.write(line, start + len)
      if (len >= minLength) flush()
      else if (timer === undefined) {
        timer = setTimeout(flush, maxDelayMs)
        timer.unref()
      }
    },
    flushSync,
  }
  writtenAtExit(dest)
  return dest
}

/** Destinations whose waiting lines are written at exit; weakly held, so a closed app's can go. */
const live = new Set<WeakRef<{ flushSync(): void }>>()
let hooked = false

function writtenAtExit(dest: { flushSync(): void }): void {
  if (!hooked) process.once('exit', () => { for (const ref of live) ref.deref()?.flushSync() })
  hooked = true
  for (const ref of live) if (ref.deref() === undefined) live.delete(ref)
  live.add(new WeakRef(dest))
}

const pause = new Int32Array(new SharedArrayBuffer(4))

/** Writes all of `chunk`, partial writes continued; a full non-blocking pipe is waited for (up to ~1 s). */
function writeAllSync(fd: number, chunk: Buffer): void {
  let off = 0
  for (let waits = 0; off < chunk.length;) {
    try {
      off += writeSync(fd, chunk, off, chunk.length - off)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if ((code !== 'EAGAIN' && code !== 'EBUSY') || ++waits > 100) return // nowhere left to write it
      Atomics.wait(pause, 0, 0, 10)
    }
  }
}
