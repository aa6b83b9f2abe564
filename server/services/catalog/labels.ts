// Turkish labels of the catalog's options: digit grouping with '.', the version row
// "320i · 170 PS · 1.598 cc", a generation's year span.

const grouping = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 })

/** 1598 → '1.598' */
export function groupDigits(n: number): string {
  return grouping.format(n)
}

export function versionLabel(name: string, powerHp: number, engineCc: number | null): string {
  return [name, `${powerHp} PS`, ...(engineCc === null ? [] : [`${groupDigits(engineCc)} cc`])].join(' · ')
}

export function yearSpan(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`
}

/** 'F30 (2012–2018)'; a name that already carries its years stays as it is. */
export function generationLabel(name: string, from: number, to: number): string {
  return /\b(19|20)\d{2}\b/.test(name) ? name : `${name} (${yearSpan(from, to)})`
}

/** The inventory's 'LPG' is a petrol engine run on LPG; the wizard names both fuels. */
export const FUEL_LABELS: Record<string, string> = { LPG: 'Benzin & LPG' }
