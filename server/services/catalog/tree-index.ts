// The car tree in memory, built once from its cached JSON: every list of the wizard is a walk
// down brand → model and a filter of that model's versions sold in the year (a few dozen at most),
// so no list needs its own cache entry or query (decision 023).
import { bodySilhouetteSlug } from '../media/drawings/index.js'
import { CATALOG_LEVELS, type CatalogAnswers, type CatalogLeaf, type CatalogLevel, type CatalogOption } from '../../schemas/catalog.js'
import { FUEL_LABELS, generationLabel, versionLabel, yearSpan } from './labels.js'

/** The tree as loaded from PostgreSQL: positional rows keep the cached JSON small (decision 023). */
export interface CatalogTreeJson {
  /** id, slug, name, logo url */
  brands: Array<[number, string, string, string]>
  /** id, brand id, slug, name */
  models: Array<[number, number, string, string]>
  /** id, model id, name, from year, to year */
  generations: Array<[number, number, string, number, number]>
  /** id, generation id, body, fuel, gear, name, engine cc, power hp, position */
  versions: Array<[number, number, string, string, string, string, number | null, number, number]>
  /** agac_id, version id, name, position, model years, list prices (same order) */
  trims: Array<[number, number, string, number, number[], number[]]>
}

interface BrandNode { id: number; slug: string; name: string; logoUrl: string; years: Set<number>; models: Map<string, ModelNode> }
interface ModelNode { id: number; slug: string; name: string; brand: BrandNode; years: Set<number>; versions: VersionNode[] }
interface GenerationNode { id: number; value: string; name: string; label: string; span: string; fromYear: number; model: ModelNode }
interface VersionNode {
  id: number; value: string; generation: GenerationNode; body: string; fuel: string; gear: string; name: string
  engineCc: number | null; powerHp: number; position: number; label: string; years: Set<number>; trims: TrimNode[]
}
interface TrimNode { agacId: number; value: string; version: VersionNode; name: string; position: number; years: number[]; prices: number[] }

/** Where a walk down the answers stands: each level narrows the one before. */
interface Scope {
  year?: number
  brand?: BrandNode
  model?: ModelNode
  /** The model's versions sold in the year, narrowed by body, generation, fuel, gear. */
  versions?: VersionNode[]
  version?: VersionNode
  trim?: TrimNode
}

export interface Choice { level: CatalogLevel; value: string; label: string }

export type CatalogResolution =
  | { ok: true; choices: Choice[]; leaf: CatalogLeaf | null }
  /** `missing`: a later level is answered but this one is not; `unknown`: not an option under the answers before it. */
  | { ok: false; level: CatalogLevel; reason: 'missing' | 'unknown' }

const collator = new Intl.Collator('tr', { numeric: true })
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)

/** Distinct values of a version attribute, in the order of the first version carrying each (versions are in display order). */
function distinct(versions: VersionNode[], key: (v: VersionNode) => string, option: (v: VersionNode) => CatalogOption): CatalogOption[] {
  const seen = new Map<string, CatalogOption>()
  for (const v of versions) {
    const k = key(v)
    if (!seen.has(k)) seen.set(k, option(v))
  }
  return [...seen.values()]
}

const narrowTo = (scope: Scope, key: (v: VersionNode) => string, value: string): Scope | null => {
  const versions = scope.versions!.filter((v) => key(v) === value)
  return versions.length ? { ...scope, versions } : null
}

interface LevelRule {
  options(scope: Scope): CatalogOption[]
  /** The scope under `value`, or null when it is not among options(scope). */
  narrow(scope: Scope, value: string): Scope | null
}

export class CatalogIndex {
  private readonly brandsBySlug = new Map<string, BrandNode>()
  private readonly brandList: BrandNode[]
  private readonly trimsById = new Map<number, TrimNode>()
  private readonly yearList: number[]

  constructor(json: CatalogTreeJson) {
    for (const [id, slug, name, logoUrl] of json.brands) this.brandsBySlug.set(slug, { id, slug, name, logoUrl, years: new Set(), models: new Map() })
    const brandsById = new Map([...this.brandsBySlug.values()].map((b) => [b.id, b]))
    const modelsById = new Map<number, ModelNode>()
    for (const [id, brandId, slug, name] of json.models) {
      const brand = brandsById.get(brandId)
      if (!brand) continue
      const model: ModelNode = { id, slug, name, brand, years: new Set(), versions: [] }
      brand.models.set(slug, model)
      modelsById.set(id, model)
    }
    const gensById = new Map<number, GenerationNode>()
    for (const [id, modelId, name, from, to] of json.generations) {
      const model = modelsById.get(modelId)
      if (model) gensById.set(id, { id, value: String(id), name, label: generationLabel(name, from, to), span: yearSpan(from, to), fromYear: from, model })
    }
    const versionsById = new Map<number, VersionNode>()
    for (const [id, genId, body, fuel, gear, name, engineCc, powerHp, position] of json.versions) {
      const generation = gensById.get(genId)
      if (!generation) continue
      const v: VersionNode = {
        id, value: String(id), generation, body, fuel, gear, name, engineCc, powerHp, position,
        label: versionLabel(name, powerHp, engineCc), years: new Set(), trims: [],
      }
      versionsById.set(id, v)
      generation.model.versions.push(v)
    }
    for (const [agacId, versionId, name, position, years, prices] of json.trims) {
      const version = versionsById.get(versionId)
      if (!version) continue
      const trim: TrimNode = { agacId, value: String(agacId), version, name, position, years, prices }
      version.trims.push(trim)
      this.trimsById.set(agacId, trim)
      const model = version.generation.model
      for (const y of years) {
        version.years.add(y)
        model.years.add(y)
        model.brand.years.add(y)
      }
    }
    // Newest generation first, then the seed's display order (body, fuel, gear, power).
    for (const b of this.brandsBySlug.values()) {
      for (const m of b.models.values()) m.versions.sort((x, y) => y.generation.fromYear - x.generation.fromYear || x.position - y.position)
    }
    for (const v of versionsById.values()) v.trims.sort((a, b) => a.position - b.position)
    this.brandList = [...this.brandsBySlug.values()].filter((b) => b.years.size > 0).sort(byName)
    this.yearList = [...new Set(this.brandList.flatMap((b) => [...b.years]))].sort((a, b) => b - a)
  }

  private readonly rules: Record<CatalogLevel, LevelRule> = {
    year: {
      options: () => this.yearList.map((y) => ({ value: String(y), label: String(y) })),
      narrow: (_s, value) => {
        const year = Number(value)
        return /^\d{4}$/.test(value) && this.yearList.includes(year) ? { year } : null
      },
    },
    brand: {
      options: (s) => this.brandList.filter((b) => b.years.has(s.year!)).map((b) => ({ value: b.slug, label: b.name, imageUrl: b.logoUrl })),
      narrow: (s, value) => {
        const brand = this.brandsBySlug.get(value)
        return brand?.years.has(s.year!) ? { ...s, brand } : null
      },
    },
    model: {
      options: (s) => [...s.brand!.models.values()].filter((m) => m.years.has(s.year!)).sort(byName).map((m) => ({ value: m.slug, label: m.name })),
      narrow: (s, value) => {
        const model = s.brand!.models.get(value)
        return model?.years.has(s.year!) ? { ...s, model, versions: model.versions.filter((v) => v.years.has(s.year!)) } : null
      },
    },
    body: {
      // Tiles with silhouettes (sell-wizard.md §3), drawn by the gateway (/media/bodies).
      options: (s) => distinct(s.versions!, (v) => v.body, (v) => {
        const slug = bodySilhouetteSlug(v.body)
        return slug ? { value: v.body, label: v.body, imageUrl: `/media/bodies/${slug}.svg` } : { value: v.body, label: v.body }
      }),
      narrow: (s, value) => narrowTo(s, (v) => v.body, value),
    },
    generation: {
      options: (s) => distinct(s.versions!, (v) => v.generation.value, ({ generation: g }) => ({ value: g.value, label: g.label, hint: g.span })),
      narrow: (s, value) => narrowTo(s, (v) => v.generation.value, value),
    },
    fuel: {
      options: (s) => distinct(s.versions!, (v) => v.fuel, (v) => ({ value: v.fuel, label: FUEL_LABELS[v.fuel] ?? v.fuel })),
      narrow: (s, value) => narrowTo(s, (v) => v.fuel, value),
    },
    gear: {
      options: (s) => distinct(s.versions!, (v) => v.gear, (v) => ({ value: v.gear, label: v.gear })),
      narrow: (s, value) => narrowTo(s, (v) => v.gear, value),
    },
    version: {
      options: (s) => s.versions!.map((v) => ({ value: v.value, label: v.label })),
      narrow: (s, value) => {
        const version = s.versions!.find((v) => v.value === value)
        return version ? { ...s, versions: [version], version } : null
      },
    },
    trim: {
      options: (s) => s.version!.trims.filter((t) => t.years.includes(s.year!)).map((t) => ({ value: t.value, label: t.name })),
      narrow: (s, value) => {
        const trim = s.version!.trims.find((t) => t.value === value && t.years.includes(s.year!))
        return trim ? { ...s, trim } : null
      },
    },
  }

  /**
   * Lists already built, by level and the answers before it. Only lists under answers that resolve
   * are kept, so the memo is bounded by the tree itself, whatever a client sends; it lives as long
   * as this index (a catalog change builds a new one). The same frozen array comes back each time,
   * which lets a caller keep what it derives from a list (its JSON) against the array itself;
   * the array is frozen, so a caller cannot change it for everyone else.
   */
  private readonly listMemo = new Map<string, CatalogOption[]>()

  /** The options of `level` under the answers of the levels before it; [] when those do not resolve. */
  options(level: CatalogLevel, answers: CatalogAnswers): CatalogOption[] {
    let key: string = level
    for (const l of CATALOG_LEVELS) {
      if (l === level) break
      key += `\u0000${answers[l] ?? ''}`
    }
    const known = this.listMemo.get(key)
    if (known) return known
    let scope: Scope = {}
    for (const l of CATALOG_LEVELS) {
      if (l === level) {
        // Frozen: a caller that changed a shared list would change it for every visitor.
        const list = Object.freeze(this.rules[l].options(scope)) as CatalogOption[]
        this.listMemo.set(key, list)
        return list
      }
      const value = answers[l]
      const next = value === undefined ? null : this.rules[l].narrow(scope, value)
      if (!next) return []
      scope = next
    }
    return []
  }

  /** Whether answers (a prefix of the levels, gaps refused) exist each under its parents; with the trim, its leaf. */
  resolve(answers: CatalogAnswers): CatalogResolution {
    let scope: Scope = {}
    const choices: Choice[] = []
    let gap: CatalogLevel | null = null
    for (const level of CATALOG_LEVELS) {
      const value = answers[level]
      if (value === undefined || value === '') {
        gap ??= level
        continue
      }
      if (gap) return { ok: false, level: gap, reason: 'missing' }
      const next = this.rules[level].narrow(scope, value)
      if (!next) return { ok: false, level, reason: 'unknown' }
      scope = next
      choices.push({ level, value, label: this.labelOf(level, scope, value) })
    }
    return { ok: true, choices, leaf: scope.trim ? this.leaf(scope.trim.agacId, scope.year!) : null }
  }

  private labelOf(level: CatalogLevel, s: Scope, value: string): string {
    switch (level) {
      case 'brand': return s.brand!.name
      case 'model': return s.model!.name
      case 'generation': return s.versions![0]!.generation.label
      case 'fuel': return FUEL_LABELS[value] ?? value
      case 'version': return s.version!.label
      case 'trim': return s.trim!.name
      default: return value
    }
  }

  /** The catalog_leaves row of a trim in a model year, or null when it was not sold that year. */
  leaf(agacId: number, modelYear: number): CatalogLeaf | null {
    const trim = this.trimsById.get(agacId)
    const i = trim ? trim.years.indexOf(modelYear) : -1
    if (!trim || i < 0) return null
    const v = trim.version
    const g = v.generation
    const m = g.model
    return {
      agac_id: trim.agacId, model_year: modelYear,
      brand_id: m.brand.id, brand_slug: m.brand.slug, brand_name: m.brand.name,
      model_id: m.id, model_slug: m.slug, model_name: m.name,
      body: v.body, generation_id: g.id, generation: g.name, fuel: v.fuel, gear: v.gear,
      version_id: v.id, version_name: v.name, engine_cc: v.engineCc, power_hp: v.powerHp,
      trim_name: trim.name, list_price: trim.prices[i]!,
    }
  }
}
