// The PRICING_* settings operations may change: parsed at boot with one-line errors, and applied to
// the defaults without touching the rest of the configuration.
import t from 'tap'
import { ConfigError, loadConfig } from '../../config.js'
import { DEFAULT_PRICING_CONFIG, pricingConfig } from '../../services/pricing/pricing-config.js'
import { TEST_ENV } from '../helper-env.js'

t.test('unset: the design\'s numbers, the 6 ay / 6.000 km rule on', async (t) => {
  const config = loadConfig({ ...TEST_ENV })
  t.same(pricingConfig(config.pricing), DEFAULT_PRICING_CONFIG)
})

t.test('set: the rule off and the spread\'s shares changed, nothing else', async (t) => {
  const config = loadConfig({ ...TEST_ENV, PRICING_ELIGIBILITY_RULE: 'false', PRICING_NET_MARGIN: '0.05', PRICING_RISK_BUFFER: '0.03', PRICING_MONTHLY_MONEY_COST: '0.025' })
  const p = pricingConfig(config.pricing)
  t.equal(p.eligibility.enabled, false)
  t.same(p.spread, { ...DEFAULT_PRICING_CONFIG.spread, netMargin: 0.05, riskBuffer: 0.03, monthlyMoneyCost: 0.025 })
  t.same(p.damage, DEFAULT_PRICING_CONFIG.damage)
})

t.test('a bad value stops the start with a line naming the variable', async (t) => {
  for (const [name, value] of [['PRICING_NET_MARGIN', '6%'], ['PRICING_RISK_BUFFER', '0.9'], ['PRICING_ELIGIBILITY_RULE', 'maybe']]) {
    t.throws(() => loadConfig({ ...TEST_ENV, [name!]: value! }), { constructor: ConfigError, message: new RegExp(`config: ${name}`) }, `${name}=${value}`)
  }
})
