// The per-row flag bits both engines use, and which filter tests which bit.
import type { IndexRow } from './types.js'

export const ROW_FLAG = {
  reserved: 1, sold: 2, optioned: 4, certified: 8, campaign: 16, noTramer: 32, noPainted: 64, noChanged: 128,
} as const

/** The flag filters (shown/narrowing by a boolean) and the bit each tests. */
export const FLAG_FILTER_BIT: Record<string, number> = {
  HasReserved: ROW_FLAG.reserved, HasSold: ROW_FLAG.sold, HasOptionedAtSap: ROW_FLAG.optioned,
  HasCertified: ROW_FLAG.certified, HasCampaign: ROW_FLAG.campaign,
}

/** The Damage filter's values: a row matches when it has every selected bit. */
export const DAMAGE_BIT: Record<string, number> = { NoTramer: ROW_FLAG.noTramer, NoPainted: ROW_FLAG.noPainted, NoChanged: ROW_FLAG.noChanged }

export function rowFlags(r: IndexRow): number {
  const F = ROW_FLAG
  return (r.res ? F.reserved : 0) | (r.sold ? F.sold : 0) | (r.opt ? F.optioned : 0) | (r.cert ? F.certified : 0)
    | (r.camp ? F.campaign : 0) | (r.nt ? F.noTramer : 0) | (r.np ? F.noPainted : 0) | (r.nc ? F.noChanged : 0)
}
