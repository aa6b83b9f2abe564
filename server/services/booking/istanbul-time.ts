// Europe/Istanbul has been UTC+3 all year since 2016 (no DST), so a local day and time convert to an
// instant by a fixed offset; no time-zone database is consulted. Days are 'YYYY-MM-DD' strings.

export const ISTANBUL_OFFSET_MS = 3 * 3_600_000
const DAY_MS = 86_400_000

/** The Istanbul calendar day of an instant. */
export function istanbulDay(at: Date | number): string {
  return new Date(+at + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10)
}

/** Minutes after Istanbul midnight of an instant. */
export function istanbulMinutes(at: Date | number): number {
  const ms = (+at + ISTANBUL_OFFSET_MS) % DAY_MS
  return Math.floor(ms / 60_000)
}

/** The instant of a local day and minute of day. */
export function instantOf(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS + minutes * 60_000)
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay()
  return d === 0 ? 7 : d
}

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const t = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value
}

/** '09:30' → 570; anything else → null. */
export function parseHm(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(value)
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

export const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const WEEKDAY_SHORT = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const
export const WEEKDAY_LONG = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const
const MONTH_SHORT = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'] as const

/** '2026-03-12' → '12.03.2026' */
export const trDate = (day: string) => day.split('-').reverse().join('.')

/** '2026-03-12' → '12 Mar Per' (the date strip's chip). */
export function chipLabel(day: string): string {
  const [, m, d] = day.split('-')
  return `${Number(d)} ${MONTH_SHORT[Number(m) - 1]} ${WEEKDAY_SHORT[weekdayOf(day) - 1]}`
}
