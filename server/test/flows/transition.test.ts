// The flow layer's transition function (design §8) on the sell flow's real definition, table by
// table: every rule of spec §4.11 (back keeps the answers up to the step, vehicleId and numberPlate;
// drops later answers, takeOffer and appointment; back to 0 resets), reachability and skipping.
import t from 'tap'
import { join } from 'node:path'
import { FLOWS_DIR } from '../../paths.js'
import type { AnswerValue, FlowState } from '../../schemas/flow.js'
import { loadFlow } from '../../services/flows/definition.js'
import { furthestStep, initialState, isReachable, transition, wayBack, type FlowEvent } from '../../services/flows/transition.js'

const flow = await loadFlow(join(FLOWS_DIR, 'sell.json'))

const CAR: Array<[string, Record<string, AnswerValue>]> = [
  ['yil-sec', { year: '2021' }],
  ['marka-sec', { brand: 'bmw' }],
  ['model-sec', { model: '3-serisi' }],
  ['govde-sec', { body: 'Sedan' }],
  ['jenerasyon-sec', { generation: '412' }],
  ['yakit-sec', { fuel: 'Benzin' }],
  ['vites-sec', { gear: 'Otomatik' }],
  ['model-uzantisi-sec', { version: '77' }],
  ['donanim-sec', { trim: '1234' }],
  ['km-tramer-bilgisi', { km: 85000, numberPlate: '34ABC123', tramer: 'yok', panels: { tavan: 'orijinal' }, heavyDamage: false, phone: '5321234567' }],
  ['on-degerlendirme', { takeOffer: 'offer-1' }],
  ['randevu-bilgileri', { appointment: 'appt-1' }],
]

function run(state: FlowState, ...events: FlowEvent[]): FlowState {
  for (const event of events) {
    const r = transition(flow, state, event)
    if (!r.ok) throw new Error(`${event.type} refused: ${r.reason}`)
    state = r.state
  }
  return state
}

/** A state with the first `n` steps answered (plus the trade-in listing). */
function answered(n: number): FlowState {
  const start = run(initialState('takas'), { type: 'start', family: 'takas', values: { vehicleId: 501 } })
  return run(start, ...CAR.slice(0, n).map(([step, values]) => ({ type: 'submit' as const, step, values })))
}

t.test('the definition: 13 steps in the spec order, four families, the landing', async (t) => {
  t.same(flow.steps.map((s) => s.id), [
    'yil-sec', 'marka-sec', 'model-sec', 'govde-sec', 'jenerasyon-sec', 'yakit-sec', 'vites-sec',
    'model-uzantisi-sec', 'donanim-sec', 'km-tramer-bilgisi', 'on-degerlendirme', 'randevu-bilgileri', 'randevu-sonuc',
  ])
  t.equal(flow.pathOf('teklif-al', 'model-sec'), '/teklif-al/model-sec')
  t.equal(flow.pathOf('yeni-araba-ekle', 'donanim-sec'), '/yeni-araba-ekle/donanim-sec')
  t.equal(flow.pathOf('yeni-araba-ekle', 'km-tramer-bilgisi'), '/araba-sat/km-tramer-bilgisi', 'yeni-araba-ekle hands over after step 9')
  t.same(flow.locate('/form/teklif-al/yil-sec'), { family: 'teklif-al', step: 'yil-sec' })
  t.same(flow.locate('/takas/vites-sec'), { family: 'takas', step: 'vites-sec' })
  t.equal(flow.locate('/yeni-araba-ekle/km-tramer-bilgisi'), undefined, 'not a step of yeni-araba-ekle')
  t.equal(flow.locate('/teklif-al/boyle-adim-yok'), undefined)
  t.equal(flow.family('araba-sat')?.frame, 'paid')
})

t.test('reachability: the furthest step is the first one not done', async (t) => {
  const cases: Array<[number, string, string[], string[]]> = [
    // steps answered, furthest, reachable, unreachable
    [0, 'yil-sec', ['yil-sec'], ['marka-sec', 'donanim-sec', 'randevu-sonuc']],
    [3, 'govde-sec', ['yil-sec', 'model-sec', 'govde-sec'], ['jenerasyon-sec', 'on-degerlendirme']],
    [9, 'km-tramer-bilgisi', ['donanim-sec', 'km-tramer-bilgisi'], ['on-degerlendirme']],
    [10, 'on-degerlendirme', ['on-degerlendirme'], ['randevu-bilgileri']],
  ]
  for (const [n, furthest, ok, no] of cases) {
    const state = answered(n)
    t.equal(furthestStep(flow, state), furthest, `${n} answered → furthest ${furthest}`)
    for (const s of ok) t.ok(isReachable(flow, state, s), `${n} answered: ${s} reachable`)
    for (const s of no) t.notOk(isReachable(flow, state, s), `${n} answered: ${s} not reachable`)
  }
  const r = transition(flow, answered(2), { type: 'submit', step: 'govde-sec', values: { body: 'Sedan' } })
  t.same(r, { ok: false, reason: 'unreachable' }, 'a submit past the furthest step is refused')
  t.same(transition(flow, answered(2), { type: 'submit', step: 'model-sec', values: { year: '2020' } }), { ok: false, reason: 'unknownField' }, 'a step only sets what it owns')
  t.same(transition(flow, answered(2), { type: 'back', step: 'nope' }), { ok: false, reason: 'unknownStep' })
})

t.test('a submit moves on and counts a revision; the next step is named', async (t) => {
  const r = transition(flow, initialState('teklif-al'), { type: 'submit', step: 'yil-sec', values: { year: '2021' }, labels: { year: '2021' } })
  t.ok(r.ok)
  if (!r.ok) return
  t.equal(r.next, 'marka-sec')
  t.equal(r.state.revision, 1)
  t.same(r.state.completed, ['yil-sec'])
  t.same(r.state.labels, { year: '2021' })
  t.same(r.effects, [{ type: 'answered', step: 'yil-sec', auto: false }])
})

t.test('spec §4.11 back: keeps answers up to the step, vehicleId and numberPlate; drops later ones, takeOffer and appointment', async (t) => {
  const full = answered(12)
  t.equal(full.answers.appointment, 'appt-1')
  const cases: Array<[string, string[], string[], string]> = [
    // back to, kept, dropped, furthest after
    ['model-sec', ['year', 'brand', 'model', 'vehicleId', 'numberPlate'], ['body', 'trim', 'km', 'phone', 'takeOffer', 'appointment'], 'model-sec'],
    ['yil-sec', ['year', 'vehicleId', 'numberPlate'], ['brand', 'model', 'km', 'takeOffer', 'appointment'], 'yil-sec'],
    ['km-tramer-bilgisi', ['trim', 'km', 'phone', 'numberPlate', 'vehicleId'], ['takeOffer', 'appointment'], 'km-tramer-bilgisi'],
    // takeOffer is step 11's own answer: dropping it makes step 11 to be done again.
    ['randevu-bilgileri', ['km', 'numberPlate', 'vehicleId'], ['takeOffer', 'appointment'], 'on-degerlendirme'],
  ]
  for (const [to, kept, dropped, furthest] of cases) {
    const r = transition(flow, full, { type: 'back', step: to })
    t.ok(r.ok, `back to ${to}`)
    if (!r.ok) continue
    for (const f of kept) t.ok(f in r.state.answers, `back to ${to}: keeps ${f}`)
    for (const f of dropped) t.notOk(f in r.state.answers, `back to ${to}: drops ${f}`)
    t.equal(furthestStep(flow, r.state), furthest, `back to ${to}: furthest is ${furthest}`)
    t.equal(r.state.revision, full.revision + 1)
  }
  const reset = transition(flow, full, { type: 'back', step: 0 })
  t.ok(reset.ok)
  if (reset.ok) {
    t.same(reset.state.answers, {}, 'back to 0 resets everything, vehicleId and numberPlate too')
    t.same(reset.state.completed, [])
    t.same(reset.effects, [{ type: 'reset' }])
  }
})

t.test('answering a step again: the same answers keep what follows, a new answer drops it', async (t) => {
  const full = answered(11)
  const same = transition(flow, full, { type: 'submit', step: 'model-sec', values: { model: '3-serisi' } })
  t.ok(same.ok)
  if (same.ok) {
    t.same(same.state.answers, full.answers, 'browser Back then the same choice: nothing lost')
    t.equal(same.state, full, 'the same state, revision and all: nothing to save, no 409 for another tab')
    t.equal(same.next, 'govde-sec')
    t.equal(furthestStep(flow, same.state), 'randevu-bilgileri')
  }
  const other = transition(flow, full, { type: 'submit', step: 'model-sec', values: { model: '5-serisi' } })
  t.ok(other.ok)
  if (other.ok) {
    t.equal(other.state.answers.model, '5-serisi')
    t.equal(other.state.answers.numberPlate, '34ABC123', 'another model keeps the plate')
    t.equal(other.state.answers.vehicleId, 501, 'and the listing being bought')
    for (const f of ['body', 'trim', 'km', 'takeOffer']) t.notOk(f in other.state.answers, `another model drops ${f}`)
    t.equal(furthestStep(flow, other.state), 'govde-sec')
    t.same(other.effects[0], { type: 'dropped', fields: ['body', 'generation', 'fuel', 'gear', 'version', 'trim', 'km', 'tramer', 'panels', 'heavyDamage', 'phone', 'takeOffer'] })
  }
  // Step 10 answers without the tramer amount drop the old amount.
  const withAmount = run(answered(9), { type: 'submit', step: 'km-tramer-bilgisi', values: { ...CAR[9]![1], tramer: 'var', tramerAmount: 25000 } })
  const without = run(withAmount, { type: 'submit', step: 'km-tramer-bilgisi', values: CAR[9]![1] })
  t.notOk('tramerAmount' in without.answers, 'an answer the new submit leaves out is gone')
})

t.test('skipping: an auto-picked step is done, and the way back passes over it both ways', async (t) => {
  let state = answered(3)
  state = run(state, { type: 'auto', step: 'govde-sec', values: { body: 'Sedan' }, labels: { body: 'Sedan' } })
  t.same(state.auto, ['govde-sec'])
  t.equal(furthestStep(flow, state), 'jenerasyon-sec')
  t.equal(wayBack(flow, state, 'jenerasyon-sec'), 'model-sec', 'Back from step 5 skips the single-option step 4')
  state = run(state, { type: 'submit', step: 'jenerasyon-sec', values: { generation: '412' } })
  t.equal(wayBack(flow, state, 'yakit-sec'), 'jenerasyon-sec')
  const back = run(state, { type: 'back', step: 'model-sec' })
  t.same(back.auto, [], 'back before the skipped step forgets it was skipped')
  t.equal(wayBack(flow, answered(0), 'yil-sec'), undefined, 'no way back from the first step')
})

t.test('start and remove: the trade-in listing is kept by name and removed by name', async (t) => {
  const s = run(initialState('teklif-al'), { type: 'start', family: 'takas', values: { vehicleId: 77 } })
  t.equal(s.family, 'takas')
  t.equal(s.answers.vehicleId, 77)
  t.same(transition(flow, s, { type: 'start', family: 'takas', values: { year: '2020' } }), { ok: false, reason: 'unknownField' }, 'start cannot answer a step')
  const removed = run(s, { type: 'remove', field: 'vehicleId' })
  t.notOk('vehicleId' in removed.answers)
  const noPlate = run(answered(10), { type: 'remove', field: 'numberPlate' })
  t.equal(furthestStep(flow, noPlate), 'km-tramer-bilgisi', 'removing a step answer reopens that step')
})
