// The benchmark's statistics and settings (decision 008): when the rounds' ratios disagree, more
// rounds are measured; the settings that control it are validated before anything starts.
import t from 'tap'
import { median, relativeSpread } from '../../../bench/lib/load.js'
import { loadSettings, SettingsError } from '../../../bench/lib/settings.js'

t.test('relativeSpread is the interquartile range over the median', async (t) => {
  t.equal(relativeSpread([0.7, 0.7, 0.7, 0.7, 0.7]), 0, 'rounds that agree have no spread')
  t.equal(relativeSpread([0.5, 0.9]), 0, 'fewer than three rounds cannot disagree')
  // Sorted 0.45, 0.553, 0.599, 0.695, 0.757 (a noisy run): quartiles 0.553 and 0.695, median 0.599.
  t.equal(Number(relativeSpread([0.45, 0.695, 0.599, 0.757, 0.553]).toFixed(3)), 0.237)
  // One burst on one side of one round moves the extremes, not the middle half.
  t.ok(relativeSpread([0.71, 0.72, 0.2, 0.7, 0.73]) < 0.1, 'a single outlier round does not count as disagreement')
  t.equal(median([0.45, 0.695, 0.599, 0.757, 0.553]), 0.599)
  t.equal(median([1, 2, 3, 4]), 2.5)
})

t.test('round settings: defaults, limits and clear errors', async (t) => {
  const def = loadSettings({})
  t.equal(def.load.rounds, 5)
  t.equal(def.load.maxRounds, 15, 'up to three times the planned rounds by default')
  t.equal(def.load.roundSpread, 0.1)
  t.equal(loadSettings({ BENCH_ROUNDS: '7' }).load.maxRounds, 21)
  t.equal(loadSettings({ BENCH_ROUNDS: '5', BENCH_MAX_ROUNDS: '5' }).load.maxRounds, 5, 'extra rounds can be switched off')
  t.equal(loadSettings({ BENCH_ROUND_SPREAD: '0.05' }).load.roundSpread, 0.05)
  try {
    loadSettings({ BENCH_ROUNDS: '6', BENCH_MAX_ROUNDS: '4' })
    t.fail('fewer maximum rounds than planned must be refused')
  } catch (err) {
    t.ok(err instanceof SettingsError, 'a settings error, printed as one line')
    t.equal((err as Error).message, 'bench: BENCH_MAX_ROUNDS (4) must be at least BENCH_ROUNDS (6)')
  }
  for (const bad of ['0', '1.5', 'abc', '-0.1']) {
    t.throws(() => loadSettings({ BENCH_ROUND_SPREAD: bad }), { message: `bench: BENCH_ROUND_SPREAD must be a number above 0 and at most 1 (got "${bad}")` }, `BENCH_ROUND_SPREAD=${bad} is refused`)
  }
})
