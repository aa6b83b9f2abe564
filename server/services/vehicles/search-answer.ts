// A search's answer (spec §7 vehicles-get): the engine's total, facets and page ids, the page's
// cards, and the facet lists named from the catalog, as UTF-8 JSON. Made in the search host (a worker
// thread, search-engine/search-host.ts, or the event loop for a small inventory), from the cards' and
// facets' UTF-8 copies (decision 051): a page of 60 cards made into one string and encoded cost ~0.3 ms.
import type pg from 'pg'
import { LRUCache } from 'lru-cache'
import { DAMAGE_VALUES, FLAG_KEYS, RANGE_KEYS, type FilterKey } from '../../schemas/vehicles.js'
import type { Catalog } from './catalog.js'
import { cardColumns, toCard, type CardRow } from './cards.js'
import type { NormalisedSearch } from './search.js'
import type { FacetCounts, IndexResult, SearchEngine } from './search-engine/types.js'

export const TITLES: Record<FilterKey, string> = {
  HasReserved: 'Rezerve araçları göster', HasSold: 'Satılan araçları göster', HasOptionedAtSap: 'Opsiyonlu araçları göster',
  HasCertified: 'Sertifikalı araçlar', Tags: 'Öne çıkanlar', HasCampaign: 'Kampanyalı araçlar', Brand: 'Marka', Model: 'Model',
  Year: 'Yıl', Km: 'Kilometre', Price: 'Fiyat', FuelType: 'Yakıt', GearType: 'Vites', CaseType: 'Kasa tipi', Color: 'Renk',
  City: 'Şehir', Damage: 'Hasar durumu',
}

export const TEXT_FACETS = ['FuelType', 'GearType', 'CaseType', 'Color', 'City'] as const
export type TextFacet = (typeof TEXT_FACETS)[number]

/** The page asked for lies past the last one: the route answers 400 naming the last page. */
export interface BeyondLastPage { beyond: number }

/** The card texts the host keeps, in bytes (UTF-8): ~8,000 cards (decision 050). */
export const CARD_TEXT_BYTES = 12 * 1024 * 1024

/**
 * The cards of the vehicles searches show, as UTF-8 JSON, by vehicle id (least recently shown first
 * out): the first pages of the common sorts are shown over and over, and reading them from
 * PostgreSQL was a third of a search's cost. A change to a vehicle drops its card before the next
 * search runs (the host handles messages in order); a rebuild or a new catalog drops them all; a card
 * read while a change arrived is used once and not kept.
 */
export class CardTexts {
  private readonly texts: LRUCache<number, Buffer>
  private catalog: Catalog | undefined
  /** Moves on with every drop: a read that began before it keeps nothing. */
  private epoch = 0

  constructor(maxBytes = CARD_TEXT_BYTES) {
    this.texts = new LRUCache<number, Buffer>({ maxSize: maxBytes, sizeCalculation: (t) => t.length + 64 })
  }

  drop(ids: number[]): void {
    this.epoch++
    for (const id of ids) this.texts.delete(id)
  }

  clear(): void {
    this.epoch++
    this.texts.clear()
  }

  /** The cards of `ids` in that order, as UTF-8 JSON; a vehicle no longer in PostgreSQL is left out. */
  async of(db: pg.Pool, ids: number[], catalog: Catalog): Promise<Buffer[]> {
    if (catalog !== this.catalog) {
      this.clear() // brand and model names come from the catalog
      this.catalog = catalog
    }
    const out: Array<Buffer | undefined> = ids.map((id) => this.texts.get(id))
    const missing = ids.filter((_, i) => out[i] === undefined)
    if (missing.length) {
      const epoch = this.epoch
      const { rows } = await db.query<CardRow>(`SELECT ${cardColumns} FROM vehicles WHERE id = ANY($1::int[])`, [missing])
      const read = new Map(rows.map((r) => [r.id, Buffer.from(JSON.stringify(toCard(r, catalog)))]))
      for (let i = 0; i < ids.length; i++) out[i] ??= read.get(ids[i]!)
      if (epoch === this.epoch && catalog === this.catalog) for (const [id, text] of read) this.texts.set(id, text)
    }
    return out.filter((t): t is Buffer => t !== undefined)
  }
}

const HITS = Buffer.from(',"hits":[')
const COMMA = Buffer.from(',')
const END = Buffer.from(']}}')

/**
 * The answer as UTF-8 JSON — exactly the bytes of JSON.stringify of `{statusCode, result: {totalCount,
 * filters, hits}}` — or how far the pages go when the page asked for is past them. The bytes have a
 * memory of their own (never a slice of Node's shared pool), so they can move to another thread.
 */
export async function searchAnswer(
  engine: SearchEngine, db: pg.Pool, cards: CardTexts, n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[],
): Promise<BeyondLastPage | Buffer> {
  const found = engine.run(n, brandIds, modelIds)
  const lastPage = Math.max(1, Math.ceil(found.total / n.pageSize))
  if (n.pageNumber > lastPage) return { beyond: lastPage }
  const hits = found.pageIds.length ? await cards.of(db, found.pageIds, catalog) : []
  const parts = [Buffer.from(`{"statusCode":200,"result":{"totalCount":${found.total},"filters":`), facetsText(n, catalog, found), HITS]
  for (const [i, card] of hits.entries()) {
    if (i) parts.push(COMMA)
    parts.push(card)
  }
  parts.push(END)
  const out = Buffer.allocUnsafeSlow(parts.reduce((sum, p) => sum + p.length, 0))
  let at = 0
  for (const p of parts) at += p.copy(out, at)
  return out
}

/**
 * The facet lists' UTF-8 JSON, made once per set of facets the engine remembers (and catalog): paging
 * and re-sorting one search, and every search of the same filters, share it. Forgotten with the
 * engine's memory of those facets (a change to the inventory that moves them makes a new set).
 */
const FACETS_TEXT = new WeakMap<object, { catalog: Catalog; text: Buffer }>()

function facetsText(n: NormalisedSearch, catalog: Catalog, found: IndexResult): Buffer {
  const known = found.facetsIdentity && FACETS_TEXT.get(found.facetsIdentity)
  if (known && known.catalog === catalog) return known.text
  const text = Buffer.from(JSON.stringify(buildFacets(n, catalog, found)))
  if (found.facetsIdentity) FACETS_TEXT.set(found.facetsIdentity, { catalog, text })
  return text
}

/** Turkish alphabetical order (as `localeCompare(…, 'tr')`), one collator for every comparison of every answer. */
const TURKISH = new Intl.Collator('tr')

function buildFacets(n: NormalisedSearch, catalog: Catalog, found: FacetCounts) {
  const sel = (k: FilterKey) => new Set((n.filters[k] ?? []).map(String))
  const trTr = (a: { label: string }, b: { label: string }) => TURKISH.compare(a.label, b.label)
  const counts = (k: FilterKey) => [...(found.values.get(k) ?? new Map<string, number>())]
  const out: unknown[] = []
  out.push({
    key: 'Brand', title: TITLES.Brand, type: 'multi',
    values: counts('Brand').map(([id, count]) => {
      const b = catalog.brandById.get(Number(id))!
      return { value: b.slug, label: b.name, count, selected: sel('Brand').has(b.slug), logoUrl: b.logoUrl }
    }).sort(trTr),
  })
  // Models are offered for the chosen brands only (the panel lists them under the brand), which also
  // keeps an unfiltered answer small.
  const brands = new Set([...sel('Brand'), ...[...sel('Model')].map((p) => p.split('/')[0]!)])
  out.push({
    key: 'Model', title: TITLES.Model, type: 'multi',
    values: counts('Model').map(([id, count]) => ({ m: catalog.modelById.get(Number(id))!, count }))
      .filter(({ m }) => brands.has(m.brandSlug))
      .map(({ m, count }) => ({ value: m.path, label: `${m.brandName} ${m.name}`, count, selected: sel('Model').has(m.path) }))
      .sort(trTr),
  })
  for (const k of RANGE_KEYS) {
    const r = found.ranges[k]
    out.push({ key: k, title: TITLES[k], type: 'range', ...(r ? { min: r.min, max: r.max } : {}), ...(n.filters[k] ? { selected: n.filters[k] as number[] } : {}) })
  }
  for (const k of [...TEXT_FACETS, 'Tags'] as const) {
    out.push({
      key: k, title: TITLES[k], type: 'multi',
      values: counts(k).map(([value, count]) => ({ value, label: value, count, selected: sel(k).has(value) })).sort(trTr),
    })
  }
  out.push({
    key: 'Damage', title: TITLES.Damage, type: 'multi',
    values: (Object.keys(DAMAGE_VALUES) as Array<keyof typeof DAMAGE_VALUES>).map((v) => ({
      value: v, label: DAMAGE_VALUES[v], count: found.damage[v] ?? 0, selected: sel('Damage').has(v),
    })),
  })
  for (const k of FLAG_KEYS) {
    const f = n.filters[k]
    const on = k === 'HasCertified' || k === 'HasCampaign' ? f?.[0] === true : f === undefined
    out.push({ key: k, title: TITLES[k], type: 'flag', count: found.flags[k] ?? 0, on })
  }
  return out
}
