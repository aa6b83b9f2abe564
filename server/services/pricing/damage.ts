// Damage D as a share of the clean reference (sell-wizard.md §4.2): panels Dp, the tramer record Dt,
// and their combination that does not count one accident twice.
import { BUMPER_IDS, PANEL_IDS, PILLAR_IDS, type PanelId, type PanelState, type PanelStates, type PillarId } from '../../schemas/sell-condition.js'
import type { PricingConfig } from './pricing-config.js'
import type { Listing } from './types.js'

type DamageConfig = PricingConfig['damage']

export interface PanelDamage {
  /** Dp: the sum of the touched panels' rates. */
  total: number
  /** Touched roof and pillar items. */
  structural: number
  touched: Array<{ id: PanelId | PillarId; state: PanelState; rate: number }>
}

const STRUCTURAL: ReadonlySet<string> = new Set<string>(['tavan', ...PILLAR_IDS])

export function panelRate(id: PanelId | PillarId, state: PanelState, c: DamageConfig): number {
  if (state === 'orijinal') return 0
  const base = c.panelRates[state]
  if (BUMPER_IDS.includes(id as PanelId)) return base * c.bumperFactor
  if (STRUCTURAL.has(id)) return base * c.structuralFactor
  return base
}

export function panelDamage(panels: PanelStates, pillars: Partial<Record<PillarId, PanelState>> | undefined, c: DamageConfig): PanelDamage {
  const touched: PanelDamage['touched'] = []
  const items: Array<[PanelId | PillarId, PanelState]> = [
    ...PANEL_IDS.map((id) => [id, panels[id]] as [PanelId, PanelState]),
    ...PILLAR_IDS.flatMap((id) => (pillars?.[id] ? [[id, pillars[id]] as [PillarId, PanelState]] : [])),
  ]
  for (const [id, state] of items) {
    if (state !== 'orijinal') touched.push({ id, state, rate: panelRate(id, state, c) })
  }
  return {
    total: touched.reduce((s, t) => s + t.rate, 0),
    structural: touched.filter((t) => STRUCTURAL.has(t.id)).length,
    touched,
  }
}

/** HK: how much of the record stays as lost value, by the record's share of the reference. */
export function hkFactor(share: number, c: DamageConfig): number {
  for (const band of c.hk) if (band.upTo === null || share <= band.upTo) return band.factor
  return c.hk[c.hk.length - 1]!.factor
}

/** KK: a record weighs less on a car that has already run many km. */
export function kkFactor(km: number, c: DamageConfig): number {
  for (const band of c.kk) if (band.below === null || km < band.below) return band.factor
  return c.kk[c.kk.length - 1]!.factor
}

/** Dt = base × HK(T/R) × KK(km); 0 without a record. */
export function tramerDamage(amount: number, reference: number, km: number, c: DamageConfig): number {
  if (amount <= 0 || reference <= 0) return 0
  return c.tramerBase * hkFactor(amount / reference, c) * kkFactor(km, c)
}

export interface CombinedDamage {
  /** D after the cap. */
  total: number
  capped: boolean
  /** The parts of D owed to panels and to the record; they add up to total. */
  panels: number
  tramer: number
}

/** D = max(Dp, Dt) + share·min(Dp, Dt), capped; the smaller side carries the shared part in the lines. */
export function combineDamage(dp: number, dt: number, c: DamageConfig): CombinedDamage {
  const raw = Math.max(dp, dt) + c.overlapShare * Math.min(dp, dt)
  // A sum of shares lands a hair off the cap in floating point (10 × 3 % = 0.30000000000000004).
  const capped = raw >= c.cap - 1e-9
  const total = Math.min(raw, c.cap)
  if (raw === 0) return { total: 0, capped: false, panels: 0, tramer: 0 }
  const panels = dp >= dt ? dp : c.overlapShare * dp
  const scale = total / raw
  return { total, capped, panels: panels * scale, tramer: total - panels * scale }
}

/**
 * D of a listing of our inventory, to normalise its price to "no damage". Its painted panels count
 * as 'boyali', the changed ones as 'degismis'; the record is measured against its own asking price,
 * the nearest thing to its reference that we have.
 */
export function listingDamage(l: Pick<Listing, 'painted' | 'changed' | 'tramer' | 'price' | 'km'>, c: DamageConfig): number {
  let dp = 0
  for (const id of l.painted) dp += panelRate(id as PanelId, 'boyali', c)
  for (const id of l.changed) dp += panelRate(id as PanelId, 'degismis', c)
  return combineDamage(dp, tramerDamage(l.tramer, l.price, l.km, c), c).total
}
