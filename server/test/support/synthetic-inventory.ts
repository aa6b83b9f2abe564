// A seeded synthetic inventory shaped like the real one (two vehicle types, ~40 brands with their
// models, years 1995–2025, km, prices, six fuels, three gears, eight bodies, twelve colours, thirty
// cities, up to six tags, flags, stock days, views) and random normalised searches over it, for the
// search engines' property tests and bench/search-engine.ts. Same seed, same rows and searches.
import { FILTER_KEYS, VEHICLE_TYPES, type FilterKey, type SorterId } from '../../schemas/vehicles.js'
import type { IndexRow } from '../../services/vehicles/search-engine/types.js'
import type { NormalisedSearch } from '../../services/vehicles/search.js'
import { mulberry32 } from '../../db/seed/vehicles/generate.js'

/** The seed's own generator: same seed, same rows and searches. */
export const prng = mulberry32

export const VALUES = {
  fuel: ['Benzin', 'Dizel', 'Hibrit', 'Elektrik', 'LPG', 'Benzin & LPG'],
  gear: ['Manuel', 'Otomatik', 'Yarı Otomatik'],
  body: ['Sedan', 'Hatchback', 'SUV', 'Station Wagon', 'Coupe', 'Cabrio', 'Pick-up', 'MPV'],
  color: ['Beyaz', 'Siyah', 'Gri', 'Gümüş', 'Kırmızı', 'Mavi', 'Lacivert', 'Yeşil', 'Kahverengi', 'Bej', 'Turuncu', 'Sarı'],
  city: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Adana', 'Konya', 'Gaziantep', 'Şanlıurfa', 'Kocaeli', 'Mersin',
    'Diyarbakır', 'Hatay', 'Manisa', 'Kayseri', 'Samsun', 'Balıkesir', 'Kahramanmaraş', 'Van', 'Aydın', 'Tekirdağ', 'Sakarya',
    'Denizli', 'Muğla', 'Eskişehir', 'Mardin', 'Trabzon', 'Malatya', 'Erzurum', 'Ordu'],
  tags: ['Yeni', 'Fırsat', 'Garantili', 'Düşük km', 'Tek sahip', 'Takasa uygun', 'Acil', 'Servis bakımlı', 'Öne çıkan', 'Elektrikli'],
}

export interface Inventory {
  rows: IndexRow[]
  brands: number[]
  /** model id → its brand id */
  models: Map<number, number>
}

export function syntheticInventory(count: number, seed: number): Inventory {
  const rnd = prng(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!
  const brands = Array.from({ length: 40 }, (_, i) => 10 + i * 3)
  const models = new Map<number, number>()
  const byBrand = new Map<number, number[]>()
  let nextModel = 1000
  for (const b of brands) {
    const list = Array.from({ length: int(2, 15) }, () => (nextModel += int(1, 4)))
    byBrand.set(b, list)
    for (const m of list) models.set(m, b)
  }
  const rows: IndexRow[] = []
  let id = 0
  for (let i = 0; i < count; i++) {
    // Popular brands are much more common than the rest.
    const b = brands[Math.floor(brands.length * rnd() * rnd())]!
    const y = Math.min(2025, 1995 + Math.floor(31 * Math.sqrt(rnd())))
    const km = y === 2025 && rnd() < 0.5 ? 0 : Math.min(500_000, Math.round(((2026 - y) * int(2_000, 25_000)) / 100) * 100)
    const price = Math.round(Math.min(5_000_000, Math.max(50_000, Math.exp(10.8 + rnd() * 4.6))) / 1000) * 1000
    const tags = VALUES.tags.filter(() => rnd() < 0.12).slice(0, 6)
    rows.push({
      id: (id += int(1, 3)), t: rnd() < 0.9 ? VEHICLE_TYPES.car : VEHICLE_TYPES.motorcycle, b, m: pick(byBrand.get(b)!), y, km,
      p: rnd() < 0.5 ? String(price) : price,
      fuel: pick(VALUES.fuel), gear: pick(VALUES.gear), body: pick(VALUES.body), color: pick(VALUES.color), city: pick(VALUES.city),
      res: rnd() < 0.08, sold: rnd() < 0.08, opt: rnd() < 0.05, cert: rnd() < 0.2, camp: rnd() < 0.15,
      nt: rnd() < 0.5, np: rnd() < 0.5, nc: rnd() < 0.6,
      tags, stock: int(8_800, 9_500), views: Math.floor(rnd() * rnd() * 3_000),
    })
  }
  return { rows, brands, models }
}

export interface EngineQuery { n: NormalisedSearch; brandIds: number[]; modelIds: number[] }

/** A random normalised search: random keys, several values (some unknown), ranges inside, outside and empty. */
export function randomSearch(rnd: () => number, inv: Inventory): EngineQuery {
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!
  const some = <T>(a: readonly T[], unknown: T) => Array.from({ length: int(1, 3) }, () => (rnd() < 0.1 ? unknown : pick(a)))
  const range = (lo: number, hi: number): number[] => {
    const a = int(lo, hi), b = int(lo, hi)
    return rnd() < 0.03 ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)]
  }
  const filters: Partial<Record<FilterKey, Array<string | number | boolean>>> = {}
  let brandIds: number[] = [], modelIds: number[] = []
  const p = rnd() * rnd() * 0.6
  for (const k of FILTER_KEYS) {
    switch (k) {
      case 'HasReserved': case 'HasSold': case 'HasOptionedAtSap':
        // The normaliser's defaults; [true] never comes from it, but the engines must agree on it too.
        if (rnd() < 0.85) filters[k] = [false]
        else if (rnd() < 0.3) filters[k] = [true]
        break
      case 'HasCertified': case 'HasCampaign':
        if (rnd() < p / 2) filters[k] = [rnd() < 0.9]
        break
      default:
        if (rnd() >= p) break
        if (k === 'Brand') {
          brandIds = some(inv.brands, 9_999)
          filters[k] = brandIds.map((b) => `brand-${b}`)
        } else if (k === 'Model') {
          modelIds = some([...inv.models.keys()], 99_999)
          filters[k] = modelIds.map((m) => `model-${m}`)
        } else if (k === 'Year') filters[k] = range(1990, 2030)
        else if (k === 'Km') filters[k] = rnd() < 0.2 ? [0, int(0, 5_000_000)] : range(0, 600_000)
        else if (k === 'Price') filters[k] = rnd() < 0.1 ? [int(5_000_001, 9_000_000), 1_000_000_000] : range(0, 6_000_000)
        else if (k === 'Damage') filters[k] = some(['NoTramer', 'NoPainted', 'NoChanged'], 'NoRust')
        else if (k === 'Tags') filters[k] = some(VALUES.tags, 'Yok böyle')
        else {
          const values = { FuelType: VALUES.fuel, GearType: VALUES.gear, CaseType: VALUES.body, Color: VALUES.color, City: VALUES.city }[k]
          filters[k] = some(values, 'Bilinmeyen')
        }
    }
  }
  const type = rnd() < 0.02 ? 1 : rnd() < 0.8 ? VEHICLE_TYPES.car : VEHICLE_TYPES.motorcycle
  const pageSize = int(1, 50)
  const pageNumber = rnd() < 0.1 ? int(2, 5_000) : int(1, 3)
  return { n: { type, filters, sorter: int(1, 9) as SorterId, pageSize, pageNumber }, brandIds, modelIds }
}
