// SMS limits from the environment, validated at boot like server/config.ts (one ConfigError line).
import { fail, int, type Env } from '../../env.js'
import { DEFAULT_LIMITS, PURPOSES, type BudgetShares, type Purpose, type SmsLimits } from './sms-codes.js'

/**
 * SMS_BUDGET_SHARES: 'contact:20,appointment:20,…', each purpose's share of SMS_DAILY_BUDGET in
 * percent. When set it replaces the defaults whole: a purpose it leaves out gets no SMS (fail closed).
 */
export function parseBudgetShares(env: Env): BudgetShares {
  const raw = (env.SMS_BUDGET_SHARES ?? '').trim()
  if (!raw) return DEFAULT_LIMITS.budgetShares
  const shares: BudgetShares = {}
  for (const part of raw.split(',')) {
    const match = /^\s*([a-z-]+)\s*:\s*(\d{1,3})\s*$/.exec(part)
    if (!match) fail('SMS_BUDGET_SHARES', 'must be a list like "contact:20,appointment:20" (purpose:percent)', raw)
    const [, name, percent] = match as unknown as [string, string, string]
    if (!(name in PURPOSES)) fail('SMS_BUDGET_SHARES', `names an unknown purpose; known: ${Object.keys(PURPOSES).join(', ')}`, name)
    if (Number(percent) > 100) fail('SMS_BUDGET_SHARES', 'must give each purpose at most 100 percent', part.trim())
    if (name in shares) fail('SMS_BUDGET_SHARES', 'names a purpose twice', name)
    shares[name as Purpose] = Number(percent)
  }
  return shares
}

export function parseSmsLimits(env: Env = process.env): SmsLimits {
  const d = DEFAULT_LIMITS
  const limits: SmsLimits = {
    perPhoneHour: int(env, 'SMS_PER_PHONE_HOUR', d.perPhoneHour, 1, 100),
    perPhoneDay: int(env, 'SMS_PER_PHONE_DAY', d.perPhoneDay, 1, 1000),
    perIpHour: int(env, 'SMS_PER_IP_HOUR', d.perIpHour, 1, 100_000),
    dailyBudget: int(env, 'SMS_DAILY_BUDGET', d.dailyBudget, 1, 10_000_000),
    budgetShares: parseBudgetShares(env),
    codeTtlS: int(env, 'SMS_CODE_TTL_S', d.codeTtlS, 1, 3600),
    maxTries: d.maxTries,
    dialogCountdownS: int(env, 'SMS_DIALOG_COUNTDOWN_S', d.dialogCountdownS, 1, 3600),
  }
  if (limits.perPhoneDay < limits.perPhoneHour) {
    fail('SMS_PER_PHONE_DAY', 'must not be smaller than SMS_PER_PHONE_HOUR')
  }
  return limits
}
