// "Bilmiyorum" on the trim step (sell-wizard.md §3 row 9, §4.2; decision 028): offered where a
// version has a choice of trims, stored and shown in the summary, priced with the median of the
// version's trims and a wider range, and no agac_id in the event.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA } from '../support/captcha.js'
import { SMS_ENV, SellVisitor, completeCondition, popularCar, stateOf, walkToCondition, PANELS_CLEAN } from '../support/sell-visitor.js'
import { TRIM_UNKNOWN, sellOptionSources, type CatalogLists } from '../../services/sell/option-sources.js'
import { priceInputOf } from '../../services/sell/pre-offer.js'
import type { FlowOption } from '../../schemas/flow.js'

t.test('the option is offered only where there is a choice of trims', async (t) => {
  let trims: FlowOption[] = []
  const catalog = { trims: async () => trims } as unknown as CatalogLists
  const list = sellOptionSources(catalog)['catalog.trims']!
  const deps = ['2021', 'bmw', '3-serisi', 'Sedan', '1', 'Benzin', 'Otomatik', '2']
  trims = [{ value: '11', label: 'Sport Line' }]
  t.same(await list(deps), trims, 'one trim: no "Bilmiyorum", so the step is still picked and skipped')
  trims = [{ value: '11', label: 'Sport Line' }, { value: '12', label: 'M Sport' }]
  t.same(await list(deps), [...trims, TRIM_UNKNOWN], 'two or more: "Bilmiyorum" last')
  t.same(TRIM_UNKNOWN, { value: 'bilmiyorum', label: 'Bilmiyorum', hint: 'Fiyat aralığı biraz genişler; ekspertizde netleşir.', summary: 'Donanım: Bilmiyorum' })
})

t.test('"Bilmiyorum" is stored, summarised, priced wider than a known trim, and leaves agac_id out', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...TINY_CAPTCHA, ...SMS_ENV } })
  const car = await popularCar(app.db)
  const v = new SellVisitor(app)
  const atTrim = await walkToCondition(v, 'teklif-al', { ...car, trim: 'unused' }).catch(() => null)
  t.equal(atTrim, null, 'a trim value from no list is refused')
  const trimStep = stateOf(await v.read('/teklif-al/donanim-sec'))
  t.equal(trimStep.step, 'donanim-sec')
  t.same(trimStep.options!.items.at(-1), TRIM_UNKNOWN, 'the trim step lists "Bilmiyorum" last')
  t.ok(trimStep.options!.items.length >= 3, 'after the version\'s trims')

  const atTen = stateOf(await v.submit(trimStep.path, trimStep.revision, { trim: 'bilmiyorum' }))
  t.equal(atTen.step, 'km-tramer-bilgisi', '"Bilmiyorum" answers the step')
  t.same(atTen.summary.find((s) => s.step === 'donanim-sec'), { step: 'donanim-sec', label: 'Donanım', value: 'Donanım: Bilmiyorum', path: '/teklif-al/donanim-sec' })
  t.notOk('agac_id' in (atTen.event ?? {}), 'the event names no leaf')
  t.ok(atTen.event?.model_detail, 'but still the version')
  t.equal(stateOf(await v.read('/teklif-al/donanim-sec')).values.trim, 'bilmiyorum', 'shown as the current choice when going back')

  const at11 = stateOf(await completeCondition(v, atTen, { km: car.km.toLocaleString('tr-TR') }))
  t.equal(at11.step, 'on-degerlendirme')
  const offerId = (at11.offer as { id: string }).id
  const stored = (await app.db.query<{ agac_id: number; inputs: { trimUnknown: boolean } }>('SELECT agac_id, inputs FROM sell_offers WHERE id = $1', [offerId])).rows[0]!
  t.equal(stored.inputs.trimUnknown, true, 'the offer records the unknown trim')
  const first = (await app.catalog.trims(Number(car.year), car.brand, car.model, car.body, car.generation, car.fuel, car.gear, car.version))[0]!
  t.equal(String(stored.agac_id), first.value, "with the version's first trim as its leaf")
  t.equal(at11.event?.agac_id, undefined, 'step 11\'s event names no leaf either')

  // The same car priced both ways.
  const answers = { year: car.year, km: String(car.km), panels: PANELS_CLEAN, tramer: 'yok', heavyDamage: 'hayir' }
  const known = await app.pricing.price(priceInputOf({ ...answers, trim: car.trim })!)
  const unknown = await app.pricing.price(priceInputOf({ ...answers, trim: 'bilmiyorum' }, Number(first.value))!)
  if (known?.answer.status !== 'offer' || unknown?.answer.status !== 'offer') return t.fail('both priced')
  const widening = app.pricing.config.range.unknownWidening
  t.equal(Number((unknown.answer.halfWidth - known.answer.halfWidth).toFixed(6)), widening, `the half-width grows by ${widening * 100} points`)
  t.ok(unknown.answer.range && known.answer.range, 'both have a range')
  const rel = (a: typeof known.answer) => (a.range![1] - a.range![0]) / a.preOfferedPrice!
  t.ok(rel(unknown.answer) > rel(known.answer), `the unknown trim's range is wider (${rel(unknown.answer).toFixed(3)} > ${rel(known.answer).toFixed(3)})`)
  const median = (await app.db.query<{ m: string }>(
    `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY list_price) AS m FROM catalog_leaves WHERE version_id = $1 AND model_year = $2`, [Number(car.version), Number(car.year)])).rows[0]!.m
  t.equal(unknown.leaf.listPrice, Number(median), "priced on the median list price of the version's trims")
})
