// The pricing settings operations may change without a release (README "Configuration"); every
// other coefficient stays in pricing-config.ts and is stored with each offer.
import { bool, fail, type Env } from '../../env.js'
import type { PricingOverrides } from './pricing-config.js'

function share(env: Env, name: string, max: number): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const n = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN
  if (!(n >= 0 && n <= max)) fail(name, `must be a share between 0 and ${max} (e.g. 0.06 for 6 %)`, raw)
  return n
}

export function parsePricingEnv(env: Env): PricingOverrides {
  const overrides: PricingOverrides = { eligibilityEnabled: bool(env, 'PRICING_ELIGIBILITY_RULE', true) }
  const netMargin = share(env, 'PRICING_NET_MARGIN', 0.5)
  const riskBuffer = share(env, 'PRICING_RISK_BUFFER', 0.5)
  const monthlyMoneyCost = share(env, 'PRICING_MONTHLY_MONEY_COST', 0.5)
  if (netMargin !== undefined) overrides.netMargin = netMargin
  if (riskBuffer !== undefined) overrides.riskBuffer = riskBuffer
  if (monthlyMoneyCost !== undefined) overrides.monthlyMoneyCost = monthlyMoneyCost
  return overrides
}
