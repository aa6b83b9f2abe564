import { formatDate } from '../../lib/locale.js'

// Content dates are Turkish business dates: formatDate reads them in Turkey's zone wherever the reader is.
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }

/** '31 Mart 2027'. */
export function formatLongDate(iso: string): string {
  return formatDate(iso, LONG_DATE)
}

export function ContentDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongDate(value)}</time>
}
