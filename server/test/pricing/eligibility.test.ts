// The 6 ay / 6.000 km rule with the model year as the only clue to the first registration: the car
// is taken as registered on 1 January of its model year, so only certainly-young cars are refused.
import t from 'tap'
import { eligibility } from '../../services/pricing/eligibility.js'
import { NOT_ELIGIBLE_MESSAGE } from '../../schemas/sell-condition.js'
import { CONFIG } from '../support/pricing-market.js'

const E = CONFIG.eligibility

t.test('age from the model year and km decide, each alone', async (t) => {
  const table: Array<[string, number, number, string, string | null]> = [
    ['model year 2026 in March 2026', 2026, 20_000, '2026-03-12', 'too-young'],
    ['model year 2026 on 30 June 2026', 2026, 20_000, '2026-06-30', 'too-young'],
    ['model year 2026 on 1 July 2026', 2026, 20_000, '2026-07-01', null],
    ['model year 2025 in March 2026', 2025, 6_000, '2026-03-12', null],
    ['5.999 km', 2024, 5_999, '2026-03-12', 'too-few-km'],
    ['6.000 km', 2024, 6_000, '2026-03-12', null],
  ]
  for (const [name, year, km, now, reason] of table) {
    const got = eligibility(year, km, new Date(`${now}T12:00:00Z`), E)
    t.equal(got?.reason ?? null, reason, name)
    if (got) t.equal(got.message, NOT_ELIGIBLE_MESSAGE)
  }
})

t.test('switched off by configuration, every car may be priced', async (t) => {
  t.equal(eligibility(2026, 100, new Date('2026-02-01T00:00:00Z'), { ...E, enabled: false }), null)
})

t.test('the assumed registration month is configuration and recorded with the answer', async (t) => {
  const got = eligibility(2025, 20_000, new Date('2026-01-15T00:00:00Z'), { ...E, assumedRegistrationMonth: 9 })
  t.equal(got?.reason, 'too-young')
  t.equal(got?.assumedRegistration, '2025-09-01')
})
