// Cars: one low-poly shape per body type (a profile extruded across the width, a tapered glasshouse
// on top) shaded by one light and seen by the camera; wheels, the front and the rear as faces.
// Shapes: x from the front bumper, y up from the ground, units ≈ 4.5 mm.
import { darken, hash, lighten } from './colours.js'
import { n, poly, pts, type V2, type V3 } from './svg.js'
import { bilerp, Camera, centroid, clipX, dot, type Face, hull, insetQuad, norm, offset, prism, sub } from './geometry.js'

export interface CarShape {
  len: number
  width: number
  fb: V2
  nose: V2
  cowl: V2
  roofFront: V2
  roofRear: V2
  gbr: V2
  deck: V2
  tb: V2
  r: number
  wf: number
  wr: number
  inset0: number
  inset1: number
  /** Window splits (B/C pillars) and door seams along x. */
  pillars: number[]
  doors: number[]
  kind: 'sedan' | 'hatch' | 'sw' | 'suv' | 'coupe' | 'cabrio' | 'mpv' | 'van' | 'pickup'
}

export const SEDAN: CarShape = { len: 1000, width: 400, fb: [22, 48], nose: [4, 158], cowl: [335, 204], roofFront: [480, 316], roofRear: [705, 320], gbr: [848, 222], deck: [990, 214], tb: [982, 50], r: 68, wf: 178, wr: 792, inset0: 24, inset1: 62, pillars: [598, 775], doors: [330, 598, 770], kind: 'sedan' }
export const SHAPES: Record<string, CarShape> = {
  sedan: SEDAN,
  hatch: { ...SEDAN, len: 880, fb: [20, 50], nose: [3, 154], cowl: [305, 204], roofFront: [455, 320], roofRear: [790, 316], gbr: [866, 222], deck: [876, 214], tb: [868, 52], r: 66, wf: 160, wr: 722, pillars: [578, 735], doors: [300, 578, 705], kind: 'hatch' },
  sw: { ...SEDAN, roofRear: [935, 312], gbr: [990, 222], deck: [996, 214], tb: [988, 50], pillars: [598, 800], kind: 'sw' },
  suv: { len: 960, width: 420, fb: [22, 78], nose: [2, 206], cowl: [310, 256], roofFront: [452, 378], roofRear: [868, 372], gbr: [944, 266], deck: [952, 258], tb: [944, 80], r: 82, wf: 172, wr: 772, inset0: 24, inset1: 54, pillars: [602, 805], doors: [305, 602, 770], kind: 'suv' },
  coupe: { ...SEDAN, len: 980, fb: [22, 45], nose: [3, 148], cowl: [362, 198], roofFront: [515, 296], roofRear: [640, 300], gbr: [862, 214], deck: [976, 208], tb: [968, 48], wf: 180, wr: 795, inset1: 68, pillars: [690], doors: [356, 690], kind: 'coupe' },
  mpv: { len: 960, width: 410, fb: [20, 62], nose: [2, 190], cowl: [255, 250], roofFront: [405, 392], roofRear: [905, 386], gbr: [948, 258], deck: [953, 252], tb: [946, 64], r: 70, wf: 165, wr: 765, inset0: 20, inset1: 44, pillars: [560, 805], doors: [250, 560, 770], kind: 'mpv' },
  van: { len: 940, width: 420, fb: [18, 60], nose: [2, 186], cowl: [232, 254], roofFront: [352, 424], roofRear: [930, 424], gbr: [938, 258], deck: [940, 252], tb: [934, 60], r: 66, wf: 150, wr: 745, inset0: 12, inset1: 26, pillars: [525, 800], doors: [228, 525, 840], kind: 'van' },
  pickup: { len: 1080, width: 430, fb: [20, 84], nose: [2, 220], cowl: [300, 268], roofFront: [432, 392], roofRear: [652, 392], gbr: [668, 270], deck: [1076, 268], tb: [1068, 88], r: 84, wf: 185, wr: 862, inset0: 22, inset1: 46, pillars: [522], doors: [296, 522, 660], kind: 'pickup' },
}
SHAPES.cabrio = { ...SHAPES.coupe!, kind: 'cabrio' }

export function carShape(caseType: string): CarShape {
  const c = caseType.toLocaleLowerCase('tr')
  if (c.includes('hatch')) return SHAPES.hatch!
  if (c.includes('station') || c.includes('wagon')) return SHAPES.sw!
  if (c.includes('suv') || c.includes('crossover') || c.includes('arazi')) return SHAPES.suv!
  if (c.includes('coupe') || c.includes('kupe')) return SHAPES.coupe!
  if (c.includes('cabrio') || c.includes('roadster')) return SHAPES.cabrio!
  if (c.includes('mpv') || c.includes('minivan')) return SHAPES.mpv!
  if (c.includes('ticari') || c.includes('panel') || c.includes('van')) return SHAPES.van!
  if (c.includes('pick')) return SHAPES.pickup!
  return SEDAN
}

export const LIGHT = norm([-0.35, 1, -0.45])

export function shade(base: string, normal: V3): string {
  const k = dot(normal, LIGHT)
  return k >= 0 ? lighten(base, 0.3 * k) : darken(base, 0.45 * -k)
}

/** A car seen by the camera; `zoom` crops around a point of interest for detail shots. */
export function drawCar(sh: CarShape, paint: string, brand: string, id: string, a: number, p: number, zoom?: { at: 'wheel' | 'front'; k: number }): string {
  const cam = new Camera(a, p)
  const Wd = sh.width
  const belt = sh.cowl[1]
  const t = (y: number): number => sh.inset0 + ((y - belt) * (sh.inset1 - sh.inset0)) / (sh.roofFront[1] - belt)
  const lower = prism([sh.fb, sh.nose, sh.cowl, sh.gbr, sh.deck, sh.tb], Wd, () => 0, ['front', 'hood', 'belt', 'trunk', 'rear', 'bottom'])
  const cabrio = sh.kind === 'cabrio'
  const glassProfile: V2[] = cabrio
    ? [[sh.cowl[0] - 6, belt], [sh.roofFront[0] - 40, sh.roofFront[1] - 16], [sh.roofFront[0] - 26, sh.roofFront[1] - 16], [sh.cowl[0] + 26, belt]]
    : [sh.cowl, sh.roofFront, sh.roofRear, sh.gbr]
  const upper = prism(glassProfile, Wd, t, ['windshield', cabrio ? 'frame' : 'roof', cabrio ? 'frame' : 'rearglass', 'base'])

  // Fit: project the bounding points at scale 1, then scale and centre.
  const bound: V3[] = []
  for (const f of [...lower, ...upper]) bound.push(...f.pts)
  for (const x of [sh.wf, sh.wr]) for (const z of [-8, Wd + 8]) bound.push([x - sh.r, 0, z], [x + sh.r, 0, z])
  const pr = bound.map((v) => cam.p(v))
  const minX = Math.min(...pr.map((q) => q[0]))
  const maxX = Math.max(...pr.map((q) => q[0]))
  const minY = Math.min(...pr.map((q) => q[1]))
  const maxY = Math.max(...pr.map((q) => q[1]))
  cam.s = Math.min(940 / (maxX - minX), (p > 0.3 ? 540 : 470) / (maxY - minY))
  cam.ox = 600 - cam.s * (minX + maxX) / 2
  cam.oy = (p > 0.3 ? 660 : 628) - cam.s * maxY

  const out: string[] = []
  // Ground shadow.
  const g = [[-20, -30], [sh.len + 20, -30], [sh.len + 20, Wd + 30], [-20, Wd + 30]].map(([x, z]) => cam.p([x!, 0, z!]))
  const gx = g.map((q) => q[0])
  const gy = g.map((q) => q[1])
  out.push(`<ellipse cx="${n((Math.min(...gx) + Math.max(...gx)) / 2)}" cy="${n((Math.min(...gy) + Math.max(...gy)) / 2 + 6)}" rx="${n((Math.max(...gx) - Math.min(...gx)) / 2 + 30)}" ry="${n(Math.max(26, (Math.max(...gy) - Math.min(...gy)) / 2 + 14))}" fill="url(#${id}s)"/>`)

  const visible = (f: Face): boolean => dot(f.normal, cam.T) > 0.02
  const wheelHull = (x: number, zOut: number, zIn: number): V2[] => {
    const ring: V2[] = []
    for (let i = 0; i < 16; i++) {
      const an = (i / 16) * Math.PI * 2
      for (const z of [zOut, zIn]) ring.push(cam.p([x + sh.r * Math.cos(an), sh.r + sh.r * Math.sin(an), z]))
    }
    return hull(ring)
  }
  // Far wheels first.
  for (const x of [sh.wf, sh.wr]) out.push(poly(wheelHull(x, Wd + 6, Wd - 50), 'fill="#121316"'))

  const dark = '#17191c'
  const glass = `url(#${id}g)`
  const faceFill = (f: Face): string => {
    if (f.kind === 'windshield' || f.kind === 'rearglass') return shade(darken(paint, 0.1), f.normal)
    return shade(paint, f.normal)
  }
  const drawFaces = (faces: Face[]): void => {
    for (const f of faces.filter(visible).sort((x, y) => cam.depth(centroid(x.pts)) - cam.depth(centroid(y.pts)))) {
      out.push(poly(f.pts.map((v) => cam.p(v)), `fill="${faceFill(f)}"`))
      if (f.kind === 'windshield' || f.kind === 'rearglass') {
        out.push(poly(insetQuad(f.pts, 0.09, 0.06, 0.1).map((v) => cam.p(v)), `fill="${glass}"`))
      }
      if (f.kind === 'windshield' && !cabrio) {
        const q = insetQuad(f.pts, 0.09, 0.06, 0.1)
        out.push(poly([bilerp(q, 0.18, 0.1), bilerp(q, 0.32, 0.1), bilerp(q, 0.2, 0.9), bilerp(q, 0.06, 0.9)].map((v) => cam.p(v)), 'fill="#fff" opacity=".13"'))
      }
      if (f.kind === 'trunk' && sh.kind === 'pickup') out.push(poly(insetQuad(f.pts, 0.04, 0.05).map((v) => cam.p(v)), `fill="${dark}" opacity=".85"`))
      if (f.kind === 'belt' && cabrio) {
        out.push(poly(insetQuad(f.pts, 0.1, 0.07).map((v) => cam.p(v)), 'fill="#26282c"'))
      }
      if (f.kind === 'roof' && sh.kind === 'suv') {
        for (const z of [0.12, 0.88]) {
          const a0 = cam.p(bilerp(f.pts, 0.08, z))
          const a1 = cam.p(bilerp(f.pts, 0.92, z))
          out.push(`<line x1="${n(a0[0])}" y1="${n(a0[1])}" x2="${n(a1[0])}" y2="${n(a1[1])}" stroke="#2a2d31" stroke-width="${n(cam.s * 5)}" stroke-linecap="round"/>`)
        }
      }
    }
  }
  drawFaces(lower)

  // Lower body side details on the near plane z = 0 (local y up).
  const side = cam.matrix([0, 0, 0], [1, 0, 0], [0, 1, 0])
  const sideFace = lower.find((f) => f.kind === 'near')!
  if (visible(sideFace)) {
    const gc = sh.fb[1]
    const d: string[] = []
    d.push(`<polygon points="${pts([sh.fb, sh.nose, sh.cowl, sh.gbr, sh.deck, sh.tb])}" fill="url(#${id}p)"/>`)
    d.push(`<path d="M${n(sh.nose[0] + 30)} ${n(belt - 34)}L${n(sh.deck[0] - 20)} ${n(belt - 26)}" stroke="${lighten(paint, 0.35)}" stroke-width="4" opacity=".7" fill="none"/>`)
    d.push(`<path d="M${n(sh.nose[0] + 30)} ${n(belt - 38)}L${n(sh.deck[0] - 20)} ${n(belt - 30)}" stroke="${darken(paint, 0.3)}" stroke-width="2" opacity=".6" fill="none"/>`)
    for (const x of sh.doors) d.push(`<path d="M${n(x)} ${n(belt - 2)}L${n(x + 4)} ${n(gc + 16)}" stroke="${darken(paint, 0.45)}" stroke-width="2.5" fill="none"/>`)
    for (let i = 0; i + 1 < sh.doors.length; i++) {
      const hx = sh.doors[i + 1]! - 62
      if (i < 2) d.push(`<rect x="${n(hx)}" y="${n(belt - 36)}" width="38" height="8" rx="4" fill="${darken(paint, 0.35)}"/>`)
    }
    // Sill, arches, lamps wrapping round the corners.
    d.push(`<path d="M${n(sh.wf + sh.r)} ${n(gc)}L${n(sh.wr - sh.r)} ${n(gc)}L${n(sh.wr - sh.r - 6)} ${n(gc + 14)}L${n(sh.wf + sh.r + 6)} ${n(gc + 14)}Z" fill="${dark}" opacity=".75"/>`)
    const clad = sh.kind === 'suv' || sh.kind === 'pickup' ? 12 : 0
    for (const x of [sh.wf, sh.wr]) {
      const R = sh.r + 12
      if (clad) d.push(`<path d="M${n(x - R - clad)} ${n(gc - 4)}A${n(R + clad)} ${n(R + clad)} 0 0 0 ${n(x + R + clad)} ${n(gc - 4)}Z" fill="#2b2d31" transform="translate(0 ${n(sh.r - gc + 4)})"/>`)
      d.push(`<path d="M${n(x - R)} ${n(gc)}L${n(x - R)} ${n(sh.r)}A${n(R)} ${n(R)} 0 0 0 ${n(x + R)} ${n(sh.r)}L${n(x + R)} ${n(gc)}Z" fill="${dark}"/>`)
    }
    d.push(`<path d="M${n(sh.nose[0] + 6)} ${n(sh.nose[1] - 8)}L${n(sh.nose[0] + 74)} ${n(sh.nose[1] + 2)}L${n(sh.nose[0] + 70)} ${n(sh.nose[1] - 18)}L${n(sh.nose[0] + 9)} ${n(sh.nose[1] - 30)}Z" fill="#dfe8f2" stroke="#30353b" stroke-width="2"/>`)
    const tl = sh.deck
    d.push(`<path d="M${n(tl[0] - 2)} ${n(tl[1] - 8)}L${n(tl[0] - 56)} ${n(tl[1] - 10)}L${n(tl[0] - 52)} ${n(tl[1] - 30)}L${n(tl[0] - 3)} ${n(tl[1] - 30)}Z" fill="#b3121d" stroke="#5a0a0f" stroke-width="2"/>`)
    out.push(`<g transform="${side}">${d.join('')}</g>`)
  }

  drawFaces(upper)

  // Glasshouse side: windows split by pillars (on the tilted side plane).
  const gFace = upper.find((f) => f.kind === 'near')!
  const k = (sh.inset1 - sh.inset0) / (sh.roofFront[1] - belt)
  const gm = cam.matrix([0, 0, sh.inset0 - belt * k], [1, 0, 0], [0, 1, k])
  if (visible(gFace) && !cabrio) {
    const inner = offset([sh.cowl, sh.gbr, sh.roofRear, sh.roofFront], 9)
    const cuts = [sh.cowl[0] - 100, ...sh.pillars, sh.len + 100]
    const w: string[] = []
    for (let i = 0; i + 1 < cuts.length; i++) {
      const piece = clipX(inner, cuts[i]! + (i ? 9 : 0), cuts[i + 1]! - (i + 2 < cuts.length ? 9 : 0))
      if (piece.length > 2) w.push(poly(piece, `fill="${glass}"`))
    }
    out.push(`<g transform="${gm}">${w.join('')}</g>`)
  }
  if (cabrio) {
    for (const [x, z] of [[sh.cowl[0] + 150, 0.3], [sh.cowl[0] + 150, 0.7], [sh.cowl[0] + 300, 0.3], [sh.cowl[0] + 300, 0.7]] as const) {
      const c = cam.p([x, belt + 34, Wd * z])
      out.push(`<rect x="${n(c[0] - cam.s * 34)}" y="${n(c[1] - cam.s * 26)}" width="${n(cam.s * 68)}" height="${n(cam.s * 46)}" rx="${n(cam.s * 16)}" fill="#2f3237"/>`)
    }
  }
  // Mirror near the A-pillar base.
  if (visible(sideFace)) {
    const mm = cam.matrix([0, 0, -22], [1, 0, 0], [0, 1, 0])
    out.push(`<g transform="${mm}"><path d="M${n(sh.cowl[0] + 12)} ${n(belt + 6)}L${n(sh.cowl[0] + 64)} ${n(belt + 10)}L${n(sh.cowl[0] + 60)} ${n(belt + 40)}L${n(sh.cowl[0] + 20)} ${n(belt + 36)}Z" fill="${shade(paint, [0, 0, -1])}" stroke="${darken(paint, 0.4)}" stroke-width="2"/></g>`)
  }

  // Front and rear faces: lamps, grille, plate.
  const front = lower.find((f) => f.kind === 'front')!
  if (visible(front)) {
    const top: V3 = [sh.nose[0], sh.nose[1], 0]
    const down = norm(sub([sh.fb[0], sh.fb[1], 0], top))
    const fh = Math.hypot(sh.nose[0] - sh.fb[0], sh.nose[1] - sh.fb[1])
    out.push(`<g transform="${cam.matrix([top[0], top[1], Wd], [0, 0, -1], down)}">${frontFace(Wd, fh, sh, id)}</g>`)
  }
  const rear = lower.find((f) => f.kind === 'rear')!
  if (visible(rear)) {
    const top: V3 = [sh.deck[0], sh.deck[1], 0]
    const down = norm(sub([sh.tb[0], sh.tb[1], 0], top))
    const rh = Math.hypot(sh.deck[0] - sh.tb[0], sh.deck[1] - sh.tb[1])
    out.push(`<g transform="${cam.matrix(top, [0, 0, 1], down)}">${rearFace(Wd, rh, sh)}</g>`)
  }

  // Near wheels last: tread hull, then the face with the rim.
  const rimDark = hash(brand) % 3 === 0
  for (const x of [sh.wf, sh.wr]) {
    out.push(poly(wheelHull(x, -6, 50), 'fill="#121316"'))
    const wm = cam.matrix([x, sh.r, -6], [1, 0, 0], [0, 1, 0])
    out.push(`<g transform="${wm}">${wheelFace(sh.r, rimDark, id)}</g>`)
  }

  let body = out.join('')
  if (zoom) {
    const target: V2 = zoom.at === 'wheel' ? cam.p([sh.wf, sh.r, 0]) : cam.p([sh.nose[0], sh.nose[1] - 40, Wd * 0.3])
    body = `<g transform="translate(${n(600 - target[0] * zoom.k)} ${n(400 - target[1] * zoom.k)}) scale(${zoom.k})">${body}</g>`
  }
  const side3 = lighten(paint, 0.16)
  return `<defs><linearGradient id="${id}p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(paint, 0.32)}" stop-opacity=".9"/><stop offset=".55" stop-color="${paint}" stop-opacity="0"/><stop offset="1" stop-color="${side3}" stop-opacity=".6"/></linearGradient></defs>${body}`
}

export function wheelFace(r: number, rimDark: boolean, id: string): string {
  const rim = r * 0.68
  const spokes: string[] = []
  for (let i = 0; i < 5; i++) {
    const an = (i / 5) * Math.PI * 2 + 0.3
    spokes.push(`M${n(Math.cos(an) * r * 0.14)} ${n(Math.sin(an) * r * 0.14)}L${n(Math.cos(an) * rim * 0.95)} ${n(Math.sin(an) * rim * 0.95)}`)
  }
  const rimFill = rimDark ? '#3b3f45' : `url(#${id}m)`
  return `<circle r="${n(r)}" fill="#1b1c1f"/><circle r="${n(r * 0.93)}" fill="none" stroke="#2c2e32" stroke-width="${n(r * 0.06)}"/>`
    + `<circle r="${n(rim)}" fill="${rimFill}"/><circle r="${n(rim * 0.82)}" fill="#23262a"/>`
    + `<path d="${spokes.join('')}" stroke="${rimDark ? '#55595f' : '#c9ced4'}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/>`
    + `<circle r="${n(r * 0.17)}" fill="${rimDark ? '#6a6f76' : '#dfe3e7'}"/><circle r="${n(r * 0.07)}" fill="#2a2d31"/>`
}

export function frontFace(w: number, h: number, sh: CarShape, id: string): string {
  const big = sh.kind === 'suv' || sh.kind === 'pickup' || sh.kind === 'van'
  const lampH = big ? 30 : 26
  const lamp = (x0: number, x1: number, mirror: boolean): string => {
    const a: V2[] = mirror ? [[x1, 10], [x0, 16], [x0 + 8, 10 + lampH], [x1, 6 + lampH]] : [[x0, 10], [x1, 16], [x1 - 8, 10 + lampH], [x0, 6 + lampH]]
    return poly(a, 'fill="#e3ecf5" stroke="#2b3036" stroke-width="3"') + `<path d="M${n(a[0]![0])} ${n(a[0]![1] + 6)}L${n(a[1]![0])} ${n(a[1]![1] + 6)}" stroke="#fff" stroke-width="4"/>`
  }
  const gx0 = w * 0.3
  const gx1 = w * 0.7
  const gy1 = big ? h * 0.5 : h * 0.42
  const slats = [0.35, 0.6, 0.85].map((t) => `M${n(gx0 + 8)} ${n(14 + (gy1 - 14) * t)}H${n(gx1 - 8)}`).join('')
  return lamp(14, w * 0.28, false) + lamp(w * 0.72, w - 14, true)
    + `<rect x="${n(gx0)}" y="12" width="${n(gx1 - gx0)}" height="${n(gy1 - 12)}" rx="10" fill="#1d2024"/><path d="${slats}" stroke="#3b4047" stroke-width="4"/>`
    + `<circle cx="${n(w / 2)}" cy="${n((12 + gy1) / 2)}" r="11" fill="url(#${id}m)"/>`
    + `<rect x="${n(w * 0.22)}" y="${n(h - 44)}" width="${n(w * 0.56)}" height="26" rx="10" fill="#1d2024"/>`
    + `<rect x="${n(w / 2 - 58)}" y="${n(h - 82)}" width="116" height="26" rx="3" fill="#f6f7f8" stroke="#30343a" stroke-width="2"/><rect x="${n(w / 2 - 58)}" y="${n(h - 82)}" width="14" height="26" fill="#1d4fa8"/>`
    + `<text x="${n(w / 2 + 7)}" y="${n(h - 63)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#f07a1a">TURUNCU</text>`
    + (big ? `<rect x="${n(w * 0.3)}" y="${n(h - 16)}" width="${n(w * 0.4)}" height="10" rx="4" fill="#b9bec5"/>` : '')
    + `<circle cx="${n(w * 0.14)}" cy="${n(h - 32)}" r="8" fill="#dfe6ee" stroke="#2b3036" stroke-width="2"/><circle cx="${n(w * 0.86)}" cy="${n(h - 32)}" r="8" fill="#dfe6ee" stroke="#2b3036" stroke-width="2"/>`
}

export function rearFace(w: number, h: number, sh: CarShape): string {
  const lamp = (x0: number, x1: number): string => `<rect x="${n(x0)}" y="8" width="${n(x1 - x0)}" height="28" rx="6" fill="#b0131d" stroke="#4e080d" stroke-width="3"/><rect x="${n(x0 + 6)}" y="14" width="${n(x1 - x0 - 12)}" height="6" rx="3" fill="#ff5a5f"/>`
  const plateY = Math.min(h - 70, 48)
  return lamp(8, w * 0.27) + lamp(w * 0.73, w - 8)
    + (sh.kind === 'hatch' || sh.kind === 'suv' || sh.kind === 'mpv' || sh.kind === 'sw' || sh.kind === 'van' ? `<rect x="${n(w * 0.27)}" y="14" width="${n(w * 0.46)}" height="8" rx="3" fill="#1d2024" opacity=".5"/>` : '')
    + `<rect x="${n(w / 2 - 58)}" y="${n(plateY)}" width="116" height="26" rx="3" fill="#f6f7f8" stroke="#30343a" stroke-width="2"/><rect x="${n(w / 2 - 58)}" y="${n(plateY)}" width="14" height="26" fill="#1d4fa8"/>`
    + `<text x="${n(w / 2 + 7)}" y="${n(plateY + 19)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#f07a1a">TURUNCU</text>`
    + `<rect x="${n(w * 0.12)}" y="${n(h - 30)}" width="${n(w * 0.76)}" height="22" rx="8" fill="#1d2024"/>`
    + (sh.kind === 'pickup' ? '' : `<ellipse cx="${n(w * 0.78)}" cy="${n(h - 10)}" rx="16" ry="7" fill="#9aa0a7" stroke="#2b2e33" stroke-width="3"/>`)
}
