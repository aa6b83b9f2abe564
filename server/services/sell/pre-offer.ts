// Step 10 → 11: the verified condition answers become a priced, stored pre-offer
// (services/pricing; sell-wizard.md §4). Eligibility (6 ay / 6.000 km) is checked before the
// captcha, so no SMS is spent on a car that cannot get an offer.
import type pg from 'pg'
import { GatewayError } from '../../plugins/errors.js'
import type { AnswerValue, FlowOption } from '../../schemas/flow.js'
import { normalisePhoneTR } from '../../schemas/rules/index.js'
import type { TramerAnswer } from '../../schemas/sell-condition.js'
import { eligibility } from '../pricing/eligibility.js'
import { saveOffer } from '../pricing/offer-store.js'
import type { PriceInput, PricingService } from '../pricing/pricing-service.js'
import { parsePanelAnswer } from './condition-step.js'
import { kmOf } from './events.js'
import type { OfferSnapshot } from './offer-snapshot.js'
import { TRIM_UNKNOWN } from './option-sources.js'

const TRIM_MISSING = 'Lütfen donanım paketini seçin.'

/**
 * The price input of a flow's answers; null when an answer is missing or malformed. With the trim
 * unknown ("Bilmiyorum") the leaf is `versionLeaf`, any trim of the chosen version: pricing takes
 * the median list price of the version's trims instead of its own (decision 024) and widens the range.
 */
export function priceInputOf(answers: Record<string, AnswerValue>, versionLeaf?: number): PriceInput | null {
  const km = kmOf(answers.km)
  const panels = parsePanelAnswer(answers.panels)
  const trimUnknown = answers.trim === TRIM_UNKNOWN.value
  const agacId = trimUnknown ? versionLeaf ?? Number.NaN : Number(answers.trim)
  const modelYear = Number(answers.year)
  const amount = kmOf(answers.tramerAmount)
  const tramer: TramerAnswer | null = answers.tramer === 'yok' || answers.tramer === 'bilmiyorum'
    ? answers.tramer
    : answers.tramer === 'var' && amount !== undefined ? { amount } : null
  if (km === undefined || !panels || !tramer || !Number.isInteger(agacId) || !Number.isInteger(modelYear)) return null
  return { agacId, modelYear, km, panels, tramer, heavyDamage: answers.heavyDamage === 'evet', trimUnknown }
}

/** The trims of the version the answers chose (the trim step's list, without "Bilmiyorum"). */
export type VersionTrims = (answers: Record<string, AnswerValue>) => Promise<FlowOption[]>

export class PreOffers {
  constructor(
    private readonly db: pg.Pool,
    private readonly pricing: PricingService,
    private readonly versionTrims: VersionTrims,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** 400 on the km field when the car may not be bought yet (the rule is configuration). */
  checkEligible(answers: Record<string, AnswerValue>): void {
    const km = kmOf(answers.km)
    if (km === undefined) return
    const refused = eligibility(Number(answers.year), km, this.now(), this.pricing.config.eligibility)
    if (refused) throw new GatewayError('SELL_NOT_ELIGIBLE', 400, refused.message, [{ field: 'km', message: refused.message }])
  }

  /** Prices and stores the offer; its id is the condition step's `preOffer` answer. */
  async make(answers: Record<string, AnswerValue>, ctx: { flowId: string; phone: string; snapshot: OfferSnapshot }): Promise<string> {
    // The version's first (cheapest) trim stands for the version; it is what the offer records as its agac_id.
    const versionLeaf = answers.trim === TRIM_UNKNOWN.value ? Number((await this.versionTrims(answers)).find((o) => o.value !== TRIM_UNKNOWN.value)?.value) : undefined
    const input = priceInputOf(answers, versionLeaf)
    const priced = input && (await this.pricing.price(input))
    if (!input || !priced) throw new GatewayError('SELL_NO_LEAF', 400, TRIM_MISSING, [{ field: 'trim', message: TRIM_MISSING }])
    if (priced.answer.status === 'not-eligible') {
      throw new GatewayError('SELL_NOT_ELIGIBLE', 400, priced.answer.message, [{ field: 'km', message: priced.answer.message }])
    }
    const { id } = await saveOffer(this.db, {
      input, leaf: priced.leaf, offer: priced.answer, configuration: this.pricing.config, flowId: ctx.flowId, phone: normalisePhoneTR(ctx.phone),
      flowSnapshot: ctx.snapshot,
    })
    return id
  }
}
