// The 6 ay / 6.000 km rule (sell-wizard.md §3, step 10): a car that has not completed six months
// and 6.000 km since its first registration may not be bought for resale yet. We know only the
// model year, so the registration is assumed (pricing-config.ts says when, and why).
import { NOT_ELIGIBLE_MESSAGE } from '../../schemas/sell-condition.js'
import type { PricingConfig } from './pricing-config.js'
import type { NotEligible } from './types.js'

export function assumedRegistration(modelYear: number, c: PricingConfig['eligibility']): Date {
  return new Date(Date.UTC(modelYear, c.assumedRegistrationMonth - 1, 1))
}

/** null when the car may get a price. */
export function eligibility(modelYear: number, km: number, now: Date, c: PricingConfig['eligibility']): NotEligible | null {
  if (!c.enabled) return null
  const registered = assumedRegistration(modelYear, c)
  const oldEnough = new Date(Date.UTC(registered.getUTCFullYear(), registered.getUTCMonth() + c.minMonths, registered.getUTCDate()))
  const base = { status: 'not-eligible', message: NOT_ELIGIBLE_MESSAGE, assumedRegistration: registered.toISOString().slice(0, 10) } as const
  if (now < oldEnough) return { ...base, reason: 'too-young' }
  if (km < c.minKm) return { ...base, reason: 'too-few-km' }
  return null
}
