// The sell wizard's catalog tree (migration 006, decision 023), derived from the catalogue by pure
// code: cars only; one version per engine × body × gearbox × fuel of a generation; one trim (the
// leaf, agac_id) per equipment package; a list price per model year in 2025 TL. The inventory
// generator draws its cars from the same rules and asks this tree for each car's agac_id.
import {
  CAR_BODIES, CAR_BRANDS, FUELS, GEARS,
  type Body, type EngineSpec, type Fuel, type Gear, type GenerationSpec, type ModelSpec,
} from './catalog.js'

/** The year the catalogue's newPrice is quoted in. */
export const ANCHOR_YEAR = 2025
/** Each equipment package above the first adds this share of the base price. */
export const PACKAGE_STEP = 0.06
/** Real yearly growth of new-car list prices (2025 TL): a model year sold one year earlier lists this much lower. */
export const REAL_GROWTH = 0.03
/** A model sold without named packages (Togg, Tesla: the version is the trim) has this one trim. */
export const UNNAMED_PACKAGE = 'Standart'
/** Petrol manuals up to this model year are often converted to LPG in Turkey (the inventory has them). */
export const LPG_LAST_YEAR = 2019

export interface GenerationRow { id: number; model_id: number; name: string; from_year: number; to_year: number }
export interface VersionRow {
  id: number; generation_id: number; body: Body; fuel: Fuel; gear: Gear; name: string
  engine_cc: number | null; power_hp: number; position: number
}
export interface TrimRow { agac_id: number; version_id: number; name: string; position: number }
export interface TrimPriceRow { agac_id: number; model_year: number; list_price: number }

/** What identifies an inventory car's leaf; the same words the generator draws. */
export interface LeafPath {
  brandSlug: string
  modelSlug: string
  generation: string
  body: Body
  engine: EngineSpec
  gear: Gear
  fuel: Fuel
  pkg: string
}

export interface CatalogTree {
  generations: GenerationRow[]
  versions: VersionRow[]
  trims: TrimRow[]
  prices: TrimPriceRow[]
  /** The leaf of a path, or undefined when the tree has no such trim. */
  agacId(path: LeafPath): number | undefined
}

export interface TreeYears {
  firstYear: number
  lastYear: number
}

/** New list price in 2025 TL of an engine and package of a model: the generator's anchor too. */
export function newListPrice(spec: ModelSpec, engine: EngineSpec, pkgIndex: number): number {
  return spec.newPrice * engine.priceFactor * (1 + PACKAGE_STEP * pkgIndex)
}

/** The list price of a model year: the 2025 anchor less the real growth since, to 1.000 TL. */
export function listPriceFor(anchor: number, modelYear: number): number {
  return Math.round((anchor * Math.pow(1 - REAL_GROWTH, ANCHOR_YEAR - modelYear)) / 1000) * 1000
}

/** The fuels an engine is sold (or found) with under a gearbox. */
export function fuelsOf(engine: EngineSpec, gear: Gear): Fuel[] {
  return engine.fuel === 'Benzin' && gear === 'Manuel' ? ['Benzin', 'LPG'] : [engine.fuel]
}

function yearsOf(gen: GenerationSpec, engine: EngineSpec, fuel: Fuel, span: TreeYears): number[] {
  const from = Math.max(gen.from, engine.from ?? -Infinity, span.firstYear)
  const converted = fuel === 'LPG' && engine.fuel !== 'LPG'
  const to = Math.min(gen.to, engine.to ?? Infinity, span.lastYear, converted ? LPG_LAST_YEAR : Infinity)
  const years: number[] = []
  for (let y = from; y <= to; y++) years.push(y)
  return years
}

// Natural keys: what a row is, independent of where the catalogue lists it.
const generationKey = (brand: string, model: string, gen: string) => `${brand}/${model}|${gen}`
const versionKey = (genKey: string, body: string, fuel: string, gear: string, engine: EngineSpec) =>
  `${genKey}|${body}|${fuel}|${gear}|${engine.name}|${engine.hp}`
const trimKey = (vKey: string, pkg: string) => `${vKey}|${pkg}`

export function leafKey(p: LeafPath): string {
  return trimKey(versionKey(generationKey(p.brandSlug, p.modelSlug, p.generation), p.body, p.fuel, p.gear, p.engine), p.pkg)
}

/** FNV-1a, 32 bits: a fixed, dependency-free hash of a natural key. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const ID_SPACE = 2_147_483_646

/**
 * Positive int4 ids from the hash of each key. A collision (rare: thousands of keys in two billion)
 * moves the later key, in sorted order, to the next free id, so the result depends on the set only.
 */
export function idsFor(keys: Iterable<string>): Map<string, number> {
  const ids = new Map<string, number>()
  const used = new Set<number>()
  for (const key of [...keys].sort()) {
    if (ids.has(key)) continue
    let id = (fnv1a(key) % ID_SPACE) + 1
    while (used.has(id)) id = (id % ID_SPACE) + 1
    used.add(id)
    ids.set(key, id)
  }
  return ids
}

interface DraftVersion {
  key: string
  genKey: string
  body: Body
  fuel: Fuel
  gear: Gear
  engine: EngineSpec
  years: Set<number>
  /** Package name → anchor price. */
  packages: Map<string, number>
}

const order = <T>(list: readonly T[]) => (v: T) => list.indexOf(v)
const bodyOrder = order<Body>(CAR_BODIES)
const fuelOrder = order<Fuel>(FUELS)
const gearOrder = order<Gear>(GEARS)
const collator = new Intl.Collator('tr', { numeric: true })

/** The whole car tree. `modelId` names the models table's id of a brand's model. */
export function buildCatalogTree(modelId: (brandSlug: string, modelSlug: string) => number, span: TreeYears): CatalogTree {
  const gens: Array<{ key: string; modelId: number; spec: GenerationSpec }> = []
  const drafts = new Map<string, DraftVersion>()

  for (const brand of CAR_BRANDS) {
    for (const spec of brand.models) {
      for (const gen of spec.generations) {
        if (gen.to < span.firstYear || gen.from > span.lastYear) continue
        const genKey = generationKey(brand.slug, spec.slug, gen.name)
        gens.push({ key: genKey, modelId: modelId(brand.slug, spec.slug), spec: gen })
        const bodies = Object.entries(gen.bodies ?? spec.bodies).filter(([, w]) => (w ?? 0) > 0).map(([b]) => b as Body)
        const packages = gen.packages ?? spec.packages
        for (const body of bodies) {
          for (const engine of spec.engines) {
            for (const gear of engine.gears) {
              for (const fuel of fuelsOf(engine, gear)) {
                const years = yearsOf(gen, engine, fuel, span)
                if (!years.length) continue
                const key = versionKey(genKey, body, fuel, gear, engine)
                let draft = drafts.get(key)
                if (!draft) {
                  draft = { key, genKey, body, fuel, gear, engine, years: new Set(), packages: new Map() }
                  drafts.set(key, draft)
                } else if (draft.engine.cc !== engine.cc) {
                  throw new Error(`catalog tree: ${key} is listed with two displacements`)
                }
                // The same engine listed twice (two year spans) is one version sold in both.
                for (const y of years) draft.years.add(y)
                packages.forEach((pkg, i) => draft.packages.set(pkg, newListPrice(spec, engine, i)))
              }
            }
          }
        }
      }
    }
  }

  const genIds = idsFor(gens.map((g) => g.key))
  const versionIds = idsFor(drafts.keys())
  const trimKeys = [...drafts.values()].flatMap((d) => [...d.packages.keys()].map((pkg) => trimKey(d.key, pkg)))
  const agacIds = idsFor(trimKeys)

  const generations: GenerationRow[] = gens.map((g) => ({
    id: genIds.get(g.key)!, model_id: g.modelId, name: g.spec.name, from_year: g.spec.from, to_year: g.spec.to,
  }))

  // Display order within a generation: body, fuel, gear as the wizard asks them, then power.
  const sorted = [...drafts.values()].sort((a, b) => bodyOrder(a.body) - bodyOrder(b.body) || fuelOrder(a.fuel) - fuelOrder(b.fuel)
    || gearOrder(a.gear) - gearOrder(b.gear) || a.engine.hp - b.engine.hp || collator.compare(a.engine.name, b.engine.name))
  const positions = new Map<string, number>()
  const versions: VersionRow[] = sorted.map((d) => {
    const position = positions.get(d.genKey) ?? 0
    positions.set(d.genKey, position + 1)
    return {
      id: versionIds.get(d.key)!, generation_id: genIds.get(d.genKey)!, body: d.body, fuel: d.fuel, gear: d.gear,
      name: d.engine.name, engine_cc: d.engine.cc, power_hp: d.engine.hp, position,
    }
  })

  const trims: TrimRow[] = []
  const prices: TrimPriceRow[] = []
  for (const d of sorted) {
    let position = 0
    for (const [pkg, anchor] of d.packages) {
      const agacId = agacIds.get(trimKey(d.key, pkg))!
      trims.push({ agac_id: agacId, version_id: versionIds.get(d.key)!, name: pkg || UNNAMED_PACKAGE, position: position++ })
      for (const year of [...d.years].sort((a, b) => a - b)) prices.push({ agac_id: agacId, model_year: year, list_price: listPriceFor(anchor, year) })
    }
  }

  return { generations, versions, trims, prices, agacId: (path) => agacIds.get(leafKey(path)) }
}
