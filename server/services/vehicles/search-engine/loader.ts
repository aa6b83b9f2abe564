// The inventory's search columns read from PostgreSQL (the source of truth) without one object per
// vehicle: array rows fetched through a cursor in chunks, written straight into growing typed arrays.
// At a million vehicles the rows never exist all at once as JS objects (decision 047).
import type pg from 'pg'
import { coder, TEXT_COLUMNS, type Columns, type TextColumn } from './columns.js'
import { ROW_FLAG } from './row-flags.js'
import type { IndexRow } from './types.js'

const CHUNK = 20_000
const F = ROW_FLAG

/** The flag bits computed in SQL (ROW_FLAG), so a row arrives as numbers and strings only. */
const FLAGS_SQL = `(is_reserved::int * ${F.reserved} + is_sold::int * ${F.sold} + is_optioned_at_sap::int * ${F.optioned}
  + (certification_title IS NOT NULL)::int * ${F.certified} + (campaign_title IS NOT NULL)::int * ${F.campaign}
  + (tramer_total = 0)::int * ${F.noTramer} + (painted_parts = '{}')::int * ${F.noPainted} + (changed_parts = '{}')::int * ${F.noChanged})`

/** The columns every engine indexes, in the order of the array rows below. */
const SELECT = `SELECT id, vehicle_type_id, brand_id, model_id, year, km, current_price::float8, fuel_type, gear_type,
       case_type, color, city, ${FLAGS_SQL}, tags, (in_stock_date - DATE '2000-01-01'), view_count FROM vehicles`

type ArrayRow = [number, number, number, number, number, number, number, string, string, string, string, string, number, string[], number, number]

/** The rows with these ids, as the engines index them (the ones not found were removed). */
export async function loadRows(db: pg.Pool | pg.PoolClient, ids: number[]): Promise<IndexRow[]> {
  const { rows } = await db.query<ArrayRow>({ text: `${SELECT} WHERE id = ANY($1::int[])`, values: [ids], rowMode: 'array' })
  return rows.map((r) => {
    const flags = r[12]
    return {
      id: r[0], t: r[1], b: r[2], m: r[3], y: r[4], km: r[5], p: r[6], fuel: r[7], gear: r[8], body: r[9], color: r[10], city: r[11],
      res: (flags & F.reserved) !== 0, sold: (flags & F.sold) !== 0, opt: (flags & F.optioned) !== 0, cert: (flags & F.certified) !== 0,
      camp: (flags & F.campaign) !== 0, nt: (flags & F.noTramer) !== 0, np: (flags & F.noPainted) !== 0, nc: (flags & F.noChanged) !== 0,
      tags: r[13], stock: r[14], views: r[15],
    }
  })
}

/** Every vehicle's search columns, in id order. */
export async function loadColumns(client: pg.ClientBase): Promise<Columns> {
  let room = CHUNK
  const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
    const b = make(room)
    b.set(a)
    return b
  }
  let id = new Int32Array(room), type = new Int32Array(room), brand = new Int32Array(room), model = new Int32Array(room)
  let year = new Int32Array(room), km = new Int32Array(room), price = new Float64Array(room), flags = new Uint8Array(room)
  let stock = new Int32Array(room), views = new Int32Array(room)
  const text = Object.fromEntries(TEXT_COLUMNS.map((c) => [c, { dict: [] as string[], codes: new Int32Array(room) }])) as Record<(typeof TEXT_COLUMNS)[number], TextColumn>
  const codeOf = TEXT_COLUMNS.map((c) => coder(text[c].dict))
  const tagDict: string[] = []
  const tagCode = coder(tagDict)
  let tagStart = new Int32Array(room + 1)
  let tagCodes = new Int32Array(room * 2)
  let tagCount = 0
  let n = 0

  await client.query('BEGIN READ ONLY')
  try {
    await client.query(`DECLARE search_rows NO SCROLL CURSOR FOR ${SELECT} ORDER BY id`)
    for (;;) {
      const { rows } = await client.query<ArrayRow>({ text: `FETCH ${CHUNK} FROM search_rows`, rowMode: 'array' })
      if (rows.length === 0) break
      if (n + rows.length > room) {
        room = Math.max(room * 2, n + rows.length)
        id = grow(id, (k) => new Int32Array(k)); type = grow(type, (k) => new Int32Array(k))
        brand = grow(brand, (k) => new Int32Array(k)); model = grow(model, (k) => new Int32Array(k))
        year = grow(year, (k) => new Int32Array(k)); km = grow(km, (k) => new Int32Array(k))
        price = grow(price, (k) => new Float64Array(k)); flags = grow(flags, (k) => new Uint8Array(k))
        stock = grow(stock, (k) => new Int32Array(k)); views = grow(views, (k) => new Int32Array(k))
        for (const c of TEXT_COLUMNS) text[c].codes = grow(text[c].codes, (k) => new Int32Array(k))
        const starts = new Int32Array(room + 1)
        starts.set(tagStart)
        tagStart = starts
      }
      for (const r of rows) {
        id[n] = r[0]; type[n] = r[1]; brand[n] = r[2]; model[n] = r[3]; year[n] = r[4]; km[n] = r[5]; price[n] = r[6]
        for (let c = 0; c < TEXT_COLUMNS.length; c++) text[TEXT_COLUMNS[c]!].codes[n] = codeOf[c]!(r[7 + c] as string)
        flags[n] = r[12]
        for (const tag of r[13]) {
          if (tagCount === tagCodes.length) {
            const more = new Int32Array(tagCodes.length * 2)
            more.set(tagCodes)
            tagCodes = more
          }
          tagCodes[tagCount++] = tagCode(tag)
        }
        tagStart[n + 1] = tagCount
        stock[n] = r[14]; views[n] = r[15]
        n++
      }
    }
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {})
    throw err
  }
  // Exactly n long: the engine sizes its own room from these.
  const cut = <T extends Int32Array | Float64Array | Uint8Array>(a: T) => a.slice(0, n) as T
  for (const c of TEXT_COLUMNS) text[c].codes = cut(text[c].codes)
  return {
    length: n, id: cut(id), type: cut(type), brand: cut(brand), model: cut(model), year: cut(year), km: cut(km), price: cut(price),
    ...text, flags: cut(flags),
    tags: { dict: tagDict, start: tagStart.slice(0, n + 1), codes: tagCodes.slice(0, tagCount) },
    stock: cut(stock), views: cut(views),
  }
}
