// Harness settings from the environment, validated before anything starts.
import type { LoadSettings } from './types.js'

export class SettingsError extends Error {}

function positiveInt(env: NodeJS.ProcessEnv, name: string, def: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1 || n > max) throw new SettingsError(`bench: ${name} must be an integer between 1 and ${max} (got "${raw}")`)
  return n
}

export interface Settings {
  load: LoadSettings
  scenario: string
  /** Only endpoints whose name contains this text, or one of these comma-separated texts (BENCH_ONLY); empty = all. */
  only: string
  /** A commit whose build is measured in the same rounds for the endpoints marked `before` (BENCH_BEFORE_REF). */
  beforeRef: string
  /** Cars in the scale scenario's own database (BENCH_SCALE_CARS). */
  scaleCars: number
  /** The scale scenario gateway's V8 heap limit (BENCH_SCALE_HEAP_MB; production's 256 unless raised to measure past it). */
  scaleHeapMb: number
}

function fraction(env: NodeJS.ProcessEnv, name: string, def: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const n = Number(raw)
  if (!/^\d*\.?\d+$/.test(raw) || n <= 0 || n > 1) throw new SettingsError(`bench: ${name} must be a number above 0 and at most 1 (got "${raw}")`)
  return n
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const rounds = positiveInt(env, 'BENCH_ROUNDS', 5, 100)
  const maxRounds = positiveInt(env, 'BENCH_MAX_ROUNDS', 3 * rounds, 300)
  if (maxRounds < rounds) throw new SettingsError(`bench: BENCH_MAX_ROUNDS (${maxRounds}) must be at least BENCH_ROUNDS (${rounds})`)
  return {
    load: {
      connections: positiveInt(env, 'BENCH_CONNECTIONS', 50, 10_000),
      durationS: positiveInt(env, 'BENCH_DURATION', 10, 3600),
      rounds,
      maxRounds,
      roundSpread: fraction(env, 'BENCH_ROUND_SPREAD', 0.1),
      warmupS: positiveInt(env, 'BENCH_WARMUP', 3, 600),
      pipelining: 1,
      timeoutS: 10,
    },
    scenario: env.BENCH_SCENARIO || 'normal',
    only: env.BENCH_ONLY ?? '',
    beforeRef: env.BENCH_BEFORE_REF ?? '',
    scaleCars: positiveInt(env, 'BENCH_SCALE_CARS', 200_000, 2_000_000),
    scaleHeapMb: positiveInt(env, 'BENCH_SCALE_HEAP_MB', 256, 16_384),
  }
}
