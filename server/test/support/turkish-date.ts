// The Turkish long date a visitor reads ('4 Eylül 2025 Perşembe'), worked out without Intl so the
// tests do not check the gateway's formatter against itself. Istanbul is UTC+3 all year.
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık']
const DAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi']

export function turkishDate(at: string | Date): string {
  const d = new Date(new Date(at).getTime() + 3 * 3_600_000)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${DAYS[d.getUTCDay()]}`
}
