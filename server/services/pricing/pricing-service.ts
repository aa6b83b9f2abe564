// The pre-offer price for a visitor's car: the leaf and its comparables from PostgreSQL, the fitted
// market from memory (fitted once, single flight, dropped when the inventory changes — the same
// signal that rebuilds the vehicle search index), then the pure model.
import type pg from 'pg'
import type { PanelState, PanelStates, PillarId, TramerAnswer } from '../../schemas/sell-condition.js'
import { loadCandidates, loadInventory, loadLeaf } from './inventory.js'
import { daysToSell, fitMarket, segmentModel, type FittedMarket } from './market.js'
import { eligibility } from './eligibility.js'
import { priceCar } from './offer.js'
import type { PricingConfig } from './pricing-config.js'
import type { Leaf, PriceAnswer, SellCar } from './types.js'

/** What the flow knows at step 11: the leaf (agac_id) of the model year and the step 10 answers. */
export interface PriceInput {
  agacId: number
  modelYear: number
  km: number
  panels: PanelStates
  pillars?: Partial<Record<PillarId, PanelState>>
  tramer: TramerAnswer
  heavyDamage: boolean
  /** 'Bilmiyorum' at donanim-sec: agacId is any trim of the chosen version. */
  trimUnknown: boolean
}

export interface Priced {
  leaf: Leaf
  answer: PriceAnswer
}

export class PricingService {
  private market: Promise<FittedMarket> | undefined
  private generation = 0

  constructor(
    private readonly db: pg.Pool,
    readonly config: PricingConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** null when the catalog has no such leaf in that model year. */
  async price(input: PriceInput): Promise<Priced | null> {
    const [leaf, market] = await Promise.all([loadLeaf(this.db, input.agacId, input.modelYear, input.trimUnknown), this.currentMarket()])
    if (!leaf) return null
    const now = this.now()
    const refused = eligibility(leaf.modelYear, input.km, now, this.config.eligibility)
    if (refused) return { leaf, answer: refused }
    const stages = this.config.comparables.stages
    const reach = { years: Math.max(...stages.map((s) => s.years)), kmShare: Math.max(...stages.map((s) => s.kmShare)) }
    const listings = await loadCandidates(this.db, leaf, input.km, reach)
    const car: SellCar = {
      leaf, km: input.km, panels: input.panels, tramer: input.tramer, heavyDamage: input.heavyDamage, trimUnknown: input.trimUnknown,
      ...(input.pillars ? { pillars: input.pillars } : {}),
    }
    const answer = priceCar(car, {
      listings, model: segmentModel(market, leaf.brandId), daysToSell: daysToSell(market, leaf.modelId), modelVersion: market.version,
    }, this.config, now)
    return { leaf, answer }
  }

  /** The fitted market; fitted again after reset() or when the valuation year turns. */
  currentMarket(): Promise<FittedMarket> {
    const year = this.now().getUTCFullYear()
    if (!this.market) {
      const generation = ++this.generation
      this.market = loadInventory(this.db).then((cars) => fitMarket(cars, this.config, year))
      // A failed fit is not kept: the next price tries again.
      this.market.catch(() => {
        if (generation === this.generation) this.market = undefined
      })
      return this.market
    }
    return this.market.then((m) => {
      if (m.valuationYear === year) return m
      this.reset()
      return this.currentMarket()
    })
  }

  /** The inventory changed: the next price fits the market again. */
  reset(): void {
    this.generation++
    this.market = undefined
  }
}
