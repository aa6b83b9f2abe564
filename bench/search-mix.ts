// Realistic vehicle searches for the bench (issue 4): a pool of distinct filter requests of the
// kinds visitors make (brand, brand+model, year and price ranges, fuel, gear, body, city, damage,
// flags, sorts, pages) and a stream of never-repeated ones. Deterministic (seeded), so every run
// sends the same mix.
import type { Json } from './lib/types.js'
import { mulberry32 } from '../server/db/seed/vehicles/generate.js'

const BRANDS: Record<string, string[]> = {
  fiat: ['egea', 'doblo', '500'], renault: ['clio', 'megane', 'taliant'], toyota: ['corolla', 'c-hr', 'yaris'],
  volkswagen: ['passat', 'golf', 'polo'], bmw: ['3-serisi', '5-serisi'], hyundai: ['i20', 'tucson'], ford: ['focus', 'puma'],
  opel: ['corsa', 'astra'], peugeot: ['208', '3008'], honda: ['civic', 'city'],
}
const FUELS = ['Benzin', 'Dizel', 'Hibrit', 'LPG']
const GEARS = ['Manuel', 'Otomatik']
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya']
const BODIES = ['Sedan', 'Hatchback', 'SUV']

const prng = mulberry32

function search(rnd: () => number, unique?: number): Json {
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!
  const filters: Record<string, Json[]> = {}
  const brand = pick(Object.keys(BRANDS))
  if (rnd() < 0.7) filters.Brand = [brand]
  if (filters.Brand && rnd() < 0.4) filters.Model = [`${brand}/${pick(BRANDS[brand]!)}`]
  if (rnd() < 0.5) { const y = 2010 + Math.floor(rnd() * 10); filters.Year = [y, Math.min(2025, y + 1 + Math.floor(rnd() * 5))] }
  if (rnd() < 0.35) { const lo = 300_000 + Math.floor(rnd() * 15) * 100_000; filters.Price = [lo, lo + 300_000 + Math.floor(rnd() * 8) * 100_000] }
  if (rnd() < 0.35) filters.FuelType = [pick(FUELS)]
  if (rnd() < 0.25) filters.GearType = [pick(GEARS)]
  if (rnd() < 0.15) filters.CaseType = [pick(BODIES)]
  if (rnd() < 0.2) filters.City = [pick(CITIES)]
  if (rnd() < 0.15) filters.Damage = ['NoTramer']
  if (rnd() < 0.1) filters.HasCampaign = [true]
  // A never-repeated search: a km ceiling no other request uses.
  if (unique !== undefined) filters.Km = [0, 150_000 + unique]
  // Visitors page on when there is a next page: only broad searches go to page 2.
  const broad = Object.keys(filters).length <= 1 && unique === undefined
  return { VehicleTypeId: 14870, filters, sorters: [pick([2, 2, 2, 1, 4, 5, 9])], pageSize: 12, pageNumber: broad && rnd() < 0.3 ? 2 : 1 }
}

/** 500 distinct realistic searches; 70 % of requests come from them, 30 % are never repeated. */
export function searchMix(): () => Json {
  const rnd = prng(20261122)
  const seen = new Set<string>()
  const pool: Json[] = []
  while (pool.length < 500) {
    const s = search(rnd)
    const key = JSON.stringify(s)
    if (!seen.has(key)) {
      seen.add(key)
      pool.push(s)
    }
  }
  let unique = 0
  return () => (rnd() < 0.3 ? search(rnd, unique++) : pool[Math.floor(rnd() * pool.length)]!)
}

/** Searches that are all new: every request misses the cache (single-client latency). */
export function uncachedSearches(): () => Json {
  const rnd = prng(4242)
  let unique = 0
  return () => search(rnd, 500_000 + unique++)
}
