// The reference engine: the inventory's filter and sort columns in typed arrays, and one pass over the
// rows of a vehicle type giving the total, every facet's counts with its own selection left out, and
// the range bounds; the page of hits is read along a pre-sorted order. Card data of the page come from
// PostgreSQL. Measured reasons for not doing the facets in SQL: docs/decisions/012-vehicle-search.md.
// Linear in the inventory (≈50–77 ns a row); bitmap-engine.ts must give the same answers.
import type pg from 'pg'
import { FILTER_KEYS, type FilterKey, type SorterId } from '../../../schemas/vehicles.js'
import type { NormalisedSearch } from '../search.js'
import { DAMAGE_BIT, FLAG_FILTER_BIT as FLAG_BIT, ROW_FLAG as F, rowFlags } from './row-flags.js'
import type { IndexResult, IndexRow, SearchEngine } from './types.js'

const TEXT_FACETS = ['FuelType', 'GearType', 'CaseType', 'Color', 'City'] as const
type TextFacet = (typeof TEXT_FACETS)[number]

const BIT: Record<FilterKey, number> = Object.fromEntries(FILTER_KEYS.map((k, i) => [k, 1 << i])) as Record<FilterKey, number>

export class ScanEngine implements SearchEngine {
  readonly size: number
  private readonly id: Int32Array
  private readonly type: Int32Array
  private readonly brand: Int32Array
  private readonly model: Int32Array
  private readonly year: Int32Array
  private readonly km: Int32Array
  private readonly price: Float64Array
  private readonly text: Record<TextFacet, Uint16Array>
  private readonly dict: Record<TextFacet, string[]>
  private readonly flags: Uint8Array
  private readonly tags: Uint32Array
  private readonly tagNames: string[]
  private readonly orders = new Map<SorterId, Int32Array>()
  private readonly maxBrand: number
  private readonly maxModel: number

  constructor(rows: IndexRow[]) {
    const n = (this.size = rows.length)
    this.id = new Int32Array(n)
    this.type = new Int32Array(n)
    this.brand = new Int32Array(n)
    this.model = new Int32Array(n)
    this.year = new Int32Array(n)
    this.km = new Int32Array(n)
    this.price = new Float64Array(n)
    this.flags = new Uint8Array(n)
    this.tags = new Uint32Array(n)
    const dictIndex = {} as Record<TextFacet, Map<string, number>>
    this.dict = {} as Record<TextFacet, string[]>
    this.text = {} as Record<TextFacet, Uint16Array>
    for (const f of TEXT_FACETS) {
      dictIndex[f] = new Map()
      this.dict[f] = []
      this.text[f] = new Uint16Array(n)
    }
    const tagIndex = new Map<string, number>()
    this.tagNames = []
    const stock = new Int32Array(n)
    const views = new Int32Array(n)
    const campaign = new Uint8Array(n)
    const code = (f: TextFacet, v: string) => {
      let c = dictIndex[f].get(v)
      if (c === undefined) {
        c = this.dict[f].push(v) - 1
        dictIndex[f].set(v, c)
      }
      return c
    }
    rows.forEach((r, i) => {
      this.id[i] = r.id
      this.type[i] = r.t
      this.brand[i] = r.b
      this.model[i] = r.m
      this.year[i] = r.y
      this.km[i] = r.km
      this.price[i] = Number(r.p)
      this.text.FuelType[i] = code('FuelType', r.fuel)
      this.text.GearType[i] = code('GearType', r.gear)
      this.text.CaseType[i] = code('CaseType', r.body)
      this.text.Color[i] = code('Color', r.color)
      this.text.City[i] = code('City', r.city)
      this.flags[i] = rowFlags(r)
      let mask = 0
      for (const tag of r.tags) {
        let b = tagIndex.get(tag)
        if (b === undefined && this.tagNames.length < 32) {
          b = this.tagNames.push(tag) - 1
          tagIndex.set(tag, b)
        }
        if (b !== undefined) mask |= 1 << b
      }
      this.tags[i] = mask >>> 0
      stock[i] = r.stock
      views[i] = r.views
      campaign[i] = r.camp ? 1 : 0
    })
    this.maxBrand = this.brand.reduce((a, b) => Math.max(a, b), 0)
    this.maxModel = this.model.reduce((a, b) => Math.max(a, b), 0)
    // The nine sort orders, the same as the SQL ORDER BYs they replace (ties broken by id).
    const order = (cmp: (a: number, b: number) => number) => Int32Array.from({ length: n }, (_, i) => i).sort(cmp)
    const id = this.id
    this.orders.set(1, order((a, b) => views[b]! - views[a]! || id[b]! - id[a]!))
    this.orders.set(2, order((a, b) => stock[b]! - stock[a]! || id[b]! - id[a]!))
    this.orders.set(3, order((a, b) => campaign[b]! - campaign[a]! || stock[b]! - stock[a]! || id[b]! - id[a]!))
    this.orders.set(4, order((a, b) => this.price[a]! - this.price[b]! || id[a]! - id[b]!))
    this.orders.set(5, order((a, b) => this.price[b]! - this.price[a]! || id[b]! - id[a]!))
    this.orders.set(6, order((a, b) => this.km[a]! - this.km[b]! || id[a]! - id[b]!))
    this.orders.set(7, order((a, b) => this.km[b]! - this.km[a]! || id[b]! - id[a]!))
    this.orders.set(8, order((a, b) => this.year[a]! - this.year[b]! || id[a]! - id[b]!))
    this.orders.set(9, order((a, b) => this.year[b]! - this.year[a]! || id[b]! - id[a]!))
  }

  static async load(db: pg.Pool): Promise<ScanEngine> {
    const { rows } = await db.query<IndexRow>(`
      SELECT id, vehicle_type_id AS t, brand_id AS b, model_id AS m, year AS y, km, current_price AS p,
             fuel_type AS fuel, gear_type AS gear, case_type AS body, color, city,
             is_reserved AS res, is_sold AS sold, is_optioned_at_sap AS opt, certification_title IS NOT NULL AS cert,
             campaign_title IS NOT NULL AS camp, tramer_total = 0 AS nt, painted_parts = '{}' AS np, changed_parts = '{}' AS nc,
             tags, (in_stock_date - DATE '2000-01-01') AS stock, view_count AS views
        FROM vehicles ORDER BY id`)
    return new ScanEngine(rows)
  }

  /** One pass: which active filters each row fails, as a bit mask; counts go to the facets it may count for. */
  run(n: NormalisedSearch, brandIds: number[], modelIds: number[]): IndexResult {
    const active = Object.keys(n.filters) as FilterKey[]
    const has = (k: FilterKey) => active.includes(k)
    // Lookup tables for the value filters.
    const lut = (ids: number[]) => {
      const t = new Uint8Array(Math.max(0, ...ids) + 1)
      for (const i of ids) t[i] = 1
      return t
    }
    const brandOk = has('Brand') ? lut(brandIds) : null
    const modelOk = has('Model') ? lut(modelIds) : null
    const textOk = {} as Record<TextFacet, Uint8Array | null>
    for (const f of TEXT_FACETS) {
      const want = n.filters[f] as string[] | undefined
      textOk[f] = want ? Uint8Array.from(this.dict[f], (v) => (want.includes(v) ? 1 : 0)) : null
    }
    const tagWant = (n.filters.Tags as string[] | undefined)?.reduce((m, t) => m | (1 << this.tagNames.indexOf(t)), 0) ?? 0
    const range = (k: 'Year' | 'Km' | 'Price') => (n.filters[k] as [number, number] | undefined) ?? null
    const yr = range('Year'), kr = range('Km'), pr = range('Price')
    const damageWant = ((n.filters.Damage as string[] | undefined) ?? []).reduce((m, d) => m | DAMAGE_BIT[d]!, 0)
    // Flag filters: the bit, and whether rows must have it (true) or must not (false).
    const flagTests = (Object.keys(FLAG_BIT) as FilterKey[]).filter(has).map((k) => ({ bit: FLAG_BIT[k]!, want: n.filters[k]![0] === true, key: BIT[k] }))

    // Counters as typed arrays indexed by id or dictionary code; the hot loop allocates nothing.
    const brandCount = new Uint32Array(this.maxBrand + 1)
    const modelCount = new Uint32Array(this.maxModel + 1)
    const tf = TEXT_FACETS.map((f) => ({ codes: this.text[f], ok: textOk[f], bit: BIT[f], count: new Uint32Array(this.dict[f].length) }))
    const tagCount = new Uint32Array(this.tagNames.length)
    let yMin = Infinity, yMax = -Infinity, kMin = Infinity, kMax = -Infinity, pMin = Infinity, pMax = -Infinity
    const flagKeys = Object.keys(FLAG_BIT)
    const flagBits = flagKeys.map((k) => FLAG_BIT[k]!)
    const flagFilterBits = flagKeys.map((k) => BIT[k as FilterKey])
    const flagCount = new Uint32Array(flagKeys.length)
    let dT = 0, dP = 0, dC = 0
    const matched = new Uint8Array(this.size)
    let total = 0
    const { type, brand, model, year, km, price, flags, tags } = this
    const B = BIT

    for (let i = 0; i < this.size; i++) {
      if (type[i] !== n.type) continue
      let fail = 0
      if (brandOk && !brandOk[brand[i]!]) fail |= B.Brand
      if (modelOk && !modelOk[model[i]!]) fail |= B.Model
      for (let f = 0; f < tf.length; f++) { const t = tf[f]!; if (t.ok && !t.ok[t.codes[i]!]) fail |= t.bit }
      if (tagWant && !(tags[i]! & tagWant)) fail |= B.Tags
      const y = year[i]!, k = km[i]!, p = price[i]!
      if (yr && (y < yr[0] || y > yr[1])) fail |= B.Year
      if (kr && (k < kr[0] || k > kr[1])) fail |= B.Km
      if (pr && (p < pr[0] || p > pr[1])) fail |= B.Price
      const fl = flags[i]!
      if (damageWant && (fl & damageWant) !== damageWant) fail |= B.Damage
      for (let t = 0; t < flagTests.length; t++) { const ft = flagTests[t]!; if (((fl & ft.bit) !== 0) !== ft.want) fail |= ft.key }
      // A row counts for facet k when it passes every filter but (possibly) k's own.
      if (fail !== 0 && (fail & (fail - 1)) !== 0) continue
      const all = fail === 0
      if (all) {
        total++
        matched[i] = 1
      }
      if (all || fail === B.Brand) brandCount[brand[i]!]!++
      if (all || fail === B.Model) modelCount[model[i]!]!++
      for (let f = 0; f < tf.length; f++) { const t = tf[f]!; if (all || fail === t.bit) t.count[t.codes[i]!]!++ }
      if (all || fail === B.Tags) for (let m = tags[i]!, b = 0; m; m >>>= 1, b++) if (m & 1) tagCount[b]!++
      if (all || fail === B.Year) { if (y < yMin) yMin = y; if (y > yMax) yMax = y }
      if (all || fail === B.Km) { if (k < kMin) kMin = k; if (k > kMax) kMax = k }
      if (all || fail === B.Price) { if (p < pMin) pMin = p; if (p > pMax) pMax = p }
      if (all || fail === B.Damage) {
        if (fl & F.noTramer) dT++
        if (fl & F.noPainted) dP++
        if (fl & F.noChanged) dC++
      }
      for (let f = 0; f < flagBits.length; f++) if ((all || fail === flagFilterBits[f]) && fl & flagBits[f]!) flagCount[f]!++
    }

    // The page: walk the sort order, skip what does not match.
    const order = this.orders.get(n.sorter)!
    const skip = (n.pageNumber - 1) * n.pageSize
    const pageIds: number[] = []
    let seen = 0
    for (let j = 0; j < order.length && pageIds.length < n.pageSize; j++) {
      const i = order[j]!
      if (!matched[i]) continue
      if (seen++ >= skip) pageIds.push(this.id[i]!)
    }

    const nonZero = (arr: Uint32Array, label: (i: number) => string) => {
      const m = new Map<string, number>()
      for (let i = 0; i < arr.length; i++) if (arr[i]! > 0) m.set(label(i), arr[i]!)
      return m
    }
    const values = new Map<FilterKey, Map<string, number>>()
    values.set('Brand', nonZero(brandCount, String))
    values.set('Model', nonZero(modelCount, String))
    TEXT_FACETS.forEach((f, j) => values.set(f, nonZero(tf[j]!.count, (c) => this.dict[f][c]!)))
    values.set('Tags', nonZero(tagCount, (b) => this.tagNames[b]!))
    const r = (min: number, max: number) => (min === Infinity ? null : { min, max })
    const flagsOut = Object.fromEntries(flagKeys.map((k, j) => [k, flagCount[j]!]))
    return {
      total, values, ranges: { Year: r(yMin, yMax), Km: r(kMin, kMax), Price: r(pMin, pMax) }, flags: flagsOut,
      damage: { NoTramer: dT, NoPainted: dP, NoChanged: dC }, pageIds,
    }
  }
}
