// The offer a visitor sees (sell-wizard.md §4.3–4.5) on synthetic markets whose reference is known:
// the lines add up to the offer, the range is rounded as the card shows it, the confidence follows
// the effective count and the half-width, and some cars get an expert instead of a number.
import t from 'tap'
import { makeOffer, priceCar, roundPrice } from '../../services/pricing/offer.js'
import { EXPERT_REVIEW_MESSAGE, NOT_ELIGIBLE_MESSAGE, originalPanels } from '../../schemas/sell-condition.js'
import type { Offer } from '../../services/pricing/types.js'
import { CONFIG, LEAF, MODEL, NOW, car, listing, market, marketPrice, spreadListings } from '../support/pricing-market.js'

const FAIR = Math.round(marketPrice(LEAF.listPrice, LEAF.modelYear, 90_000)) // 687.609 TL
// 1.2 × 6 % margin + 60 days × 2 % a month + 2 % risk
const SPREAD = 1.2 * 0.06 + (60 / 30) * 0.02 + 0.02
const round = (v: number) => (v < 500_000 ? Math.round(v / 1000) * 1000 : Math.round(v / 5000) * 5000)
const sum = (o: Offer) => o.lines.reduce((s, l) => s + l.amount, 0)

t.test('a clean car among 20 equal comparables: R is their price, the lines add up to the offer', async (t) => {
  const o = makeOffer(car(), market(spreadListings(20, 0)), CONFIG, NOW)
  t.equal(o.reference, FAIR)
  t.equal(o.method, 'comparables')
  t.equal(o.effectiveCount, 20)
  const spread = Math.round(FAIR * SPREAD)
  t.equal(o.spread, spread)
  t.equal(o.reconditioning, 7_500, '1 % of R is below the 7.500 TL floor')
  t.equal(o.offer, FAIR - spread - 7_500, 'O = R − S − C')
  t.equal(sum(o), o.offer, 'the lines add up to the offer')
  t.same(o.lines.map((l) => l.label), ['Benzer 20 aracın ortalaması', 'Yaş ve kilometre', 'Boya/değişen', 'Hasar kaydı', 'Hazırlık ve satış maliyetleri'])
  t.equal(o.halfWidth, 0.03, 'the 3 % floor')
  t.same(o.range, [round(o.offer * 0.97), round(o.offer * 1.03)])
  t.equal(o.preOfferedPrice, round(o.offer))
  t.equal(o.confidence, 'yuksek')
  t.equal(o.expertReview, null)
  t.equal(o.validUntil, '2026-03-19T09:00:00.000Z', 'valid 7 days')
})

t.test('comparables at other years and km are normalised to the visitor\'s car; the age and km line carries it', async (t) => {
  const listings = [2019, 2020, 2021].flatMap((year) => [70_000, 90_000, 110_000].map((km) => listing({ modelYear: year, km })))
  const o = makeOffer(car(), market(listings), CONFIG, NOW)
  t.ok(Math.abs(o.reference - FAIR) <= 1, `R ${o.reference} ≈ ${FAIR}`)
  const [first, ageKm] = o.lines
  t.equal(first!.id, 'comparables')
  t.equal(ageKm!.id, 'age-km')
  t.equal(first!.amount + ageKm!.amount, o.reference, 'the reference lines add up to R')
  t.equal(sum(o), o.offer)
  t.match(ageKm!.detail, /Yaş etkisi −9,5 %\/yıl, her 10\.000 km −2,0 %/)
})

t.test('painted, changed and a tramer record: each line is its share of R, and O = R − lines', async (t) => {
  const panels = { ...originalPanels(), 'sol-on-kapi': 'degismis' } as const
  const o = makeOffer(car({ panels, tramer: { amount: 50_000 } }), market(spreadListings(20, 0)), CONFIG, NOW)
  // T/R = 7,3 % → HK 0.5; 90.000 km → KK 0.2; Dt = 0.019; Dp = 0.03; D = 0.03 + 0.5 × 0.019
  const dp = 0.03
  const dt = 0.19 * 0.5 * 0.2
  t.ok(Math.abs(o.damage.total - (dp + 0.5 * dt)) < 1e-12, 'D = max + half the min')
  const byId = Object.fromEntries(o.lines.map((l) => [l.id, l.amount]))
  t.equal(byId.panels, -Math.round(FAIR * dp))
  t.equal(byId.tramer, -Math.round(FAIR * 0.5 * dt))
  const afterDamage = FAIR + byId.panels! + byId.tramer!
  t.equal(byId.costs, -(Math.round(afterDamage * SPREAD) + 7_500), 'S = R·(1 − D)·(1.2n + h + ρ), plus C')
  t.equal(o.reference + byId.panels! + byId.tramer! + byId.costs!, o.offer, 'R − deductions = O')
  t.equal(sum(o), o.offer)
  t.match(o.lines.find((l) => l.id === 'panels')!.detail, /Sol ön kapı \(değişmiş\)/)
})

t.test('range rounding: 1.000 TL steps below 500.000 TL, 5.000 TL from there', async (t) => {
  const table: Array<[number, number]> = [
    [12_345, 12_000], [494_700, 495_000], [499_499, 499_000], [499_500, 500_000], [500_000, 500_000], [502_499, 500_000],
    [502_500, 505_000], [525_300, 525_000], [1_047_600, 1_050_000], [1_082_400, 1_080_000],
  ]
  for (const [v, want] of table) t.equal(roundPrice(v, CONFIG.range), want, `${v}`)

  // A car whose range straddles 500.000 TL: the low end in thousands, the high end in five-thousands.
  const fair = 578_000
  const listings = spreadListings(20, 0).map((l) => ({ ...l, price: fair }))
  const o = makeOffer(car(), market(listings), CONFIG, NOW)
  const [low, high] = o.range!
  t.ok(o.offer * 0.97 < 500_000 && o.offer * 1.03 >= 500_000, `the range of ${o.offer} straddles 500.000 TL`)
  t.equal(low, Math.round((o.offer * 0.97) / 1000) * 1000)
  t.equal(high, Math.round((o.offer * 1.03) / 5000) * 5000)
  t.equal(high % 5000, 0)
})

t.test('confidence: effective count and half-width decide; below Orta an expert calls instead', async (t) => {
  const table: Array<[string, number, number, Offer['confidence'], boolean]> = [
    ['20 comparables, ±4 %', 20, 0.04, 'yuksek', true],
    ['20 comparables, ±7 %', 20, 0.07, 'orta', true],
    ['10 comparables, ±4 %', 10, 0.04, 'orta', true],
    ['6 comparables, ±9 %', 6, 0.09, 'orta', true],
    ['20 comparables, ±12 %', 20, 0.12, 'dusuk', false],
  ]
  for (const [name, n, x, want, priced] of table) {
    const o = makeOffer(car(), market(spreadListings(n, x)), CONFIG, NOW)
    t.equal(o.confidence, want, `${name}: ${want}`)
    t.ok(Math.abs(o.halfWidth - Math.max(0.03, x)) < 1e-9, `${name}: w = (P75 − P25)/2R`)
    t.equal(o.preOfferedPrice !== null, priced, `${name}: a number shown: ${priced}`)
    if (!priced) t.same(o.expertReview, { reason: 'low-confidence', message: EXPERT_REVIEW_MESSAGE })
  }
})

t.test('too few comparables: the stages widen to the model, then the fitted model prices the car', async (t) => {
  const sameGeneration = spreadListings(3, 0)
  const otherGeneration = spreadListings(4, 0).map((l) => ({ ...l, generation: 'G0' }))
  const widened = makeOffer(car(), market([...sameGeneration, ...otherGeneration]), CONFIG, NOW)
  t.equal(widened.method, 'comparables')
  t.equal(widened.comparableCount, 7, 'the model\'s other generation joined')
  t.match(widened.lines[0]!.detail, /aynı modelden/)

  const o = makeOffer(car(), market(spreadListings(4, 0)), CONFIG, NOW)
  t.equal(o.method, 'model')
  t.equal(o.effectiveCount, 4, 'what the comparables were worth is still shown')
  t.ok(Math.abs(o.reference - FAIR) <= 1, 'L·exp(α + β_age·age + β_km·km/10 000)')
  t.equal(o.lines[0]!.label, 'Liste fiyatı ve piyasa modeli')
  t.equal(o.lines[0]!.amount, LEAF.listPrice, 'a new car of this trim: the list price (α = γ = 0 here)')
  t.equal(o.lines[0]!.amount + o.lines[1]!.amount, o.reference)
  t.equal(o.halfWidth, 0.04, 'half the residuals\' interquartile range')
  t.equal(o.confidence, 'orta', 'the model alone is never Yüksek')
  t.equal(sum(o), o.offer)

  const unsure = makeOffer(car(), market([], { model: { ...MODEL, residualIqr: 0.3 } }), CONFIG, NOW)
  t.equal(unsure.confidence, 'dusuk')
  t.equal(unsure.expertReview?.reason, 'low-confidence')
})

t.test('"Bilmiyorum" for the tramer or the trim: the median deduction and 3 points wider each', async (t) => {
  const base = makeOffer(car(), market(spreadListings(20, 0.03)), CONFIG, NOW)
  const tramer = makeOffer(car({ tramer: 'bilmiyorum' }), market(spreadListings(20, 0.03)), CONFIG, NOW)
  t.equal(base.confidence, 'yuksek')
  t.ok(Math.abs(tramer.halfWidth - 0.06) < 1e-12, '3 % + 3 points')
  t.equal(tramer.confidence, 'orta', 'wider than 5 %: Orta')
  t.equal(tramer.lines.find((l) => l.id === 'tramer')!.amount, -Math.round(tramer.reference * MODEL.medianTramerDeduction))
  t.match(tramer.lines.find((l) => l.id === 'tramer')!.detail, /e-Devlet/)
  const [low, high] = tramer.range!
  t.equal(low, round(tramer.offer * 0.94))
  t.equal(high, round(tramer.offer * 1.06))

  const both = makeOffer(car({ tramer: 'bilmiyorum', trimUnknown: true }), market(spreadListings(20, 0.03)), CONFIG, NOW)
  t.ok(Math.abs(both.halfWidth - 0.09) < 1e-12, 'each unknown widens')
  t.equal(both.confidence, 'orta')
})

t.test('expert review instead of a number: heavy damage, D at the cap, two roof/pillar items', async (t) => {
  const changed = Object.fromEntries(Object.keys(originalPanels()).map((id) => [id, ['on-tampon', 'arka-tampon', 'tavan'].includes(id) ? 'orijinal' : 'degismis']))
  const cases: Array<[string, Parameters<typeof car>[0], string]> = [
    ['heavy damage', { heavyDamage: true }, 'heavy-damage'],
    ['ten changed panels: D = 30 %', { panels: changed as ReturnType<typeof originalPanels> }, 'damage-cap'],
    ['painted roof and a painted A pillar', { panels: { ...originalPanels(), tavan: 'boyali' }, pillars: { 'sol-a-direk': 'boyali' } }, 'structural'],
  ]
  for (const [name, over, reason] of cases) {
    const o = makeOffer(car(over), market(spreadListings(20, 0)), CONFIG, NOW)
    t.same(o.expertReview, { reason, message: EXPERT_REVIEW_MESSAGE }, name)
    t.equal(o.range, null, `${name}: no range`)
    t.equal(o.preOfferedPrice, null, `${name}: no price`)
    t.equal(sum(o), o.offer, `${name}: the lines are still kept and add up`)
  }
  const roofOnly = makeOffer(car({ panels: { ...originalPanels(), tavan: 'degismis' } }), market(spreadListings(20, 0)), CONFIG, NOW)
  t.equal(roofOnly.expertReview, null, 'a changed roof alone is a 10 % deduction, not a review')
  t.equal(roofOnly.lines.find((l) => l.id === 'panels')!.amount, -Math.round(FAIR * 0.1))
})

t.test('priceCar refuses a car under 6 months or 6.000 km before pricing it', async (t) => {
  const young = priceCar(car({ leaf: { ...LEAF, modelYear: 2026 }, km: 12_000 }), market(spreadListings(20, 0)), CONFIG, NOW)
  t.same(young, { status: 'not-eligible', message: NOT_ELIGIBLE_MESSAGE, assumedRegistration: '2026-01-01', reason: 'too-young' })
  const fewKm = priceCar(car({ km: 5_000 }), market(spreadListings(20, 0, 5_000)), CONFIG, NOW)
  t.equal(fewKm.status, 'not-eligible')
  const off = priceCar(car({ km: 5_000 }), market(spreadListings(20, 0, 5_000)), { ...CONFIG, eligibility: { ...CONFIG.eligibility, enabled: false } }, NOW)
  t.equal(off.status, 'offer', 'the rule can be switched off')
})
