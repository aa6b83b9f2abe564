// Vehicles as `app.vehicles`: search, detail by announcement number, home rails and the home filter,
// all through the two-tier cache; view counts go to Redis and reach PostgreSQL in batches.
import type pg from 'pg'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import type { SearchHostMode } from '../../config.js'
import type { MaybeCached, TwoTierCache } from '../cache/two-tier-cache.js'
import { CatalogService, type Catalog } from './catalog.js'
import { SEARCH_PREFIX, VehicleSearch, normalise, searchKey, type SearchRequest } from './search.js'
import { SearchMemo } from './search-memo.js'
import { SearchHost } from './search-engine/search-host.js'
import { cardColumns, cardSelect, detailPath, photoUrl, toCard, type CardRow } from './cards.js'
import { VEHICLE_TYPES } from '../../schemas/vehicles.js'

export const VEHICLES_PREFIX = 'vehicles:'
/**
 * Vehicle addresses per sitemap file. The protocol allows 50,000 (and 50 MB); a fifth of that keeps
 * one file at ~1.4 MB, answered in ~13 ms once cached, at any inventory size (measured at 200k; decision 048).
 */
export const SITEMAP_URLS_PER_FILE = 10_000
/** Answers made from the whole inventory (besides searches), dropped by any change to it. */
const ANSWERS_OF_THE_INVENTORY = [`${VEHICLES_PREFIX}rails:`, `${VEHICLES_PREFIX}home-filter:`, `${VEHICLES_PREFIX}sitemap`]
const NEW_DAYS = 15
const RAIL_SIZE = 12

interface DetailRow extends CardRow {
  generation: string; engine_cc: number | null; power_hp: number; chassis_number: string; license_plate: string
  painted_parts: string[]; changed_parts: string[]; expertise_summary: string; photo_count: number; view_count: number
  branch_id: number; branch_name: string; branch_city: string; branch_district: string; branch_address: string
  branch_phone: string; branch_hours: string; latitude: number; longitude: number
}

export class VehicleService {
  readonly catalog: CatalogService
  private readonly searcher: VehicleSearch
  private readonly memo = new SearchMemo<Catalog>()
  private flushTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly db: pg.Pool,
    private readonly cache: TwoTierCache,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
    search: { databaseUrl: string; mode: SearchHostMode },
  ) {
    this.catalog = new CatalogService(db, cache)
    this.searchHost = new SearchHost({ db, ...search }, log)
    this.searcher = new VehicleSearch(cache, this.searchHost)
    // An inventory change anywhere (this instance or another, via pub/sub) reaches the search engine:
    // named vehicles are patched in place, anything broader rebuilds it off the event loop. This
    // instance's own message, back from Redis, was patched in when it was sent: patching it again
    // read the rows from PostgreSQL a second time, while every search waited.
    cache.onInvalidate((msg, echo) => {
      if (echo) return
      if (msg.views) this.searchHost.viewsChanged(msg.views)
      if (!msg.prefixes?.some((p) => VEHICLES_PREFIX.startsWith(p) || p.startsWith(VEHICLES_PREFIX))) return
      if (msg.vehicles) this.searchHost.changed(msg.vehicles)
      else this.searchHost.rebuild()
    })
  }

  /** The search host: the search engine in its worker thread (its first build starts with the production gateway; see plugins/vehicles.ts). */
  readonly searchHost: SearchHost

  /**
   * A repeated search is answered synchronously from the local cache tier (no promise on the way).
   * `raw`, the request's JSON text, lets a body seen before skip normalising (see SearchMemo);
   * `acceptsBrotli`, that the asking client takes Brotli (see VehicleSearch.search).
   */
  search(req: SearchRequest, raw?: string, acceptsBrotli = false): MaybeCached {
    const catalog = this.catalog.current()
    if (catalog instanceof Promise) return catalog.then((c) => this.searchIn(req, c, raw, acceptsBrotli))
    return this.searchIn(req, catalog, raw, acceptsBrotli)
  }

  /** The validated body of a search sent before with exactly this JSON text, if remembered. */
  knownSearchBody(raw: string): SearchRequest | undefined {
    return this.memo.body(raw)
  }

  private searchIn(req: SearchRequest, catalog: Catalog, raw: string | undefined, acceptsBrotli: boolean): MaybeCached {
    const known = raw === undefined ? undefined : this.memo.get(raw, catalog)
    if (known) return this.searcher.search(known.search, catalog, known.key, acceptsBrotli)
    const search = normalise(req, catalog)
    const key = searchKey(search)
    if (raw !== undefined) this.memo.remember(raw, { body: req, search, key, catalog })
    return this.searcher.search(search, catalog, key, acceptsBrotli)
  }

  /** Everything the detail page shows; body 'null' for an unknown number. */
  async detail(announcementNo: string): Promise<MaybeCached> {
    const catalog = await this.catalog.get()
    return this.cache.get(`${VEHICLES_PREFIX}detail:${announcementNo}`, async () => {
      const { rows } = await this.db.query<DetailRow>(
        `SELECT ${cardSelect('v')}, generation, engine_cc, power_hp, chassis_number, license_plate,
                painted_parts, changed_parts, expertise_summary, photo_count, view_count, branch_id,
                b.name AS branch_name, b.city AS branch_city, b.district AS branch_district, b.address AS branch_address,
                b.phone AS branch_phone, b.hours AS branch_hours, b.latitude, b.longitude
           FROM vehicles v JOIN branches b ON b.id = v.branch_id WHERE announcement_no = $1`, [announcementNo])
      const r = rows[0]
      if (!r) return null
      const similar = await this.db.query<CardRow>(
        `SELECT ${cardColumns} FROM vehicles
          WHERE vehicle_type_id = $1 AND id <> $2 AND NOT is_sold AND NOT is_reserved
            AND (model_id = $3 OR (case_type = $4 AND current_price BETWEEN $5 * 0.8 AND $5 * 1.2))
          ORDER BY (model_id = $3) DESC, abs(current_price - $5), id LIMIT 6`,
        [r.vehicle_type_id, r.id, r.model_id, r.case_type, Number(r.current_price)])
      return {
        statusCode: 200,
        result: {
          ...toCard(r, catalog),
          generation: r.generation,
          engineSize: r.engine_cc,
          enginePower: r.power_hp,
          chassisNumber: r.chassis_number,
          licensePlate: r.license_plate,
          paintedParts: r.painted_parts,
          changedParts: r.changed_parts,
          expertiseSummary: r.expertise_summary,
          viewCount: r.view_count,
          vehiclePhotos: Array.from({ length: r.photo_count }, (_, i) => ({ imageUrl: photoUrl(r.announcement_no, i) })),
          status: { text: r.is_sold ? 'Satıldı' : r.is_reserved ? 'Rezerve' : r.is_optioned_at_sap ? 'Opsiyonlu' : 'Satışta' },
          seller: {
            id: r.branch_id, name: r.branch_name, city: r.branch_city, district: r.branch_district, address: r.branch_address,
            phone: r.branch_phone, hours: r.branch_hours, latitude: r.latitude, longitude: r.longitude,
          },
          similar: similar.rows.map((s) => toCard(s, catalog)),
        },
      }
    })
  }

  /** Spec §9 home rails: new (in stock ≤ 15 days, not reserved or sold, newest first), most viewed, campaign. */
  async homeRails(type: number): Promise<MaybeCached> {
    const catalog = await this.catalog.get()
    return this.cache.get(`${VEHICLES_PREFIX}rails:${type}`, async () => {
      const visible = 'vehicle_type_id = $1 AND NOT is_reserved AND NOT is_sold'
      const [fresh, viewed, campaign] = await Promise.all([
        this.db.query<CardRow>(`SELECT ${cardColumns} FROM vehicles WHERE ${visible} AND in_stock_date >= current_date - ${NEW_DAYS}
          ORDER BY in_stock_date DESC, id DESC LIMIT ${RAIL_SIZE}`, [type]),
        this.db.query<CardRow>(`SELECT ${cardColumns} FROM vehicles WHERE vehicle_type_id = $1 ORDER BY view_count DESC, id DESC LIMIT ${RAIL_SIZE}`, [type]),
        this.db.query<CardRow>(`SELECT ${cardColumns} FROM vehicles WHERE ${visible} AND campaign_title IS NOT NULL
          ORDER BY in_stock_date DESC, id DESC LIMIT ${RAIL_SIZE}`, [type]),
      ])
      const cards = (rows: CardRow[]) => rows.map((r) => toCard(r, catalog))
      return { statusCode: 200, result: { new: cards(fresh.rows), mostViewed: cards(viewed.rows), campaign: cards(campaign.rows) } }
    })
  }

  /** Spec §3 home filter: years and brands (with small logos) that have cars for sale. */
  async homeFilter(type: number): Promise<MaybeCached> {
    return this.cache.get(`${VEHICLES_PREFIX}home-filter:${type}`, async () => {
      const [years, brands] = await Promise.all([
        this.db.query<{ year: number }>('SELECT DISTINCT year FROM vehicles WHERE vehicle_type_id = $1 AND NOT is_sold ORDER BY year DESC', [type]),
        this.db.query(`SELECT b.id AS "brandId", b.name AS "brandText", b.logo_url AS "brandSmallLogo", b.slug, count(*)::int AS count
          FROM vehicles v JOIN brands b ON b.id = v.brand_id WHERE v.vehicle_type_id = $1 AND NOT v.is_sold
          GROUP BY b.id ORDER BY b.name`, [type]),
      ])
      return { statusCode: 200, result: { years: years.rows.map((r) => r.year), brands: brands.rows } }
    })
  }

  /** What a vehicle's drawn photos show; body 'null' for an unknown number. */
  photoSubject(announcementNo: string): MaybeCached {
    return this.cache.get(`${VEHICLES_PREFIX}photo:${announcementNo}`, async () => {
      const { rows } = await this.db.query(
        `SELECT v.vehicle_type_id AS "vehicleTypeId", v.case_type AS "caseType", v.color, b.name AS brand, m.name AS model,
                v.year, v.photo_count AS "photoCount"
           FROM vehicles v JOIN brands b ON b.id = v.brand_id JOIN models m ON m.id = v.model_id WHERE v.announcement_no = $1`, [announcementNo])
      return rows[0] ?? null
    })
  }

  /** How many vehicles are for sale: the vehicle sitemaps are that many addresses, SITEMAP_URLS_PER_FILE to a file. */
  sitemapCount(): MaybeCached {
    return this.cache.get(`${VEHICLES_PREFIX}sitemap:count`, async () => {
      const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles WHERE NOT is_sold')
      return rows[0]!.n
    })
  }

  /**
   * Addresses of the vehicles for sale in sitemap file `file` (from 1), in id order. Each file is
   * cached on its own and dropped with the rest of the inventory's answers on any change.
   */
  sitemapEntries(file: number): MaybeCached {
    return this.cache.get(`${VEHICLES_PREFIX}sitemap:${file}`, async () => {
      const catalog = await this.catalog.get()
      const { rows } = await this.db.query<{ vehicle_type_id: number; model_id: number; model_name: string; year: number; announcement_no: string; updated_at: Date }>(
        'SELECT vehicle_type_id, model_id, model_name, year, announcement_no, updated_at FROM vehicles WHERE NOT is_sold ORDER BY id LIMIT $1 OFFSET $2',
        [SITEMAP_URLS_PER_FILE, (file - 1) * SITEMAP_URLS_PER_FILE])
      return rows.map((r) => {
        const m = catalog.modelById.get(r.model_id)!
        return { path: detailPath(r.vehicle_type_id, m.brandSlug, m.slug, r.model_name, r.year, r.announcement_no), lastmod: r.updated_at.toISOString() }
      })
    })
  }

  // --- view counts ---------------------------------------------------------------------------

  private get viewsKey(): string {
    return `${this.keyPrefix}vehicles:views`
  }

  /** Counts a view at most once per client and vehicle per hour; no database write per view. */
  async countView(announcementNo: string, clientIp: string): Promise<void> {
    const seen = await this.redis.set(`${this.keyPrefix}vehicles:seen:${announcementNo}:${clientIp}`, '1', 'EX', 3600, 'NX')
    if (seen === 'OK') await this.redis.hincrby(this.viewsKey, announcementNo, 1)
  }

  /** Moves the counted views into PostgreSQL; a rename makes each batch belong to one instance. */
  async flushViews(): Promise<number> {
    if (this.redis.status !== 'ready') return 0
    const batch = `${this.viewsKey}:flush:${process.pid}:${Date.now()}`
    try {
      await this.redis.rename(this.viewsKey, batch)
    } catch {
      return 0 // nothing counted since the last flush
    }
    const counts = await this.redis.hgetall(batch)
    const entries = Object.entries(counts).filter(([no, n]) => /^\d{6,12}$/.test(no) && Number(n) > 0)
    let views: Array<[number, number]> = []
    if (entries.length) {
      const { rows } = await this.db.query<{ id: number; view_count: number }>(
        `UPDATE vehicles v SET view_count = v.view_count + c.n FROM unnest($1::text[], $2::int[]) AS c(no, n)
          WHERE v.announcement_no = c.no RETURNING v.id, v.view_count`,
        [entries.map(([no]) => no), entries.map(([, n]) => Number(n))])
      views = rows.map((r) => [r.id, r.view_count])
    }
    await this.redis.unlink(batch)
    // The 'most visited' order follows the counts on every instance (no rebuild; cached answers stay).
    if (views.length) await this.cache.invalidate({ views })
    return entries.length
  }

  startFlushing(everyMs: number): void {
    this.flushTimer = setInterval(() => {
      this.flushViews().catch((err: unknown) => this.log.warn({ err: (err as Error).message }, 'view count flush failed; retried next round'))
    }, everyMs)
    this.flushTimer.unref()
  }

  async stop(): Promise<void> {
    if (this.flushTimer) clearInterval(this.flushTimer)
    await this.flushViews().catch(() => 0)
    await this.searchHost.stop()
  }

  /** Changes a vehicle's status or price; a lowered price keeps the old one as previous_price. */
  async update(announcementNo: string, u: { isReserved?: boolean | undefined; isSold?: boolean | undefined; isOptionedAtSap?: boolean | undefined; currentListingPrice?: number | undefined; campaignTitle?: string | null | undefined }): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number }>(
      `UPDATE vehicles SET
         is_reserved = COALESCE($2, is_reserved), is_sold = COALESCE($3, is_sold), is_optioned_at_sap = COALESCE($4, is_optioned_at_sap),
         previous_price = CASE WHEN $5::bigint IS NULL THEN previous_price WHEN $5 < current_price THEN current_price ELSE NULL END,
         current_price = COALESCE($5, current_price),
         campaign_title = CASE WHEN $6 THEN $7 ELSE campaign_title END,
         updated_at = now()
       WHERE announcement_no = $1 RETURNING id`,
      [announcementNo, u.isReserved ?? null, u.isSold ?? null, u.isOptionedAtSap ?? null, u.currentListingPrice ?? null,
        u.campaignTitle !== undefined, u.campaignTitle ?? null])
    if (rows.length === 0) return false
    await this.invalidate({ ids: rows.map((r) => r.id), announcementNos: [announcementNo] })
    return true
  }

  /**
   * An inventory change drops the vehicle answers it touches everywhere. Without `changed`, every
   * vehicle answer (the catalog too) and the search engines rebuild off the event loop. With the
   * changed vehicles (a price or status: `update`), the catalog stays — its brands, models and value
   * lists do not change with them, and reloading it at 200,000 cars held every search ~100 ms per
   * change (decision 047) — and the search engines patch those vehicles in place.
   */
  invalidate(changed?: { ids: number[]; announcementNos: string[] }): Promise<void> {
    if (!changed) return this.cache.invalidate({ prefixes: [VEHICLES_PREFIX] })
    return this.cache.invalidate({
      prefixes: [SEARCH_PREFIX, ...ANSWERS_OF_THE_INVENTORY],
      keys: changed.announcementNos.flatMap((no) => [`${VEHICLES_PREFIX}detail:${no}`, `${VEHICLES_PREFIX}photo:${no}`]),
      vehicles: changed.ids,
    })
  }
}

export const isVehicleType = (n: number) => n === VEHICLE_TYPES.car || n === VEHICLE_TYPES.motorcycle
