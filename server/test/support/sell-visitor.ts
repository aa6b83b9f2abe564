// A visitor of the sell wizard over HTTP (app.inject) that keeps its flow cookie, and a walk to
// step 11 with a chosen car of the catalog: the captcha solved, the SMS code read from the
// development outbox (SMS_DEV_OUTBOX=true), as a browser would.
import type { LightMyRequestResponse } from 'fastify'
import type pg from 'pg'
import type { StepState } from '../../schemas/flow.js'
import type { Screen } from '../../schemas/screen.js'
import type { App } from '../../app.js'
import { solveCaptcha } from './captcha.js'

export interface Answer { statusCode: number; message?: string; result: { screen: Screen; state: StepState }; errors?: Array<{ field: string; message: string }> }
export const stateOf = (res: LightMyRequestResponse) => (res.json() as Answer).result.state

export class SellVisitor {
  cookie: string | undefined
  constructor(readonly app: App) {}
  private keep(res: LightMyRequestResponse) {
    const set = res.cookies.find((c) => c.name === 'sell_flow')
    if (set) this.cookie = set.value
    return res
  }
  headers(): Record<string, string> {
    return this.cookie ? { cookie: `sell_flow=${this.cookie}` } : {}
  }
  async read(path: string) {
    return this.keep(await this.app.inject({ url: `/api/flows/sell/step?path=${encodeURIComponent(path)}`, headers: this.headers() }))
  }
  async submit(path: string, revision: number, values: Record<string, unknown>) {
    return this.keep(await this.app.inject({ method: 'POST', url: '/api/flows/sell/step', headers: this.headers(), payload: { path, revision, values } }))
  }
  async post(url: string, payload: unknown) {
    return this.keep(await this.app.inject({ method: 'POST', url, headers: this.headers(), payload: payload as Record<string, unknown> }))
  }
}

/** A leaf of the inventory with many cars (so it gets a priced offer) whose version has several trims. */
export interface CarChoice {
  year: string; brand: string; model: string; body: string; generation: string; fuel: string; gear: string; version: string; trim: string
  km: number
}

export async function popularCar(db: Pick<pg.Pool, 'query'>): Promise<CarChoice> {
  const { rows } = await db.query<{ agac_id: number; model_year: number; brand_slug: string; model_slug: string; body: string; generation_id: number; fuel: string; gear: string; version_id: number; km: number }>(
    `SELECT l.agac_id, l.model_year, l.brand_slug, l.model_slug, l.body, l.generation_id, l.fuel, l.gear, l.version_id,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY v.km) AS km
       FROM vehicles v JOIN catalog_leaves l ON l.agac_id = v.agac_id AND l.model_year = v.year
      WHERE v.vehicle_type_id = 14870
        AND (SELECT count(*) FROM catalog_leaves s WHERE s.version_id = l.version_id AND s.model_year = l.model_year) >= 2
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY count(*) DESC, l.agac_id LIMIT 1`)
  const r = rows[0]!
  return {
    year: String(r.model_year), brand: r.brand_slug, model: r.model_slug, body: r.body, generation: String(r.generation_id),
    fuel: r.fuel, gear: r.gear, version: String(r.version_id), trim: String(r.agac_id), km: Math.max(10_000, Number(r.km)),
  }
}

export const PANELS_CLEAN = ['on-tampon', 'motor-kaputu', 'tavan', 'bagaj-kapagi', 'arka-tampon', 'sol-on-camurluk', 'sag-on-camurluk', 'sol-on-kapi', 'sag-on-kapi', 'sol-arka-kapi', 'sag-arka-kapi', 'sol-arka-camurluk', 'sag-arka-camurluk']
  .map((p) => `${p}=orijinal`).join(';')

export const PHONE = '5327654321'
export const SMS_ENV = { SMS_DEV_OUTBOX: 'true', SMS_PER_PHONE_HOUR: '50', SMS_PER_PHONE_DAY: '100', SMS_PER_IP_HOUR: '1000' }

/** Walks the car steps with `car` (the trim may be 'bilmiyorum') to step 10; the answer there. */
export async function walkToCondition(v: SellVisitor, family: string, car: CarChoice): Promise<StepState> {
  let state = stateOf(await v.read(`/${family}/yil-sec`))
  for (let i = 0; i < 12 && state.step !== 'km-tramer-bilgisi'; i++) {
    const field = state.options!.field as keyof CarChoice
    const res = await v.submit(state.path, state.revision, { [field]: String(car[field]) })
    if (res.statusCode !== 200) throw new Error(`${state.step}: ${res.statusCode} ${res.body}`)
    state = stateOf(res)
  }
  return state
}

/** Step 10 with the captcha and the code (each flow of a test its own phone: the sell code has a cooldown): the answer at step 11. */
export async function completeCondition(v: SellVisitor, at: StepState, condition: Record<string, string>, phone = PHONE): Promise<LightMyRequestResponse> {
  const app = v.app
  const context = { km: '85.000', numberPlate: '34 ABC 123', tramer: 'yok', panels: PANELS_CLEAN, heavyDamage: 'hayir', phone: `0 ${phone}`, ...condition }
  const captcha = await app.inject({ method: 'POST', url: '/api/screens/sell-captcha/submit', payload: { values: { captchaToken: await solveCaptcha(app) }, context } })
  if (captcha.statusCode !== 200) throw new Error(`captcha: ${captcha.statusCode} ${captcha.body}`)
  const outbox = (await app.inject({ url: `/api/dev/sms-outbox?phone=${phone}` })).json() as { result: { messages: Array<{ text: string; purpose: string }> } }
  const sms = outbox.result.messages.find((m) => m.purpose === 'sell')!
  const code = /\b(\d{4})\b/.exec(sms.text)![1]!
  return v.submit(at.path, at.revision, { ...context, verificationCode: code })
}
