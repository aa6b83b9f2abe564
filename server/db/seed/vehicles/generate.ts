// Deterministic inventory generator: brands, models and ~21.5k vehicles (or as many as asked, up to
// millions for scale tests) drawn from the catalogue with a seeded PRNG (mulberry32), each car
// pointing at its leaf of the sell catalog tree. Pure: the same anchor date and counts give exactly
// the same rows, and a larger count starts with the same cars. Every date is relative to the
// anchor; model years are fixed (2008–2025) and prices are 2025 TL.
import { BRANCHES } from '../content/branches.js'
import {
  CAR_BRANDS, CAR_TYPE_ID, MOTORCYCLE_BRANDS, MOTORCYCLE_TYPE_ID,
  type Body, type BodyMix, type BrandSpec, type EngineSpec, type Fuel, type Gear, type GenerationSpec, type ModelSpec, type VehicleTypeId,
} from './catalog.js'
import { buildCatalogTree, LPG_LAST_YEAR, newListPrice, type CatalogTree } from './catalog-tree.js'

export interface BrandRow {
  id: number
  slug: string
  name: string
  logo_url: string
  position: number
}

export interface ModelRow {
  id: number
  brand_id: number
  slug: string
  name: string
  vehicle_type_id: VehicleTypeId
}

export interface VehicleRow {
  id: number
  announcement_no: string
  vehicle_type_id: VehicleTypeId
  brand_id: number
  model_id: number
  model_name: string
  year: number
  km: number
  case_type: Body
  generation: string
  fuel_type: Fuel
  gear_type: Gear
  color: string
  engine_cc: number | null
  power_hp: number
  city: string
  branch_id: number
  current_price: number
  previous_price: number | null
  campaign_title: string | null
  certification_title: string | null
  is_reserved: boolean
  is_sold: boolean
  is_optioned_at_sap: boolean
  tags: string[]
  /** YYYY-MM-DD */
  in_stock_date: string
  view_count: number
  chassis_number: string
  license_plate: string
  tramer_total: number
  painted_parts: string[]
  changed_parts: string[]
  expertise_summary: string
  photo_count: number
  /** The car's leaf in the sell wizard's catalog tree; null for motorcycles. */
  agac_id: number | null
}

export interface Inventory {
  brands: BrandRow[]
  models: ModelRow[]
  vehicles: VehicleRow[]
  /** The sell wizard's car tree the vehicles' agac_id point into. */
  tree: CatalogTree
}

/** The inventory with its vehicles drawn one at a time: a million rows never sit in memory at once. */
export interface InventoryStream extends Omit<Inventory, 'vehicles'> {
  vehicles: Generator<VehicleRow, void, undefined>
}

export interface InventoryCounts {
  cars: number
  motorcycles: number
}

export const CAR_COUNT = 20_000
export const MOTORCYCLE_COUNT = 1_500
/** What the seed makes unless SEED_CARS / SEED_MOTORCYCLES say otherwise. */
export const DEFAULT_COUNTS: InventoryCounts = { cars: CAR_COUNT, motorcycles: MOTORCYCLE_COUNT }
const SEED = 0x7e_96_a2_1c
export const FIRST_YEAR = 2008
export const LAST_YEAR = 2025

export const VEHICLE_TAGS = ['Garantili', 'Boyasız', 'Değişensiz', 'Tramer Kaydı Yok', 'Tek Sahibinden', 'Servis Bakımlı', 'Fırsat Aracı', 'Düşük Km'] as const
export const CAMPAIGN_TITLES = ['Takasa Özel Fiyat', 'Kredi Faizi %0,99', 'Ekspertiz Bizden', 'Peşin Alıma İndirim', '12 Ay Garanti Hediye', 'Kasko Hediyeli'] as const
export const CERTIFICATION_TITLE = 'Turuncu Garaj Sertifikalı'

export const CAR_PANELS = ['Sol Ön Çamurluk', 'Sağ Ön Çamurluk', 'Sol Ön Kapı', 'Sağ Ön Kapı', 'Sol Arka Kapı', 'Sağ Arka Kapı',
  'Sol Arka Çamurluk', 'Sağ Arka Çamurluk', 'Ön Tampon', 'Arka Tampon', 'Motor Kaputu', 'Bagaj Kapağı', 'Tavan'] as const
export const MOTORCYCLE_PANELS = ['Ön Çamurluk', 'Yakıt Deposu', 'Sol Yan Kapak', 'Sağ Yan Kapak', 'Ön Grenaj', 'Arka Çamurluk'] as const

/** Plate province codes (spec §9: 01–81) by province name. */
export const PROVINCE_CODES: Record<string, string> = {
  Adana: '01', Adıyaman: '02', Afyonkarahisar: '03', Ağrı: '04', Amasya: '05', Ankara: '06', Antalya: '07', Artvin: '08',
  Aydın: '09', Balıkesir: '10', Bilecik: '11', Bingöl: '12', Bitlis: '13', Bolu: '14', Burdur: '15', Bursa: '16',
  Çanakkale: '17', Çankırı: '18', Çorum: '19', Denizli: '20', Diyarbakır: '21', Edirne: '22', Elazığ: '23', Erzincan: '24',
  Erzurum: '25', Eskişehir: '26', Gaziantep: '27', Giresun: '28', Gümüşhane: '29', Hakkari: '30', Hatay: '31', Isparta: '32',
  Mersin: '33', İstanbul: '34', İzmir: '35', Kars: '36', Kastamonu: '37', Kayseri: '38', Kırklareli: '39', Kırşehir: '40',
  Kocaeli: '41', Konya: '42', Kütahya: '43', Malatya: '44', Manisa: '45', Kahramanmaraş: '46', Mardin: '47', Muğla: '48',
  Muş: '49', Nevşehir: '50', Niğde: '51', Ordu: '52', Rize: '53', Sakarya: '54', Samsun: '55', Siirt: '56', Sinop: '57',
  Sivas: '58', Tekirdağ: '59', Tokat: '60', Trabzon: '61', Tunceli: '62', Şanlıurfa: '63', Uşak: '64', Van: '65',
  Yozgat: '66', Zonguldak: '67', Aksaray: '68', Bayburt: '69', Karaman: '70', Kırıkkale: '71', Batman: '72', Şırnak: '73',
  Bartın: '74', Ardahan: '75', Iğdır: '76', Yalova: '77', Karabük: '78', Kilis: '79', Osmaniye: '80', Düzce: '81',
}

// ---- PRNG and sampling ------------------------------------------------------------------------

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Rng {
  readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  range(min: number, max: number): number {
    return min + this.next() * (max - min)
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0
    for (const [, w] of items) total += w
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return items[items.length - 1]![0]
  }
  /** k distinct items (k ≤ length), in catalogue order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const idx = items.map((_, i) => i)
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (idx.length - i))
      ;[idx[i], idx[j]] = [idx[j]!, idx[i]!]
    }
    return idx.slice(0, k).sort((a, b) => a - b).map((i) => items[i]!)
  }
}

/** A cumulative table for repeated weighted draws from a large list. */
class WeightedTable<T> {
  private readonly cum: number[] = []
  private readonly items: T[] = []
  private total = 0
  add(item: T, w: number): void {
    if (w <= 0) return
    this.total += w
    this.cum.push(this.total)
    this.items.push(item)
  }
  draw(rng: Rng): T {
    const r = rng.next() * this.total
    let lo = 0
    let hi = this.cum.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.cum[mid]! > r) hi = mid
      else lo = mid + 1
    }
    return this.items[lo]!
  }
}

// ---- distributions ----------------------------------------------------------------------------

// Share of the used stock per model year (cars skew to 2016–2023; motorcycles are younger).
const CAR_YEAR_WEIGHT: Record<number, number> = {
  2008: 1.8, 2009: 2, 2010: 2.8, 2011: 3.6, 2012: 4.4, 2013: 5.5, 2014: 6.2, 2015: 7.5, 2016: 10, 2017: 11,
  2018: 11, 2019: 9.5, 2020: 10.5, 2021: 11, 2022: 12, 2023: 12, 2024: 7.5, 2025: 3.5,
}
const MOTO_YEAR_WEIGHT: Record<number, number> = {
  2008: 0.4, 2009: 0.5, 2010: 0.7, 2011: 0.9, 2012: 1.2, 2013: 1.6, 2014: 2.2, 2015: 3, 2016: 4, 2017: 5,
  2018: 6, 2019: 6.5, 2020: 8, 2021: 10, 2022: 12, 2023: 12, 2024: 10, 2025: 5,
}

const CAR_COLORS: Array<[string, number]> = [
  ['Beyaz', 30], ['Gri', 13], ['Siyah', 12], ['Gümüş Gri', 10], ['Füme', 6], ['Kırmızı', 6], ['Mavi', 6], ['Lacivert', 5],
  ['Bordo', 2], ['Kahverengi', 2.5], ['Bej', 2], ['Yeşil', 1.5], ['Turuncu', 1], ['Sarı', 0.5],
]
const MOTO_COLORS: Array<[string, number]> = [
  ['Siyah', 26], ['Beyaz', 16], ['Kırmızı', 14], ['Mavi', 11], ['Gri', 10], ['Yeşil', 5], ['Turuncu', 5], ['Gümüş Gri', 4],
  ['Sarı', 3], ['Lacivert', 3], ['Bej', 2],
]
/** Brands whose house colour dominates. */
const BRAND_COLORS: Record<string, [string, number]> = { ktm: ['Turuncu', 0.55], kawasaki: ['Yeşil', 0.45], ducati: ['Kırmızı', 0.5] }

// More stock in the big three; motorcycles lean to the warm coastal cities.
const CITY_WEIGHT: Record<string, number> = { İstanbul: 5, Ankara: 4, İzmir: 3.5 }
const MOTO_CITY_BOOST: Record<string, number> = { İzmir: 1.4, Antalya: 1.8, Mersin: 1.5, Adana: 1.4 }

const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVYZ'
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789'

// ---- helpers ----------------------------------------------------------------------------------

function formatTl(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

function vinYearCode(year: number): string {
  return VIN_YEAR[(year - 2010 + 30 * 10) % 30]!
}

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** 17 characters, no I/O/Q, with the ISO 3779 check digit in position 9 and the model-year code in 10. */
function makeVin(rng: Rng, wmi: string, year: number): string {
  const chars = [...wmi]
  for (let i = 0; i < 5; i++) chars.push(rng.pick([...VIN_CHARS]))
  chars.push('0')
  chars.push(vinYearCode(year))
  chars.push(rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']))
  const serial = String(rng.int(0, 999_999)).padStart(6, '0')
  chars.push(...serial)
  let sum = 0
  chars.forEach((c, i) => {
    const v = /\d/.test(c) ? Number(c) : VIN_VALUES[c] ?? 0
    sum += v * VIN_WEIGHTS[i]!
  })
  const check = sum % 11
  chars[8] = check === 10 ? 'X' : String(check)
  return chars.join('')
}

function makePlate(rng: Rng, code: string): string {
  const letters = rng.weighted<number>([[1, 2], [2, 5], [3, 4]])
  const digits = letters === 1 ? 4 : letters === 2 ? rng.int(3, 4) : rng.int(2, 3)
  let l = ''
  for (let i = 0; i < letters; i++) l += rng.pick([...PLATE_LETTERS])
  const first = rng.int(1, 9)
  let d = String(first)
  for (let i = 1; i < digits; i++) d += String(rng.int(0, 9))
  return `${code} ${l} ${d}`
}

function joinTr(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`
}

function mixEntries(m: BodyMix): Array<[Body, number]> {
  return Object.entries(m) as Array<[Body, number]>
}

// ---- catalogue flattening ---------------------------------------------------------------------

interface FlatModel {
  brandSlug: string
  brand: BrandSpec
  spec: ModelSpec
  row: ModelRow
}

function buildCatalogue(): { brands: BrandRow[]; models: ModelRow[]; flat: FlatModel[] } {
  const brands: BrandRow[] = []
  const bySlug = new Map<string, BrandRow>()
  const models: ModelRow[] = []
  const flat: FlatModel[] = []
  for (const brand of [...CAR_BRANDS, ...MOTORCYCLE_BRANDS]) {
    let row = bySlug.get(brand.slug)
    if (!row) {
      row = { id: brands.length + 1, slug: brand.slug, name: brand.name, logo_url: `/media/brands/${brand.slug}.svg`, position: brands.length }
      brands.push(row)
      bySlug.set(brand.slug, row)
    }
    for (const spec of brand.models) {
      const m: ModelRow = { id: models.length + 1, brand_id: row.id, slug: spec.slug, name: spec.name, vehicle_type_id: spec.vehicleTypeId }
      models.push(m)
      flat.push({ brandSlug: brand.slug, brand, spec, row: m })
    }
  }
  return { brands, models, flat }
}

function generationFor(spec: ModelSpec, year: number): GenerationSpec | undefined {
  return spec.generations.find((g) => year >= g.from && year <= g.to)
}

function enginesFor(spec: ModelSpec, year: number): EngineSpec[] {
  return spec.engines.filter((e) => (e.from ?? 0) <= year && year <= (e.to ?? 9999))
}

/** Catalogue problems (a model year without a generation or an engine); empty when sound. */
export function catalogueProblems(): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const brand of [...CAR_BRANDS, ...MOTORCYCLE_BRANDS]) {
    for (const spec of brand.models) {
      const key = `${brand.slug}/${spec.slug}`
      if (seen.has(key)) problems.push(`${key}: duplicate model slug`)
      seen.add(key)
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(spec.slug)) problems.push(`${key}: bad slug`)
      for (const gen of spec.generations) {
        for (let y = Math.max(gen.from, FIRST_YEAR); y <= Math.min(gen.to, LAST_YEAR); y++) {
          if (spec.generations.filter((g) => y >= g.from && y <= g.to).length > 1) problems.push(`${key} ${y}: overlapping generations`)
          if (enginesFor(spec, y).length === 0) problems.push(`${key} ${y}: no engine`)
        }
      }
    }
  }
  return problems
}

// ---- the generator ----------------------------------------------------------------------------

/** The whole inventory as arrays (tests, small counts). */
export function generateInventory(anchorDate: Date, counts: InventoryCounts = DEFAULT_COUNTS): Inventory {
  const { vehicles, ...rest } = streamInventory(anchorDate, counts)
  return { ...rest, vehicles: [...vehicles] }
}

/** Brands, models and the tree at once; the vehicles lazily, cars first, in id order. */
export function streamInventory(anchorDate: Date, counts: InventoryCounts = DEFAULT_COUNTS): InventoryStream {
  const problems = catalogueProblems()
  if (problems.length) throw new Error(`vehicle catalogue: ${problems.join('; ')}`)
  const { brands, models, flat } = buildCatalogue()
  const carModelIds = new Map(flat.filter((m) => m.spec.vehicleTypeId === CAR_TYPE_ID).map((m) => [`${m.brandSlug}/${m.spec.slug}`, m.row.id]))
  const tree = buildCatalogTree((brand, model) => carModelIds.get(`${brand}/${model}`)!, { firstYear: FIRST_YEAR, lastYear: LAST_YEAR })
  const rng = new Rng(SEED)
  const anchorDay = Date.UTC(anchorDate.getUTCFullYear(), anchorDate.getUTCMonth(), anchorDate.getUTCDate())

  const tables = new Map<VehicleTypeId, WeightedTable<{ m: FlatModel; year: number }>>()
  for (const typeId of [CAR_TYPE_ID, MOTORCYCLE_TYPE_ID] as const) {
    const table = new WeightedTable<{ m: FlatModel; year: number }>()
    const yw = typeId === CAR_TYPE_ID ? CAR_YEAR_WEIGHT : MOTO_YEAR_WEIGHT
    for (const m of flat) {
      if (m.spec.vehicleTypeId !== typeId) continue
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
        if (generationFor(m.spec, year)) table.add({ m, year }, m.spec.popularity * (yw[year] ?? 0))
      }
    }
    tables.set(typeId, table)
  }

  const branchTable = (typeId: VehicleTypeId): WeightedTable<(typeof BRANCHES)[number]> => {
    const t = new WeightedTable<(typeof BRANCHES)[number]>()
    for (const b of BRANCHES) {
      if (!PROVINCE_CODES[b.city]) throw new Error(`vehicle seed: no plate code for ${b.city}`)
      t.add(b, (CITY_WEIGHT[b.city] ?? 2) * (typeId === MOTORCYCLE_TYPE_ID ? MOTO_CITY_BOOST[b.city] ?? 1 : 1))
    }
    return t
  }
  const branchTables = new Map<VehicleTypeId, WeightedTable<(typeof BRANCHES)[number]>>([
    [CAR_TYPE_ID, branchTable(CAR_TYPE_ID)], [MOTORCYCLE_TYPE_ID, branchTable(MOTORCYCLE_TYPE_ID)],
  ])

  return { brands, models, tree, vehicles: drawVehicles({ rng, tables, branchTables, tree, anchorDay, counts }) }
}

interface Draw {
  rng: Rng
  tables: Map<VehicleTypeId, WeightedTable<{ m: FlatModel; year: number }>>
  branchTables: Map<VehicleTypeId, WeightedTable<(typeof BRANCHES)[number]>>
  tree: CatalogTree
  anchorDay: number
  counts: InventoryCounts
}

function* drawVehicles({ rng, tables, branchTables, tree, anchorDay, counts }: Draw): Generator<VehicleRow, void, undefined> {
  // Only the keys that must stay unique are kept (numbers where they can be: a fraction of the memory).
  const announcements = new Set<number>()
  const plates = new Set<string>()
  const vins = new Set<string>()
  let id = 0

  for (let n = 0; n < counts.cars + counts.motorcycles; n++) {
    const typeId: VehicleTypeId = n < counts.cars ? CAR_TYPE_ID : MOTORCYCLE_TYPE_ID
    const isCar = typeId === CAR_TYPE_ID
    const { m, year } = tables.get(typeId)!.draw(rng)
    const spec = m.spec
    const gen = generationFor(spec, year)!
    const body = rng.weighted(mixEntries(gen.bodies ?? spec.bodies))
    const engines = enginesFor(spec, year)
    const engine = rng.weighted(engines.map((e) => [e, e.weight ?? 1] as const))

    // Gearbox: automatics gain share every year; robotised boxes are a minority of two-pedal cars.
    let gear: Gear
    if (engine.gears.length === 1) gear = engine.gears[0]!
    else {
      const autoShare = isCar ? Math.min(0.85, 0.25 + 0.035 * (year - FIRST_YEAR)) : 0.35
      const manual = engine.gears.includes('Manuel')
      if (manual && !rng.chance(autoShare)) gear = 'Manuel'
      else {
        const twoPedal = engine.gears.filter((g) => g !== 'Manuel')
        gear = twoPedal.length === 1 ? twoPedal[0]! : rng.pick(twoPedal)
      }
    }
    // Petrol manuals of a certain age are often converted to LPG in Turkey.
    let fuel: Fuel = engine.fuel
    if (isCar && fuel === 'Benzin' && gear === 'Manuel' && year <= LPG_LAST_YEAR && rng.chance(0.14)) fuel = 'LPG'

    const packages = gen.packages ?? spec.packages
    const pkgIndex = rng.weighted(packages.map((_, i) => [i, i === 0 ? 1 : i === packages.length - 1 ? 0.8 : 1.4] as const))
    const pkg = packages[pkgIndex]!
    const modelName = [engine.name, pkg].filter(Boolean).join(' ') || spec.name

    const houseColor = BRAND_COLORS[m.brandSlug]
    const color = houseColor && rng.chance(houseColor[1]) ? houseColor[0] : rng.weighted(isCar ? CAR_COLORS : MOTO_COLORS)

    const branch = branchTables.get(typeId)!.draw(rng)
    let plate = makePlate(rng, PROVINCE_CODES[branch.city]!)
    while (plates.has(plate)) plate = makePlate(rng, PROVINCE_CODES[branch.city]!)
    plates.add(plate)

    // Age in years at the listing, and the odometer.
    const age = LAST_YEAR - year + rng.range(0.3, 1.0)
    const perYear = isCar
      ? rng.range(12_000, 18_000) * (engine.fuel === 'Dizel' ? 1.15 : 1) * (body === 'Hafif Ticari' || body === 'Pick-up' ? 1.3 : 1)
      : rng.range(2_500, 6_000) * (body === 'Scooter' ? 1.2 : body === 'Touring' || body === 'Adventure' ? 1.3 : 1)
    let km = age * perYear * Math.exp(0.28 * Math.max(-2.2, Math.min(2.2, rng.normal())))
    if (rng.chance(0.03)) km *= rng.range(0.05, 0.3)
    km = Math.min(isCar ? 420_000 : 140_000, Math.max(isCar ? 150 : 50, Math.round(km)))
    const expectedKm = age * (isCar ? 15_000 : 4_000)

    // Damage record (tramer), paint and changed panels: rarer on young vehicles.
    const panels: readonly string[] = isCar ? CAR_PANELS : MOTORCYCLE_PANELS
    const pDamage = isCar ? Math.min(0.85, 0.22 + 0.045 * age) : Math.min(0.6, 0.15 + 0.035 * age)
    let tramer = 0
    if (rng.chance(pDamage)) {
      const scale = isCar ? 7_000 * (1 + 0.18 * age) : 3_000 * (1 + 0.15 * age)
      tramer = Math.round((scale * Math.exp(0.9 * rng.normal())) / 100) * 100
      tramer = Math.min(isCar ? 180_000 : 60_000, Math.max(2_000, tramer))
    }
    let painted: string[] = []
    let changed: string[] = []
    if (tramer > 0) {
      const severity = tramer / (isCar ? 40_000 : 15_000)
      const nPainted = rng.chance(0.2) ? 0 : Math.min(panels.length - 2, Math.max(1, Math.round(severity * rng.range(0.6, 2.2))))
      const nChanged = rng.chance(Math.min(0.5, 0.06 + 0.12 * severity)) ? (rng.chance(0.75) ? 1 : 2) : 0
      const picked = rng.sample(panels, Math.min(panels.length, nPainted + nChanged))
      changed = rng.sample(picked, nChanged)
      painted = picked.filter((p) => !changed.includes(p))
    } else if (rng.chance(0.14)) {
      painted = rng.sample(panels, rng.chance(0.7) ? 1 : 2) // local cosmetic paint without an insurance record
    }

    // Price: 2025 list × depreciation by age × km × damage, rounded to 1,000 TL.
    const newPrice = newListPrice(spec, engine, pkgIndex)
    const rate = !isCar ? 0.08 : engine.fuel === 'Elektrik' ? 0.11 : m.brand.premium ? 0.095 : 0.085
    const ageFactor = Math.max(isCar ? 0.24 : 0.38, age < 1 ? 1 - 0.1 * age : 0.9 * Math.pow(1 - rate, age - 1))
    const kmFactor = Math.min(1.06, Math.max(0.84, 1 - 0.09 * (km / expectedKm - 1)))
    const used = newPrice * ageFactor
    const damageFactor = Math.max(0.72, 1 - Math.min(0.18, (0.8 * tramer) / used) - 0.03 * changed.length - 0.006 * painted.length)
    const fuelFactor = fuel === 'LPG' && engine.fuel === 'Benzin' ? 0.97 : 1
    const price = Math.max(1_000, Math.round((used * kmFactor * damageFactor * fuelFactor * rng.range(0.96, 1.04)) / 1000) * 1000)

    let previous: number | null = null
    if (rng.chance(0.12)) previous = Math.ceil(price / (1 - rng.range(0.02, 0.08)) / 1000) * 1000
    if (previous !== null && previous <= price) previous = price + 1000

    // Stock state.
    const recent = rng.chance(0.04)
    const daysInStock = recent ? rng.int(0, 14) : 15 + Math.floor(225 * Math.pow(rng.next(), 1.25))
    const inStock = isoDate(new Date(anchorDay - daysInStock * 86_400_000))
    const sold = rng.chance(0.05)
    const reserved = !sold && rng.chance(0.063)
    const optioned = !sold && rng.chance(0.03)
    const campaign = !sold && rng.chance(0.084) ? rng.pick(CAMPAIGN_TITLES) : null
    const certifiable = age < 9 && changed.length === 0 && tramer < 40_000
    const certified = rng.chance(certifiable ? 0.5 : 0.06) ? CERTIFICATION_TITLE : null

    let views = Math.floor(-Math.log(1 - rng.next()) * (20 + 0.9 * daysInStock) * (campaign ? 1.5 : 1) * (spec.popularity > 3 ? 1.2 : 1))
    if (rng.chance(0.015)) views = rng.int(1_000, 6_500)

    // Tags: only when the data supports them.
    const tags: string[] = []
    if ((age < 2.5 && rng.chance(0.85)) || (certified && rng.chance(0.45))) tags.push('Garantili')
    if (painted.length === 0 && rng.chance(0.7)) tags.push('Boyasız')
    if (changed.length === 0 && rng.chance(0.6)) tags.push('Değişensiz')
    if (tramer === 0 && rng.chance(0.75)) tags.push('Tramer Kaydı Yok')
    if (rng.chance(Math.max(0.1, 0.5 - 0.035 * age))) tags.push('Tek Sahibinden')
    if (rng.chance(Math.max(0.1, 0.65 - 0.045 * age))) tags.push('Servis Bakımlı')
    if ((previous !== null || campaign !== null) && rng.chance(0.8)) tags.push('Fırsat Aracı')
    if (km < 0.55 * expectedKm && rng.chance(0.9)) tags.push('Düşük Km')

    let announcement = rng.int(20_000_000, 99_999_999)
    while (announcements.has(announcement)) announcement = rng.int(20_000_000, 99_999_999)
    announcements.add(announcement)
    let vin = makeVin(rng, m.brand.wmi, year)
    while (vins.has(vin)) vin = makeVin(rng, m.brand.wmi, year)
    vins.add(vin)

    yield {
      id: ++id,
      announcement_no: String(announcement),
      vehicle_type_id: typeId,
      brand_id: m.row.brand_id,
      model_id: m.row.id,
      model_name: modelName,
      year,
      km,
      case_type: body,
      generation: gen.name,
      fuel_type: fuel,
      gear_type: gear,
      color,
      engine_cc: engine.cc,
      power_hp: engine.hp,
      city: branch.city,
      branch_id: branch.id,
      current_price: price,
      previous_price: previous,
      campaign_title: campaign,
      certification_title: certified,
      is_reserved: reserved,
      is_sold: sold,
      is_optioned_at_sap: optioned,
      tags,
      in_stock_date: inStock,
      view_count: views,
      chassis_number: vin,
      license_plate: plate,
      tramer_total: tramer,
      painted_parts: painted,
      changed_parts: changed,
      expertise_summary: expertiseSummary(isCar, tramer, painted, changed, rng),
      photo_count: rng.int(4, 8),
      agac_id: isCar ? leafOf(tree, { brandSlug: m.brandSlug, modelSlug: spec.slug, generation: gen.name, body, engine, gear, fuel, pkg }) : null,
    }
  }
}

function leafOf(tree: CatalogTree, path: Parameters<CatalogTree['agacId']>[0]): number {
  const id = tree.agacId(path)
  if (id === undefined) throw new Error(`vehicle seed: no catalog leaf for ${path.brandSlug}/${path.modelSlug} ${path.generation} ${path.engine.name} ${path.pkg}`)
  return id
}

function expertiseSummary(isCar: boolean, tramer: number, painted: string[], changed: string[], rng: Rng): string {
  const vehicle = isCar ? 'Araç' : 'Motosiklet'
  const parts: string[] = []
  if (painted.length === 0 && changed.length === 0) {
    parts.push(rng.pick([`${vehicle} boyasız ve değişensizdir.`, `Ekspertiz raporuna göre boyalı ya da değişen parça yoktur.`, `${vehicle} orijinal boyasındadır, değişen parça yoktur.`]))
  } else {
    if (changed.length) parts.push(`${joinTr(changed)} değişen${painted.length ? `; ${joinTr(painted)} boyalı` : ''}.`)
    else parts.push(`${joinTr(painted)} ${painted.length > 1 ? 'boyalıdır' : 'boyalı'}; değişen parça yoktur.`)
  }
  parts.push(tramer === 0 ? 'Tramer kaydı bulunmamaktadır.' : `Toplam ${formatTl(tramer)} TL tramer kaydı vardır.`)
  if (isCar && rng.chance(0.35)) parts.push(rng.pick(['Motor ve şanzıman testleri sorunsuzdur.', 'Mekanik kontrolleri tamamlanmıştır.', 'Periyodik bakımları yetkili serviste yapılmıştır.']))
  return parts.join(' ')
}
