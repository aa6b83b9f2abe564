// Step 11 (on-degerlendirme) beyond the card itself (decision 028): what the card shows and which
// buttons apply, "Teklifi SMS ile gönder" (the offer and a signed link to the phone verified at step
// 10, never to a number from the request), "Sizi arayalım mı?" on the expert-review card (a call
// request, once per offer), and the link that restores the flow at step 11 on any browser.
import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import { GatewayError } from '../../plugins/errors.js'
import { maskPhone } from '../../logging/redaction.js'
import type { FlowState, StepState } from '../../schemas/flow.js'
import { OFFER_LINK_NOT_FOUND } from '../../schemas/sell-condition.js'
import { getOffer, type StoredOffer } from '../pricing/offer-store.js'
import type { FlowService } from '../flows/flow-service.js'
import { CooldownError, formatWait, type SmsCodes } from '../verification/sms-codes.js'
import type { CallRequests } from './call-requests.js'
import { offerCard, trDate } from './offer-card.js'
import type { OfferLinks } from './offer-link.js'
import { restoredState } from './offer-snapshot.js'
import type { TradeIn } from './trade-in.js'

export const OFFER_STEP = 'on-degerlendirme'

export const OFFER_MSG = {
  expired: 'Ön teklifinizin süresi doldu. Güncel teklif için bilgilerinizi yeniden gönderin.',
  noOffer: 'Ön teklifiniz bulunamadı. Lütfen aracınızın bilgilerini yeniden gönderin.',
  smsSent: 'Teklifiniz telefonunuza gönderildi.',
  smsExpert: 'Aracınızı uzmanlarımız değerlendirecek; bu teklif SMS ile gönderilemez.',
  smsCap: (max: number) => `Bu teklif en fazla ${max} kez SMS ile gönderilebilir.`,
  smsWait: (ms: number) => `Teklifi yeniden göndermek için ${formatWait(ms)} beklemelisiniz.`,
  smsTooMany: 'Bu telefon numarasına çok fazla SMS gönderildi. Lütfen daha sonra tekrar deneyiniz.',
  callCreated: 'Talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.',
  callExists: 'Talebiniz zaten alındı. Uzmanlarımız en kısa sürede sizi arayacak.',
  callNotExpert: 'Teklifiniz hazır; ekspertiz randevusu alarak devam edebilirsiniz.',
  callReceived: 'Arama talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.',
  linkNotFound: OFFER_LINK_NOT_FOUND,
} as const

/** The descriptor's buttons (server/screens/sell-offer.json) a card status leaves out. */
export const OFFER_BUTTONS = { book: 'book', sendSms: 'send-sms', callRequest: 'call-request' } as const

export interface SellOfferDeps {
  db: pg.Pool
  flow: FlowService
  codes: SmsCodes
  links: OfferLinks
  calls: CallRequests
  tradeIn: TradeIn
  log: FastifyBaseLogger
  siteName: string
  /** SMS sends per offer (SELL_OFFER_SMS_MAX). */
  smsMax: number
  now?: () => Date
}

const fail = (code: string, status: number, message: string) => new GatewayError(code, status, message)

export class SellOffers {
  private readonly now: () => Date

  constructor(private readonly deps: SellOfferDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  private async offerOf(state: FlowState | null): Promise<StoredOffer | null> {
    const id = state?.answers.preOffer
    return typeof id === 'string' ? getOffer(this.deps.db, id) : null
  }

  /** The visitor's offer while it may be acted on: 400 without one, or once it expired. */
  private async currentOffer(flowId: string | undefined): Promise<{ offer: StoredOffer; state: FlowState }> {
    const state = await this.deps.flow.stateOf(flowId)
    const offer = await this.offerOf(state)
    if (!state || !offer || !offer.phone) throw fail('SELL_NO_OFFER', 400, OFFER_MSG.noOffer)
    if (offer.validUntil.getTime() <= this.now().getTime()) throw fail('SELL_OFFER_EXPIRED', 400, OFFER_MSG.expired)
    return { offer, state }
  }

  /** Step 11's card, and the buttons its status leaves out: the server decides, the client draws. */
  async view(state: FlowState): Promise<Partial<StepState> | undefined> {
    const offer = await this.offerOf(state)
    if (!offer) return undefined
    const listing = typeof state.answers.vehicleId === 'number' ? await this.deps.tradeIn.listing(state.answers.vehicleId) : null
    const card = offerCard(offer, listing)
    if (card.status === 'offer') return { offer: card, hidden: [OFFER_BUTTONS.callRequest] }
    const called = await this.deps.calls.hasForOffer(offer.id)
    if (called) card.callRequestText = OFFER_MSG.callReceived
    return { offer: card, hidden: [OFFER_BUTTONS.book, OFFER_BUTTONS.sendSms, ...(called ? [OFFER_BUTTONS.callRequest] : [])] }
  }

  /** The SMS: the range, the validity date and the signed link, in Turkish. */
  smsText(offer: StoredOffer): string {
    const [low, high] = offer.range!
    const tl = (n: number) => n.toLocaleString('tr-TR')
    return `${this.deps.siteName} ön teklifiniz: ${tl(low)} - ${tl(high)} TL, ${trDate(offer.validUntil)} tarihine kadar geçerli. `
      + `Teklifiniz ve randevu için: ${this.deps.links.url(offer.id, offer.validUntil)}`
  }

  /** "Teklifi SMS ile gönder": to the offer's verified phone, at most `smsMax` times, under the SMS limits. */
  async sendSms(flowId: string | undefined, ip: string): Promise<{ message: string }> {
    const { offer } = await this.currentOffer(flowId)
    if (offer.range === null || offer.preOfferedPrice === null) throw fail('SELL_NO_OFFER', 400, OFFER_MSG.smsExpert)
    if (!offer.flowSnapshot) throw fail('SELL_NO_OFFER', 400, OFFER_MSG.noOffer)
    const { db, smsMax } = this.deps
    const counted = await db.query<{ sms_sends: number }>(
      'UPDATE sell_offers SET sms_sends = sms_sends + 1, sms_sent_at = now() WHERE id = $1 AND sms_sends < $2 RETURNING sms_sends', [offer.id, smsMax])
    if (!counted.rows[0]) throw fail('SELL_OFFER_SMS_CAP', 429, OFFER_MSG.smsCap(smsMax))
    try {
      await this.deps.codes.sendNotice('sell-offer', offer.phone, ip, this.smsText(offer))
    } catch (err) {
      // Not sent: it does not count against the offer.
      await db.query('UPDATE sell_offers SET sms_sends = sms_sends - 1 WHERE id = $1 AND sms_sends > 0', [offer.id]).catch(() => {})
      if (err instanceof CooldownError) throw fail('SELL_OFFER_SMS_WAIT', 429, OFFER_MSG.smsWait(err.waitMs))
      if (err instanceof GatewayError && err.code === 'SMS_LIMIT') throw fail('SELL_OFFER_SMS_LIMIT', 429, OFFER_MSG.smsTooMany)
      throw err
    }
    this.deps.log.info({ event: 'sell_offer_sms', offer: offer.id, to: maskPhone(offer.phone), sends: counted.rows[0].sms_sends }, 'sell: the pre-offer was sent by SMS')
    return { message: OFFER_MSG.smsSent }
  }

  /** "Sizi arayalım mı?": one call request per expert-review offer, for the call-centre. */
  async requestCall(flowId: string | undefined): Promise<{ created: boolean; message: string }> {
    const { offer } = await this.currentOffer(flowId)
    if (offer.range !== null) throw fail('SELL_OFFER_PRICED', 400, OFFER_MSG.callNotExpert)
    const { id, created } = await this.deps.calls.forOffer({ offerId: offer.id, flowId: offer.flowId, phone: offer.phone! })
    this.deps.log.info({ event: 'call_request', source: 'sell-offer', callRequest: id, offer: offer.id, reason: offer.expertReview, to: maskPhone(offer.phone), created },
      created ? 'call request stored for the call-centre' : 'call request already stored for this offer')
    return { created, message: created ? OFFER_MSG.callCreated : OFFER_MSG.callExists }
  }

  /**
   * The flow state a signed link restores. A malformed, tampered, expired or unknown token, or an
   * offer whose snapshot no longer fits the flow, all answer the same 404: the link tells nothing.
   */
  async linkState(token: string): Promise<FlowState> {
    const now = this.now()
    const claim = this.deps.links.verify(token, now)
    const offer = claim ? await getOffer(this.deps.db, claim.offerId) : null
    const state = offer && offer.validUntil.getTime() > now.getTime() ? restoredState(this.deps.flow.flow, offer.flowSnapshot, offer.id) : null
    if (!state) {
      this.deps.log.info({ event: 'sell_offer_link_refused', signed: claim !== null }, 'sell: an offer link was refused')
      throw fail('SELL_OFFER_LINK', 404, OFFER_MSG.linkNotFound)
    }
    return state
  }
}
