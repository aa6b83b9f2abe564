// SMS limits from the environment, validated at boot like server/config.ts (one ConfigError line).
import { fail, int, type Env } from '../../env.js'
import { DEFAULT_LIMITS, type SmsLimits } from './sms-codes.js'

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
    fail('SMS_PER_PHONE_DAY', 'must not be smaller than SMS_PER_PHONE_HOUR')
  }
  return limits
}
