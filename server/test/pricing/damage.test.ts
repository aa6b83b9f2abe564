// The damage deductions of sell-wizard.md §4.2, table by table: panels by state (bumpers half, the
// roof and pillars as structural items), the tramer formula's HK and KK bands, and D's combination
// and cap.
import t, { type Test } from 'tap'
import { combineDamage, hkFactor, kkFactor, panelDamage, panelRate, tramerDamage } from '../../services/pricing/damage.js'
import { originalPanels, type PanelId, type PanelState } from '../../schemas/sell-condition.js'
import { CONFIG } from '../support/pricing-market.js'

const D = CONFIG.damage
const close = (t: Test, got: number, want: number, msg: string) => t.ok(Math.abs(got - want) < 1e-9, `${msg}: ${got} ≈ ${want}`)

t.test('each panel state deducts its share; bumpers half, the roof 10 % when changed', async (t) => {
  const table: Array<[PanelId, PanelState, number]> = [
    ['sol-on-kapi', 'orijinal', 0], ['sol-on-kapi', 'lokal-boyali', 0.005], ['sol-on-kapi', 'boyali', 0.015], ['sol-on-kapi', 'degismis', 0.03],
    ['motor-kaputu', 'boyali', 0.015], ['sag-arka-camurluk', 'degismis', 0.03],
    ['on-tampon', 'lokal-boyali', 0.0025], ['on-tampon', 'boyali', 0.0075], ['arka-tampon', 'degismis', 0.015],
    ['tavan', 'degismis', 0.1], ['tavan', 'boyali', 0.05], ['tavan', 'lokal-boyali', 0.005 / 0.03 * 0.1],
  ]
  for (const [id, state, want] of table) close(t, panelRate(id, state, D), want, `${id} ${state}`)
})

t.test('panel deductions add up; roof and pillars are counted as structural items', async (t) => {
  const panels = { ...originalPanels(), 'on-tampon': 'boyali', 'sol-on-kapi': 'degismis', tavan: 'boyali' } as const
  const p = panelDamage(panels, undefined, D)
  close(t, p.total, 0.0075 + 0.03 + 0.05, 'Dp')
  t.equal(p.structural, 1)
  t.same(p.touched.map((x) => x.id), ['on-tampon', 'tavan', 'sol-on-kapi'], 'in the diagram order')
  const withPillar = panelDamage(panels, { 'sol-a-direk': 'degismis' }, D)
  t.equal(withPillar.structural, 2)
  close(t, withPillar.total, p.total + 0.1, 'a changed pillar weighs like a changed roof')
  t.equal(panelDamage(originalPanels(), {}, D).total, 0, 'no damage, no deduction')
})

t.test('HK by the record\'s share of the reference, KK by km: the bands\' edges', async (t) => {
  const hk: Array<[number, number]> = [[0.001, 0.25], [0.02, 0.25], [0.0201, 0.5], [0.08, 0.5], [0.0801, 0.75], [0.2, 0.75], [0.2001, 0.9], [1.5, 0.9]]
  for (const [share, want] of hk) t.equal(hkFactor(share, D), want, `HK(${share})`)
  const kk: Array<[number, number]> = [
    [0, 0.9], [14_999, 0.9], [15_000, 0.8], [29_999, 0.8], [30_000, 0.6], [44_999, 0.6], [45_000, 0.4], [59_999, 0.4],
    [60_000, 0.3], [74_999, 0.3], [75_000, 0.2], [149_999, 0.2], [150_000, 0.1], [400_000, 0.1],
  ]
  for (const [km, want] of kk) t.equal(kkFactor(km, D), want, `KK(${km})`)
})

t.test('tramer deduction = 0.19 × HK(T/R) × KK(km)', async (t) => {
  const table: Array<[number, number, number, number]> = [
    // amount, reference, km, Dt
    [0, 1_000_000, 20_000, 0],
    [20_000, 1_000_000, 10_000, 0.19 * 0.25 * 0.9],
    [50_000, 1_000_000, 20_000, 0.19 * 0.5 * 0.8],
    [100_000, 1_000_000, 100_000, 0.19 * 0.75 * 0.2],
    [300_000, 1_000_000, 200_000, 0.19 * 0.9 * 0.1],
  ]
  for (const [amount, ref, km, want] of table) close(t, tramerDamage(amount, ref, km, D), want, `${amount} TL on ${ref} at ${km} km`)
})

t.test('D = max + 0.5·min, capped at 30 %; the lines\' parts add up to D', async (t) => {
  const table: Array<[number, number, number, boolean]> = [
    [0, 0, 0, false], [0.05, 0, 0.05, false], [0, 0.04, 0.04, false], [0.05, 0.03, 0.065, false], [0.03, 0.05, 0.065, false],
    [0.2, 0.2, 0.3, true], [0.25, 0.2, 0.3, true], [0.31, 0, 0.3, true], [0.2, 0.19, 0.295, false],
  ]
  for (const [dp, dt, want, capped] of table) {
    const d = combineDamage(dp, dt, D)
    close(t, d.total, want, `D(${dp}, ${dt})`)
    t.equal(d.capped, capped, `capped(${dp}, ${dt})`)
    close(t, d.panels + d.tramer, d.total, 'parts add up')
  }
  const d = combineDamage(0.05, 0.03, D)
  close(t, d.panels, 0.05, 'the larger side counts whole')
  close(t, d.tramer, 0.015, 'the smaller side counts half')
})
