// Reading configuration values from the environment: the one place that knows how a bad value is
// reported (ConfigError with one line naming the variable and the fix; server.ts prints it without
// a stack). server/config.ts and every integration's own config parse with these.

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>

export function fail(name: string, problem: string, got?: string): never {
  const shown = got === undefined ? '' : ` (got "${got.length > 60 ? got.slice(0, 60) + '…' : got}")`
  throw new ConfigError(`config: ${name} ${problem}${shown}. Set ${name} in the environment; see README "Configuration".`)
}

export function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(n >= min && n <= max)) fail(name, `must be an integer between ${min} and ${max}`, raw)
  return n
}

export function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false
  return fail(name, 'must be true or false', raw)
}

/** A URL fit for an error line or a log: its password replaced by ***. */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return raw.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
  }
}
