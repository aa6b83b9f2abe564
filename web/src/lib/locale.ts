// Turkish formatting helpers (spec §1: Turkish locale, week starts on Monday).

export const LOCALE = 'tr-TR'
/** 0 = Sunday … 6 = Saturday; Turkey starts the week on Monday. */
export const WEEK_STARTS_ON = 1

/** Groups the digits of an integer string with '.', e.g. '1234567' → '1.234.567'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** Whole numbers with '.' grouping. Done by hand: Intl may skip grouping of 4-digit numbers. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return ''
  const rounded = Math.round(value)
  const sign = rounded < 0 ? '-' : ''
  return sign + groupDigits(String(Math.abs(rounded)))
}

export function formatPrice(value: number): string {
  return `${formatNumber(value)} TL`
}

/**
 * Every date the site shows is a Turkish business date, read in Turkey's zone whatever the clock
 * zone of the server that renders it or of the visitor's browser that hydrates it: a date read in
 * the process's own zone differs between the two for part of every day, and React then throws away
 * the server's page (error #418).
 */
export const TIME_ZONE = 'Europe/Istanbul'

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE })

/** '22.11.2025' in Turkey's zone; pass options for other shapes, e.g. { dateStyle: 'long' } → '22 Kasım 2025'. */
export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return options ? new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }).format(date) : dateFormat.format(date)
}

/** '22.11.2026' from a calendar day 'YYYY-MM-DD' (a day, not an instant: no zone can move it). */
export function formatCalendarDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-')
  if (!/^\d{4}$/.test(y ?? '') || !/^\d{2}$/.test(m ?? '') || !/^\d{2}$/.test(d ?? '')) return isoDay
  return `${d}.${m}.${y}`
}

/** This year in Turkey (the footer's copyright line). */
export function currentYear(now: number = Date.now()): string {
  return formatDate(now, { year: 'numeric' })
}

/** Local midnight of the first day (Monday) of the week containing `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const offset = (start.getDay() - WEEK_STARTS_ON + 7) % 7
  start.setDate(start.getDate() - offset)
  return start
}
