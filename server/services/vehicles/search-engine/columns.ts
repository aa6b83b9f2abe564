// The bitmap engine's input as columns, which a PostgreSQL loader or a worker can fill without one
// object per vehicle. Text values are dictionary-coded; tags are a list per row (row i's codes are
// codes[start[i] .. start[i + 1])). Flags are ROW_FLAG bits.
import { rowFlags } from './row-flags.js'
import type { IndexRow } from './types.js'

export interface TextColumn { dict: string[]; codes: Int32Array }
export interface TagColumn { dict: string[]; start: Int32Array; codes: Int32Array }

export interface Columns {
  length: number
  id: Int32Array
  type: Int32Array
  brand: Int32Array
  model: Int32Array
  year: Int32Array
  km: Int32Array
  price: Float64Array
  fuel: TextColumn
  gear: TextColumn
  body: TextColumn
  color: TextColumn
  city: TextColumn
  flags: Uint8Array
  tags: TagColumn
  /** days since 2000-01-01 */
  stock: Int32Array
  views: Int32Array
}

export const TEXT_COLUMNS = ['fuel', 'gear', 'body', 'color', 'city'] as const
export type TextColumnName = (typeof TEXT_COLUMNS)[number]

/** A dictionary coder: the code of a value, adding it to the dictionary when new. */
export function coder(dict: string[]): (v: string) => number {
  const index = new Map(dict.map((v, i) => [v, i]))
  return (v) => {
    let c = index.get(v)
    if (c === undefined) {
      c = dict.push(v) - 1
      index.set(v, c)
    }
    return c
  }
}

export function columnsFromRows(rows: IndexRow[]): Columns {
  const n = rows.length
  const text = (pick: (r: IndexRow) => string): TextColumn => {
    const dict: string[] = []
    const code = coder(dict)
    return { dict, codes: Int32Array.from(rows, (r) => code(pick(r))) }
  }
  const tagDict: string[] = []
  const tagCode = coder(tagDict)
  const start = new Int32Array(n + 1)
  const tagCodes: number[] = []
  rows.forEach((r, i) => {
    for (const t of r.tags) tagCodes.push(tagCode(t))
    start[i + 1] = tagCodes.length
  })
  return {
    length: n,
    id: Int32Array.from(rows, (r) => r.id),
    type: Int32Array.from(rows, (r) => r.t),
    brand: Int32Array.from(rows, (r) => r.b),
    model: Int32Array.from(rows, (r) => r.m),
    year: Int32Array.from(rows, (r) => r.y),
    km: Int32Array.from(rows, (r) => r.km),
    price: Float64Array.from(rows, (r) => Number(r.p)),
    fuel: text((r) => r.fuel),
    gear: text((r) => r.gear),
    body: text((r) => r.body),
    color: text((r) => r.color),
    city: text((r) => r.city),
    flags: Uint8Array.from(rows, rowFlags),
    tags: { dict: tagDict, start, codes: Int32Array.from(tagCodes) },
    stock: Int32Array.from(rows, (r) => r.stock),
    views: Int32Array.from(rows, (r) => r.views),
  }
}
