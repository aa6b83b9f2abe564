// Offers stored in PostgreSQL and read back as they were shown: inputs, lines, configuration,
// model version, range and validity; an expert-review offer keeps its lines without a number.
import t from 'tap'
import { openPool } from '../../db/connect.js'
import { getOffer, saveOffer } from '../../services/pricing/offer-store.js'
import { makeOffer } from '../../services/pricing/offer.js'
import type { PriceInput } from '../../services/pricing/pricing-service.js'
import { originalPanels } from '../../schemas/sell-condition.js'
import { TEST_DATABASE_URL } from '../helper-env.js'
import { CONFIG, LEAF, NOW, car, market, spreadListings } from '../support/pricing-market.js'

const db = await openPool(TEST_DATABASE_URL, 2)
t.teardown(() => db.end())

const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  agacId: LEAF.agacId, modelYear: LEAF.modelYear, km: 90_000, panels: originalPanels(), tramer: { amount: 40_000 }, heavyDamage: false,
  trimUnknown: false, ...over,
})

t.test('an offer round-trips with everything needed to explain it later', async (t) => {
  const offer = makeOffer(car({ tramer: { amount: 40_000 } }), market(spreadListings(20, 0.04)), CONFIG, NOW)
  const saved = await saveOffer(db, { input: input(), leaf: LEAF, offer, configuration: CONFIG, flowId: 'flow-1', phone: '5321234567' })
  t.equal(saved.validUntil.toISOString(), '2026-03-19T09:00:00.000Z')
  const back = await getOffer(db, saved.id)
  t.ok(back)
  t.same(back!.lines, offer.lines)
  t.same(back!.range, offer.range)
  t.equal(back!.preOfferedPrice, offer.preOfferedPrice)
  t.equal(back!.offer, offer.offer)
  t.equal(back!.reference, offer.reference)
  t.equal(back!.confidence, offer.confidence)
  t.equal(back!.method, 'comparables')
  t.equal(back!.modelVersion, 'test-1')
  t.same(back!.configuration, JSON.parse(JSON.stringify(CONFIG)))
  t.same(back!.inputs, { ...input(), leaf: LEAF })
  t.equal(back!.createdAt.toISOString(), NOW.toISOString())
  t.equal(back!.phone, '5321234567')
  t.equal(back!.flowId, 'flow-1')
  t.equal(back!.lines.reduce((s, l) => s + l.amount, 0), back!.offer, 'the stored lines still add up')
})

t.test('an expert-review offer is stored without a range or price', async (t) => {
  const offer = makeOffer(car({ heavyDamage: true }), market(spreadListings(20, 0)), CONFIG, NOW)
  const saved = await saveOffer(db, { input: input({ heavyDamage: true }), leaf: LEAF, offer, configuration: CONFIG })
  const back = await getOffer(db, saved.id)
  t.equal(back!.expertReview, 'heavy-damage')
  t.equal(back!.range, null)
  t.equal(back!.preOfferedPrice, null)
  t.equal(back!.phone, null)
})

t.test('only a normalised 10-digit phone is stored; an unknown id reads null', async (t) => {
  const offer = makeOffer(car(), market(spreadListings(20, 0)), CONFIG, NOW)
  await t.rejects(saveOffer(db, { input: input(), leaf: LEAF, offer, configuration: CONFIG, phone: '0532 123 45 67' }), /10 digits/)
  t.equal(await getOffer(db, '00000000-0000-0000-0000-000000000000'), null)
  t.equal(await getOffer(db, 'not-a-uuid'), null)
})
