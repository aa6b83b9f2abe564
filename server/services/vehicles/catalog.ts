// Brands, models and the facet value lists of the inventory: small, read on every search to check
// filter values and to name ids, so kept parsed in memory next to its cache entry.
import type pg from 'pg'
import { entryTag, type CachedJson, type TwoTierCache } from '../cache/two-tier-cache.js'

export const CATALOG_KEY = 'vehicles:catalog'

export interface BrandInfo { id: number; slug: string; name: string; logoUrl: string }
export interface ModelInfo { id: number; brandId: number; slug: string; name: string; vehicleTypeId: number; brandSlug: string; brandName: string; path: string }

export interface Catalog {
  brandById: Map<number, BrandInfo>
  brandBySlug: Map<string, BrandInfo>
  modelById: Map<number, ModelInfo>
  /** 'brand-slug/model-slug' → model */
  modelByPath: Map<string, ModelInfo>
  tags: Set<string>
  values: Record<'FuelType' | 'GearType' | 'CaseType' | 'Color' | 'City', Set<string>>
}

interface CatalogJson {
  brands: BrandInfo[]
  models: Array<Omit<ModelInfo, 'brandSlug' | 'brandName' | 'path'>>
  tags: string[]
  values: Record<keyof Catalog['values'], string[]>
}

export class CatalogService {
  private parsed: { etag: string; catalog: Catalog } | undefined

  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  async get(): Promise<Catalog> {
    return this.current()
  }

  /** The catalog, synchronously while its cache entry is fresh in this process (every search reads it). */
  current(): Catalog | Promise<Catalog> {
    const entry = this.cache.get(CATALOG_KEY, () => this.load())
    return entry instanceof Promise ? entry.then((e) => this.parse(e)) : this.parse(entry)
  }

  private parse(entry: CachedJson): Catalog {
    if (this.parsed?.etag !== entryTag(entry)) this.parsed = { etag: entryTag(entry), catalog: build(JSON.parse(entry.body) as CatalogJson) }
    return this.parsed.catalog
  }

  private async load(): Promise<CatalogJson> {
    const distinct = (col: string) => this.db.query<{ v: string }>(`SELECT DISTINCT ${col} AS v FROM vehicles ORDER BY 1`).then((r) => r.rows.map((x) => x.v))
    const [brands, models, tags, fuel, gear, body, color, city] = await Promise.all([
      this.db.query<BrandInfo>('SELECT id, slug, name, logo_url AS "logoUrl" FROM brands ORDER BY position, name'),
      this.db.query('SELECT id, brand_id AS "brandId", slug, name, vehicle_type_id AS "vehicleTypeId" FROM models ORDER BY name'),
      this.db.query<{ v: string }>('SELECT DISTINCT unnest(tags) AS v FROM vehicles ORDER BY 1').then((r) => r.rows.map((x) => x.v)),
      distinct('fuel_type'), distinct('gear_type'), distinct('case_type'), distinct('color'), distinct('city'),
    ])
    return {
      brands: brands.rows,
      models: models.rows as CatalogJson['models'],
      tags,
      values: { FuelType: fuel, GearType: gear, CaseType: body, Color: color, City: city },
    }
  }
}

function build(json: CatalogJson): Catalog {
  const brandById = new Map(json.brands.map((b) => [b.id, b]))
  const models = json.models.map((m) => {
    const b = brandById.get(m.brandId)!
    return { ...m, brandSlug: b.slug, brandName: b.name, path: `${b.slug}/${m.slug}` }
  })
  return {
    brandById,
    brandBySlug: new Map(json.brands.map((b) => [b.slug, b])),
    modelById: new Map(models.map((m) => [m.id, m])),
    modelByPath: new Map(models.map((m) => [m.path, m])),
    tags: new Set(json.tags),
    values: {
      FuelType: new Set(json.values.FuelType), GearType: new Set(json.values.GearType), CaseType: new Set(json.values.CaseType),
      Color: new Set(json.values.Color), City: new Set(json.values.City),
    },
  }
}
