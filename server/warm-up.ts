// Start-up warm-up of Node's process.nextTick, run once before the gateway is built.
//
// On Node 20.20 about a third of gateway processes settled into a slow mode, ~14 % fewer requests
// a second for the life of the process: they spent ~5 % of their CPU in V8's runtime slow path
// for the object literal with computed keys that process.nextTick builds for every tick
// (Runtime_DefineKeyedOwnPropertyInLiteral, JSObject::MigrateToMap), which the HTTP and stream
// code reach several times per request. Which processes did depended on start-up history. Calling
// process.nextTick a hundred thousand times over several event-loop turns first (~50 ms), so that
// V8 optimises it and settles the tick object's shape before any request, left 1 of 22 processes
// in that mode against about 1 in 3 without; a short burst of 8,000 calls did not help. This is a
// mitigation, not a fix; measurements in decision 008.

const TURNS = 40
const PER_TURN = 2_500

/** Calls process.nextTick with each argument shape Node itself uses, over several turns. Resolves with the ticks run. */
export async function warmNextTick(turns = TURNS, perTurn = PER_TURN): Promise<number> {
  let ran = 0
  for (let turn = 0; turn < turns; turn++) {
    await new Promise<void>((resolve) => {
      const expected = ran + perTurn * 4
      const done = () => {
        if (++ran === expected) resolve()
      }
      for (let i = 0; i < perTurn; i++) {
        process.nextTick(done)
        process.nextTick(done, i)
        process.nextTick(done, i, 'x')
        process.nextTick(done, null)
      }
    })
    // Let V8's background compiler install what it optimised before the next turn.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return ran
}
