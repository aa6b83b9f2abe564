// The pre-offer (sell-wizard.md §4): reference R, damage D, spread S and reconditioning C become
// visible lines whose amounts add up exactly to the offer O; then the range and the confidence,
// or an expert review instead of a number. Pure: the caller brings the market and the clock.
import { EXPERT_REVIEW_MESSAGE, PANELS, PILLARS, type Confidence } from '../../schemas/sell-condition.js'
import { comparableReference, widestEffectiveCount, type ComparableReference } from './comparables.js'
import { combineDamage, panelDamage, tramerDamage, type PanelDamage } from './damage.js'
import { eligibility } from './eligibility.js'
import { ageOf, predictLog } from './fallback-model.js'
import type { PricingConfig } from './pricing-config.js'
import type { ExpertReason, Market, Offer, OfferLine, PriceAnswer, SellCar } from './types.js'

const DAY_MS = 86_400_000

// One formatter each: toLocaleString builds a new one per call, which the backtest's 20.000 offers feel.
const INTEGER = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 })
const ONE_DECIMAL = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
/** 1.234.567 */
const num = (n: number) => INTEGER.format(Math.round(n))
/** 1.234.567 TL */
export const tl = (n: number) => `${num(n)} TL`
/** −6,8 % */
const pct = (share: number) => `${share < 0 ? '−' : ''}${ONE_DECIMAL.format(Math.abs(share * 100))} %`

/** To 5.000 TL, or 1.000 TL below 500.000 TL. */
export function roundPrice(value: number, c: PricingConfig['range']): number {
  const step = value < c.smallBelow ? c.smallStep : c.step
  return Math.round(value / step) * step
}

export function priceCar(car: SellCar, market: Market, config: PricingConfig, now: Date): PriceAnswer {
  return eligibility(car.leaf.modelYear, car.km, now, config.eligibility) ?? makeOffer(car, market, config, now)
}

interface Reference {
  method: Offer['method']
  value: number
  /** Where the first line starts (before the age and km correction). */
  start: number
  halfWidth: number
  effectiveCount: number
  comparables: ComparableReference | null
}

function reference(car: SellCar, market: Market, config: PricingConfig, now: Date): Reference {
  const found = comparableReference(car.leaf, car.km, market.listings, market.model, config)
  if (found) {
    return {
      method: 'comparables', value: found.reference, start: found.trimAndDamageOnly, comparables: found,
      halfWidth: Math.max(config.range.minHalfWidth, (found.p75 - found.p25) / (2 * found.reference)),
      effectiveCount: found.effectiveCount,
    }
  }
  const m = market.model
  const { leaf } = car
  const atNew = { age: 0, km: 0, fuel: leaf.fuel, gear: leaf.gear, body: leaf.body, damage: 0 }
  const age = ageOf(leaf.modelYear, now.getUTCFullYear())
  return {
    method: 'model',
    value: leaf.listPrice * Math.exp(predictLog(m, { ...atNew, age, km: car.km })),
    start: leaf.listPrice * Math.exp(predictLog(m, atNew)),
    // The residuals' interquartile range in log points is close to a share for these sizes.
    halfWidth: Math.max(config.range.minHalfWidth, m.residualIqr / 2),
    effectiveCount: widestEffectiveCount(leaf, car.km, market.listings, config),
    comparables: null,
  }
}

function confidenceOf(ref: Reference, halfWidth: number, c: PricingConfig['confidence']): Confidence {
  if (ref.method === 'model') return halfWidth <= c.medium.maxHalfWidth ? c.modelBest : 'dusuk'
  if (ref.effectiveCount >= c.high.minEffectiveCount && halfWidth <= c.high.maxHalfWidth) return 'yuksek'
  if (ref.effectiveCount >= c.medium.minEffectiveCount && halfWidth <= c.medium.maxHalfWidth) return 'orta'
  return 'dusuk'
}

export function makeOffer(car: SellCar, market: Market, config: PricingConfig, now: Date): Offer {
  const ref = reference(car, market, config, now)
  const R = Math.round(ref.value)

  const panels = panelDamage(car.panels, car.pillars, config.damage)
  const tramerUnknown = car.tramer === 'bilmiyorum'
  const dt = car.tramer === 'yok' ? 0
    : car.tramer === 'bilmiyorum' ? market.model.medianTramerDeduction
      : tramerDamage(car.tramer.amount, R, car.km, config.damage)
  const damage = combineDamage(panels.total, dt, config.damage)

  const s = config.spread
  const days = market.daysToSell ?? s.defaultDaysToSell
  const holding = (days / 30) * s.monthlyMoneyCost
  const spreadShare = s.marginVatFactor * s.netMargin + holding + s.riskBuffer
  const panelsTl = Math.round(R * damage.panels)
  const tramerTl = Math.round(R * damage.tramer)
  const spread = Math.round((R - panelsTl - tramerTl) * spreadShare)
  const reconditioning = Math.round(Math.max(config.reconditioning.share * R, config.reconditioning.minimum))

  const lines: OfferLine[] = [
    ...referenceLines(car, market, ref, R),
    { id: 'panels', label: 'Boya/değişen', amount: -panelsTl, detail: panelsDetail(panels, damage.panels) },
    { id: 'tramer', label: 'Hasar kaydı', amount: -tramerTl, detail: tramerDetail(car, dt, damage.tramer) },
    {
      id: 'costs', label: 'Hazırlık ve satış maliyetleri', amount: -(spread + reconditioning),
      detail: `Kâr payı ${pct(s.netMargin)} (KDV ile ${pct(s.marginVatFactor * s.netMargin)}), ${Math.round(days)} günlük satış süresinin finansman maliyeti ${pct(holding)}, `
        + `risk payı ${pct(s.riskBuffer)}: ${tl(spread)}; bakım ve hazırlık ${tl(reconditioning)}.`,
    },
  ]
  const offer = lines.reduce((sum, l) => sum + l.amount, 0)

  const unknowns = (tramerUnknown ? 1 : 0) + (car.trimUnknown ? 1 : 0)
  const halfWidth = ref.halfWidth + unknowns * config.range.unknownWidening
  const confidence = confidenceOf(ref, halfWidth, config.confidence)

  let reason: ExpertReason | null = null
  if (car.heavyDamage) reason = 'heavy-damage'
  else if (damage.capped) reason = 'damage-cap'
  else if (panels.structural >= config.damage.structuralReviewCount) reason = 'structural'
  else if (confidence === 'dusuk' || offer * (1 - halfWidth) <= 0) reason = 'low-confidence'

  const range: [number, number] | null = reason ? null
    : [roundPrice(offer * (1 - halfWidth), config.range), roundPrice(offer * (1 + halfWidth), config.range)]
  return {
    status: 'offer',
    lines,
    reference: R,
    damage: { total: damage.total, panels: panels.total, tramer: dt, capped: damage.capped },
    spread,
    reconditioning,
    offer,
    halfWidth,
    range,
    preOfferedPrice: reason ? null : roundPrice(offer, config.range),
    confidence: reason ? 'dusuk' : confidence,
    expertReview: reason ? { reason, message: EXPERT_REVIEW_MESSAGE } : null,
    effectiveCount: ref.effectiveCount,
    comparableCount: ref.comparables?.count ?? 0,
    method: ref.method,
    modelVersion: market.modelVersion,
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + config.validityDays * DAY_MS).toISOString(),
    quartiles: ref.comparables ? [Math.round(ref.comparables.p25), Math.round(ref.comparables.p75)] : null,
  }
}

function referenceLines(car: SellCar, market: Market, ref: Reference, R: number): OfferLine[] {
  const start = Math.round(ref.start)
  const m = market.model
  const effects = `Yaş etkisi ${pct(Math.exp(m.betaAge) - 1)}/yıl, her 10.000 km ${pct(Math.exp(m.betaKm) - 1)}.`
  if (ref.comparables) {
    const c = ref.comparables
    const scope = c.stage.scope === 'generation' ? 'aynı kasa kuşağından' : 'aynı modelden'
    return [
      {
        id: 'comparables', label: `Benzer ${c.count} aracın ortalaması`, amount: start,
        detail: `Stoğumuzda ${scope}, aynı yakıt ve vites tipinde, model yılı ±${c.stage.years} ve kilometresi ±%${Math.round(c.stage.kmShare * 100)} `
          + `içindeki ${c.count} aracın, hasarsız hâle ve sizin donanımınıza göre düzeltilmiş fiyatlarının yakınlığa göre ağırlıklı ortancası.`,
      },
      { id: 'age-km', label: 'Yaş ve kilometre', amount: R - start, detail: `Benzer araçlar aracınızın model yılına (${car.leaf.modelYear}) ve kilometresine (${num(car.km)} km) göre düzeltildi. ${effects}` },
    ]
  }
  return [
    {
      id: 'model', label: 'Liste fiyatı ve piyasa modeli', amount: start,
      detail: `Yeterli benzer araç bulunmadığı için, stoğumuzdaki araçlardan çıkarılan fiyat modeli kullanıldı: donanımınızın liste fiyatı ${tl(car.leaf.listPrice)}, `
        + `kasa, yakıt ve vites tipine göre sıfır kilometre piyasa değeri.`,
    },
    { id: 'age-km', label: 'Yaş ve kilometre', amount: R - start, detail: `Aracınızın yaşı ve ${num(car.km)} km kilometresi. ${effects}` },
  ]
}

function panelsDetail(p: PanelDamage, share: number): string {
  if (!p.touched.length) return 'Boyalı veya değişen parça yok.'
  const names = p.touched.map((t) => `${PANELS[t.id as keyof typeof PANELS] ?? PILLARS[t.id as keyof typeof PILLARS]} (${t.state === 'degismis' ? 'değişmiş' : t.state === 'boyali' ? 'boyalı' : 'lokal boyalı'})`)
  return `${names.join(', ')}: ${pct(p.total)}; hasar kaydıyla birlikte sayılan payı ${pct(share)}.`
}

function tramerDetail(car: SellCar, dt: number, share: number): string {
  if (car.tramer === 'yok') return 'Hasar kaydı yok.'
  if (car.tramer === 'bilmiyorum') return `Hasar kaydı bilinmediği için benzer araçların ortanca kesintisi (${pct(dt)}) uygulandı ve fiyat aralığı genişletildi. e-Devlet'ten ücretsiz öğrenebilirsiniz.`
  return `${tl(car.tramer.amount)} hasar kaydı, aracın değerine oranı ve kilometresine göre ${pct(dt)}; boya/değişenle aynı kazayı iki kez saymamak için sayılan payı ${pct(share)}.`
}
