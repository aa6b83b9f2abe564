// The canvas every vehicle photo is drawn on (1200 × 800), and the small SVG string helpers.
import { escapeXml } from '../../content/media.js'

export interface VehiclePhotoInput {
  vehicleTypeId: number
  caseType: string
  color: string
  brand: string
  model: string
  year: number
  index: number
}

export const W = 1200
export const H = 800


export type V2 = [number, number]
export type V3 = [number, number, number]

export const n = (v: number): string => String(Math.round(v * 10) / 10)
export const pts = (ps: V2[]): string => ps.map((p) => `${n(p[0])},${n(p[1])}`).join(' ')
export const poly = (ps: V2[], attrs: string): string => `<polygon points="${pts(ps)}" ${attrs}/>`

export function svgOpen(label: string, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(label)}">`
    + `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset=".68" stop-color="#e4e7eb"/><stop offset=".7" stop-color="#d9dde2"/><stop offset="1" stop-color="#eceef1"/></linearGradient>`
    + `<radialGradient id="${id}l" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="${id}s"><stop offset="0" stop-color="#0b0d10" stop-opacity=".5"/><stop offset=".6" stop-color="#0b0d10" stop-opacity=".18"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d4b5c"/><stop offset="1" stop-color="#1a222c"/></linearGradient>`
    + `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset=".5" stop-color="#9aa1aa"/><stop offset="1" stop-color="#d5d9de"/></linearGradient></defs>`
    + `<rect width="${W}" height="${H}" fill="url(#${id}b)"/><rect width="${W}" height="${H}" fill="url(#${id}l)"/>`
}

export function caption(input: VehiclePhotoInput): string {
  const text = `${input.brand} ${input.model} · ${input.year}`
  return `<rect x="20" y="${H - 62}" width="${Math.round(text.length * 11.5 + 32)}" height="44" rx="22" fill="#fff" opacity=".82"/><rect x="${W - 176}" y="${H - 62}" width="156" height="44" rx="22" fill="#fff" opacity=".82"/>`
    + `<text x="36" y="${H - 32}" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#5b626b">${escapeXml(text)}</text>`
    + `<text x="${W - 36}" y="${H - 32}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#f07a1a" opacity=".85">Turuncu Garaj</text>`
}
