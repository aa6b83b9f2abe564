// Vehicle photos and brand badges drawn by code (pure functions, SVG strings, no I/O). Cars are a
// small low-poly 3D model (car.ts, geometry.ts) shaded by one light and projected orthographically,
// so the front three-quarter, side and rear views come from one shape per body type; motorcycles,
// interiors and close-ups are flat illustrations (motorcycle.ts, interior.ts). This file holds the
// entry points the media routes and the catalog call.
import { escapeXml } from '../../content/media.js'
import { darken, hash, hsl, lighten, paintHex } from './colours.js'
import { caption, n, pts, svgOpen, type V2, type VehiclePhotoInput } from './svg.js'
import { carShape, drawCar } from './car.js'
import { dashboard, engineBay, initials, seats } from './interior.js'
import { bikeCockpit, bikeRear, bikeShape, bikeSide, GROUND } from './motorcycle.js'

export type { VehiclePhotoInput } from './svg.js'

const MOTORCYCLE = 14169


/** A 1200 × 800 photo of the vehicle: 0 front three-quarter, 1 side, 2 rear, 3 interior, 4+ details. */
export function vehiclePhotoSvg(v: VehiclePhotoInput): string {
  const paint = paintHex(v.color)
  const id = `v${(hash(`${v.vehicleTypeId}|${v.caseType}|${v.color}|${v.brand}|${v.model}|${v.year}|${v.index}`) % 46656).toString(36)}`
  const label = `${v.brand} ${v.model} ${v.year}`
  const index = Math.max(0, Math.floor(v.index))
  let body: string
  if (v.vehicleTypeId === MOTORCYCLE) {
    const b = bikeShape(v.caseType)
    const dark = '#1f2124'
    const side = (): string => bikeSide(b, paint, dark).replaceAll('url(#IDs)', `url(#${id}s)`)
    const detail = index < 4 ? index : 4 + ((index - 4) % 4)
    const zoom = (x: number, y: number, k: number): string => `<g transform="translate(${600 - x * k} ${400 - y * k}) scale(${k})">${side()}</g>`
    switch (detail) {
      case 0: body = `<g transform="translate(100 120)">${side()}</g>`; break
      case 1: body = `<g transform="translate(1100 120) scale(-1 1)">${side()}</g>`; break
      case 2: body = bikeRear(b, paint, dark).replaceAll('url(#IDs)', `url(#${id}s)`); break
      case 3: body = bikeCockpit(b, paint, v.brand); break
      case 4: body = zoom(b.fx, GROUND - b.rf, 2); break
      case 5: body = zoom(b.kind === 'scooter' ? b.rx - 60 : 490, b.kind === 'scooter' ? 420 : 380, 2); break
      case 6: body = zoom(b.kind === 'scooter' ? 360 : 310, b.kind === 'scooter' ? 200 : 250, 1.9); break
      default: body = zoom(b.rx - 100, 330, 1.8)
    }
  } else {
    const sh = carShape(v.caseType)
    const electric = /togg|tesla/i.test(v.brand) || /^(mg4|e-|.*-e$)/i.test(v.model)
    const detail = index < 4 ? index : 4 + ((index - 4) % 4)
    switch (detail) {
      case 0: body = drawCar(sh, paint, v.brand, id, 0.62, 0.2); break
      case 1: body = drawCar(sh, paint, v.brand, id, 0, 0.05); break
      case 2: body = drawCar(sh, paint, v.brand, id, -0.62, 0.2); break
      case 3: body = dashboard(paint, v.brand, id); break
      case 4: body = drawCar(sh, paint, v.brand, id, 0.35, 0.1, { at: 'wheel', k: 2.6 }); break
      case 5: body = engineBay(paint, v.brand, electric, id); break
      case 6: body = seats(paint); break
      default: body = drawCar(sh, paint, v.brand, id, 1.0, 0.42)
    }
  }
  return `${svgOpen(label, id)}${body}${caption(v)}</svg>`
}

/** A 96 × 96 round badge with the brand's initials in a colour derived from the name. */
export function brandLogoSvg(name: string): string {
  const h = hash(name.trim().toLocaleLowerCase('tr'))
  const base = hsl(h % 360, 55, 36)
  const text = initials(name.trim() || '?')
  const size = text.length >= 3 ? 27 : text.length === 2 ? 36 : 46
  const id = `b${(h % 1296).toString(36)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">`
    + `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(base, 0.25)}"/><stop offset="1" stop-color="${darken(base, 0.15)}"/></linearGradient></defs>`
    + `<circle cx="48" cy="48" r="47" fill="url(#${id})"/><circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`
    + `<text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#fff" letter-spacing="-1">${escapeXml(text)}</text></svg>`
}

/** The body types the sell wizard's body step shows, by URL slug (sell-wizard.md §3: tiles with silhouettes). */
export const BODY_SILHOUETTES = ['sedan', 'hatchback', 'station-wagon', 'suv', 'coupe', 'cabrio', 'mpv', 'pick-up', 'hafif-ticari'] as const

/** '/media/bodies/station-wagon.svg' for 'Station Wagon'; null for a body with no drawing. */
export function bodySilhouetteSlug(body: string): string | null {
  const slug = body.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return (BODY_SILHOUETTES as readonly string[]).includes(slug) ? slug : null
}

/** A 160 × 80 side silhouette of a body type, drawn from the same shapes as the vehicle photos. */
export function bodySilhouetteSvg(slug: string): string {
  const sh = carShape(slug.replace(/-/g, ' '))
  const ground = 400
  const y = (p: V2): V2 => [p[0] + 10, ground - p[1]]
  // A cabrio has no roof: the line runs at the belt from the windscreen's top to the deck.
  const roof: V2[] = sh.kind === 'cabrio'
    ? [[sh.cowl[0] + 90, sh.cowl[1] + 70], [sh.cowl[0] + 100, sh.cowl[1] + 6], [sh.gbr[0], sh.gbr[1] + 4]]
    : [sh.roofFront, sh.roofRear]
  const outline: V2[] = [sh.fb, sh.nose, sh.cowl, ...roof, sh.gbr, sh.deck, sh.tb].map(y)
  const body = `<polygon points="${pts(outline)}" fill="#374151"/>`
  const windows = sh.kind === 'cabrio' ? '' : `<polygon points="${pts([
    [sh.cowl[0] + 30, sh.cowl[1] + 12], [sh.roofFront[0] + 8, sh.roofFront[1] - 14], [sh.roofRear[0] - 8, sh.roofRear[1] - 16],
    [Math.min(sh.gbr[0], sh.roofRear[0] + 90) - 20, sh.gbr[1] + 14],
  ].map((p) => y(p as V2)))}" fill="#cbd5e1"/>`
  const wheel = (x: number) => `<circle cx="${n(x + 10)}" cy="${n(ground - sh.r)}" r="${n(sh.r)}" fill="#111827"/><circle cx="${n(x + 10)}" cy="${n(ground - sh.r)}" r="${n(sh.r * 0.45)}" fill="#9ca3af"/>`
  const width = sh.len + 20
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 ${ground - 460} ${width} 470" aria-hidden="true">${body}${windows}${wheel(sh.wf)}${wheel(sh.wr)}</svg>`
}
