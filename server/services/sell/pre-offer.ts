// Step 10 → 11: the verified condition answers become a priced, stored pre-offer
// (services/pricing; sell-wizard.md §4). Eligibility (6 ay / 6.000 km) is checked before the
// captcha, so no SMS is spent on a car that cannot get an offer.
import type pg from 'pg'
import { GatewayError } from '../../plugins/errors.js'
import type { AnswerValue } from '../../schemas/flow.js'
import { normalisePhoneTR } from '../../schemas/rules/index.js'
import type { TramerAnswer } from '../../schemas/sell-condition.js'
import { eligibility } from '../pricing/eligibility.js'
import { saveOffer } from '../pricing/offer-store.js'
import type { PriceInput, PricingService } from '../pricing/pricing-service.js'
import { parsePanelAnswer } from './condition-step.js'
import { kmOf } from './events.js'

const TRIM_MISSING = 'Lütfen donanım paketini seçin.'

/** The price input of a flow's answers; null when an answer is missing or malformed. */
export function priceInputOf(answers: Record<string, AnswerValue>): PriceInput | null {
  const km = kmOf(answers.km)
  const panels = parsePanelAnswer(answers.panels)
  const agacId = Number(answers.trim)
  const modelYear = Number(answers.year)
  const amount = kmOf(answers.tramerAmount)
  const tramer: TramerAnswer | null = answers.tramer === 'yok' || answers.tramer === 'bilmiyorum'
    ? answers.tramer
    : answers.tramer === 'var' && amount !== undefined ? { amount } : null
  if (km === undefined || !panels || !tramer || !Number.isInteger(agacId) || !Number.isInteger(modelYear)) return null
  return { agacId, modelYear, km, panels, tramer, heavyDamage: answers.heavyDamage === 'evet', trimUnknown: false }
}

export class PreOffers {
  constructor(private readonly db: pg.Pool, private readonly pricing: PricingService, private readonly now: () => Date = () => new Date()) {}

  /** 400 on the km field when the car may not be bought yet (the rule is configuration). */
  checkEligible(answers: Record<string, AnswerValue>): void {
    const km = kmOf(answers.km)
    if (km === undefined) return
    const refused = eligibility(Number(answers.year), km, this.now(), this.pricing.config.eligibility)
    if (refused) throw new GatewayError('SELL_NOT_ELIGIBLE', 400, refused.message, [{ field: 'km', message: refused.message }])
  }

  /** Prices and stores the offer; its id is the condition step's `preOffer` answer. */
  async make(answers: Record<string, AnswerValue>, ctx: { flowId: string; phone: string }): Promise<string> {
    const input = priceInputOf(answers)
    const priced = input && (await this.pricing.price(input))
    if (!input || !priced) throw new GatewayError('SELL_NO_LEAF', 400, TRIM_MISSING, [{ field: 'trim', message: TRIM_MISSING }])
    if (priced.answer.status === 'not-eligible') {
      throw new GatewayError('SELL_NOT_ELIGIBLE', 400, priced.answer.message, [{ field: 'km', message: priced.answer.message }])
    }
    const { id } = await saveOffer(this.db, {
      input, leaf: priced.leaf, offer: priced.answer, configuration: this.pricing.config, flowId: ctx.flowId, phone: normalisePhoneTR(ctx.phone),
    })
    return id
  }
}
