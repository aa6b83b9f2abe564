// "Takvime ekle": one VEVENT in RFC 5545 text, local Istanbul times with TZID and the zone's own
// VTIMEZONE (UTC+3 all year since 2016), CRLF line ends, lines folded at 75 octets, text escaped.
import type { BookingView } from './booking-view.js'

const VTIMEZONE = [
  'BEGIN:VTIMEZONE', 'TZID:Europe/Istanbul',
  'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0300', 'TZNAME:+03', 'END:STANDARD',
  'END:VTIMEZONE',
]

const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line into ≤ 75-octet pieces without splitting a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let bytes = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    const limit = out.length === 0 ? 75 : 74
    if (bytes + size > limit) {
      out.push(current)
      current = ''
      bytes = 0
    }
    current += ch
    bytes += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** 'YYYYMMDDTHHMMSS' in Istanbul time of an ISO instant. */
const local = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, '')
const utc = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '') + 'Z'

export function appointmentIcs(view: BookingView, opts: { host: string; now: Date; sequence: number }): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Turuncu Garaj//Ekspertiz Randevusu//TR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:appointment-${view.id}@${opts.host}`,
    `DTSTAMP:${utc(opts.now)}`,
    `SEQUENCE:${opts.sequence}`,
    `DTSTART;TZID=Europe/Istanbul:${local(view.startsAt)}`,
    `DTEND;TZID=Europe/Istanbul:${local(view.endsAt)}`,
    `SUMMARY:${escape(`Ekspertiz randevusu · ${view.branch.name}`)}`,
    `LOCATION:${escape(view.branch.address)}`,
    `DESCRIPTION:${escape([`Randevu no: ${view.reference}`, `Plaka: ${view.plate}`, `Şube telefonu: ${view.branch.phone}`, 'Yanınızda olsun:', ...view.checklist.map((c) => `- ${c}`)].join('\n'))}`,
    `URL:${view.branch.mapUrl}`,
    view.status === 5 ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
