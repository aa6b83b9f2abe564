// What step 11 shows (sell-wizard.md §4): the range or the expert-review message, the validity
// date, the confidence, the tolerances, the explanation lines, and on /takas the trade-in value and
// the difference to pay against the listing being bought.
import Type, { type Static } from 'typebox'
import { CONFIDENCE_LABELS, EXPERT_REVIEW_MESSAGE } from '../../schemas/sell-condition.js'
import type { StoredOffer } from '../pricing/offer-store.js'
import type { TradeInListing } from './trade-in.js'

export const OfferCardSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('offer'), Type.Literal('expert')]),
  title: Type.String(),
  rangeText: Type.Optional(Type.String({ description: "Örn. '1.005.000 – 1.085.000 TL'" })),
  preOfferedPrice: Type.Optional(Type.Integer()),
  validUntil: Type.String({ description: 'YYYY-MM-DD' }),
  subtitle: Type.String({ description: "Örn. 'Ön teklif · 19.03.2026 tarihine kadar geçerli · Güven: Orta'" }),
  conditions: Type.Array(Type.String()),
  lines: Type.Array(Type.Object({ label: Type.String(), amountText: Type.String(), detail: Type.String() }, { additionalProperties: false })),
  expertMessage: Type.Optional(Type.String()),
  callRequestText: Type.Optional(Type.String({ description: "Arama talebi alındıysa: 'Arama talebiniz alındı…'" })),
  tradeIn: Type.Optional(Type.Object({
    listingTitle: Type.String(),
    text: Type.String({ description: "Örn. 'Takas değeri: 900.000 TL · Ödenecek fark: 250.000 TL'" }),
    tradeValue: Type.Integer(),
    difference: Type.Integer(),
  }, { additionalProperties: false })),
}, { additionalProperties: false })
export type OfferCard = Static<typeof OfferCardSchema>

const tl = (n: number) => `${Math.round(n).toLocaleString('tr-TR')} TL`
const signedTl = (n: number) => (n < 0 ? `−${tl(-n)}` : tl(n))
/** 19.03.2026: the validity date as the card and the SMS print it. */
export const trDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.')

/** The published tolerances (sell-wizard.md §1, §4.5). */
export const OFFER_CONDITIONS = [
  'Aracınız bildirdiğiniz gibi çıkarsa teklif belirtilen tarihe kadar geçerlidir.',
  '±1.000 km fark fiyatı değiştirmez.',
  'Kesin fiyat ekspertiz sonrasında verilir; bildirdiğinizden farklı boya, değişen ya da hasar kaydı fiyatı değiştirebilir.',
]

export function offerCard(offer: StoredOffer, listing: TradeInListing | null): OfferCard {
  const validUntil = offer.validUntil.toISOString().slice(0, 10)
  const expert = offer.range === null || offer.preOfferedPrice === null
  const confidence = CONFIDENCE_LABELS[offer.confidence]
  const card: OfferCard = {
    id: offer.id,
    status: expert ? 'expert' : 'offer',
    title: expert ? 'Uzman değerlendirmesi' : 'Ön teklifiniz',
    validUntil,
    subtitle: expert ? 'Aracınızı uzmanlarımız değerlendirecek' : `Ön teklif · ${trDate(offer.validUntil)} tarihine kadar geçerli · Güven: ${confidence}`,
    conditions: OFFER_CONDITIONS,
    lines: offer.lines.map((l) => ({ label: l.label, amountText: signedTl(l.amount), detail: l.detail })),
  }
  if (expert) {
    card.expertMessage = EXPERT_REVIEW_MESSAGE
  } else {
    card.rangeText = `${offer.range![0].toLocaleString('tr-TR')} – ${tl(offer.range![1])}`
    card.preOfferedPrice = offer.preOfferedPrice!
    if (listing) {
      const difference = Math.max(0, listing.currentPrice - offer.preOfferedPrice!)
      card.tradeIn = {
        listingTitle: listing.title,
        tradeValue: offer.preOfferedPrice!,
        difference,
        text: `Takas değeri: ${tl(offer.preOfferedPrice!)} · Ödenecek fark: ${tl(difference)}`,
      }
    }
  }
  return card
}
