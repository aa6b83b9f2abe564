// SMS limits from the environment, validated at boot like server/config.ts (one ConfigError line).
import { ConfigError } from '../../config.js'
import { DEFAULT_LIMITS, type SmsLimits } from './sms-codes.js'

type Env = Record<string, string | undefined>

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(n >= min && n <= max)) {
    throw new ConfigError(`config: ${name} must be an integer between ${min} and ${max} (got "${raw.slice(0, 60)}"). Set ${name} in the environment; see README "Configuration".`)
  }
  return n
}

export function parseSmsLimits(env: Env = process.env): SmsLimits {
  const d = DEFAULT_LIMITS
  const limits: SmsLimits = {
    perPhoneHour: int(env, 'SMS_PER_PHONE_HOUR', d.perPhoneHour, 1, 100),
    perPhoneDay: int(env, 'SMS_PER_PHONE_DAY', d.perPhoneDay, 1, 1000),
    perIpHour: int(env, 'SMS_PER_IP_HOUR', d.perIpHour, 1, 100_000),
    dailyBudget: int(env, 'SMS_DAILY_BUDGET', d.dailyBudget, 1, 10_000_000),
    codeTtlS: int(env, 'SMS_CODE_TTL_S', d.codeTtlS, 1, 3600),
    maxTries: d.maxTries,
    dialogCountdownS: int(env, 'SMS_DIALOG_COUNTDOWN_S', d.dialogCountdownS, 1, 3600),
  }
  if (limits.perPhoneDay < limits.perPhoneHour) {
    throw new ConfigError('config: SMS_PER_PHONE_DAY must not be smaller than SMS_PER_PHONE_HOUR. Set SMS_PER_PHONE_DAY in the environment; see README "Configuration".')
  }
  return limits
}
