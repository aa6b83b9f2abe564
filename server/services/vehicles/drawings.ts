// Vehicle photos and brand badges drawn by code (pure functions, SVG strings, no I/O). Cars are a
// small low-poly 3D model (profile extruded across the width, a tapered glasshouse on top) shaded
// by one light and projected orthographically, so the front three-quarter, side and rear views
// come from one shape per body type; details sit on the faces through affine transforms.
// Motorcycles, interiors and close-ups are flat illustrations.
import { escapeXml } from '../content/media.js'

export interface VehiclePhotoInput {
  vehicleTypeId: number
  caseType: string
  color: string
  brand: string
  model: string
  year: number
  index: number
}

const W = 1200
const H = 800
const MOTORCYCLE = 14169

// ---- colours ----------------------------------------------------------------------------------

const PAINT: Record<string, string> = {
  beyaz: '#f1f2ef', siyah: '#1d1f24', gri: '#80868e', 'gümüş gri': '#b9bec5', gümüş: '#b9bec5', füme: '#4b5058',
  kırmızı: '#bf1e2b', mavi: '#2462b5', lacivert: '#1f2b52', bordo: '#6d1a2b', kahverengi: '#6b4a33', bej: '#d6c5a2',
  yeşil: '#2d7a4c', turuncu: '#f07a1a', sarı: '#f0c02c', mor: '#5b3a8c', altın: '#c8a45a', 'şampanya': '#d9c9a8',
}

/** Hex colour for a Turkish colour name (unknown names get a stable grey-blue). */
export function paintHex(name: string): string {
  const key = name.trim().toLocaleLowerCase('tr')
  return PAINT[key] ?? PAINT[key.split(/\s+/).pop() ?? ''] ?? hsl(hash(key) % 360, 12, 45)
}

function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const c = (n: number): string => {
    const k = (n + h / 30) % 12
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255).toString(16).padStart(2, '0')
  }
  return `#${c(0)}${c(8)}${c(4)}`
}

function mix(a: string, b: string, t: number): string {
  const p = (h: string, i: number): number => parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16)
  let out = '#'
  for (let i = 0; i < 3; i++) out += Math.round(p(a, i) + (p(b, i) - p(a, i)) * Math.max(0, Math.min(1, t))).toString(16).padStart(2, '0')
  return out
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
const darken = (c: string, t: number): string => mix(c, '#000000', t)
const luma = (c: string): number => (parseInt(c.slice(1, 3), 16) * 0.3 + parseInt(c.slice(3, 5), 16) * 0.59 + parseInt(c.slice(5, 7), 16) * 0.11) / 255

// ---- tiny SVG helpers -------------------------------------------------------------------------

type V2 = [number, number]
type V3 = [number, number, number]

const n = (v: number): string => String(Math.round(v * 10) / 10)
const pts = (ps: V2[]): string => ps.map((p) => `${n(p[0])},${n(p[1])}`).join(' ')
const poly = (ps: V2[], attrs: string): string => `<polygon points="${pts(ps)}" ${attrs}/>`

function svgOpen(label: string, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(label)}">`
    + `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset=".68" stop-color="#e4e7eb"/><stop offset=".7" stop-color="#d9dde2"/><stop offset="1" stop-color="#eceef1"/></linearGradient>`
    + `<radialGradient id="${id}l" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="${id}s"><stop offset="0" stop-color="#0b0d10" stop-opacity=".5"/><stop offset=".6" stop-color="#0b0d10" stop-opacity=".18"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d4b5c"/><stop offset="1" stop-color="#1a222c"/></linearGradient>`
    + `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset=".5" stop-color="#9aa1aa"/><stop offset="1" stop-color="#d5d9de"/></linearGradient></defs>`
    + `<rect width="${W}" height="${H}" fill="url(#${id}b)"/><rect width="${W}" height="${H}" fill="url(#${id}l)"/>`
}

function caption(input: VehiclePhotoInput): string {
  const text = `${input.brand} ${input.model} · ${input.year}`
  return `<rect x="20" y="${H - 62}" width="${Math.round(text.length * 11.5 + 32)}" height="44" rx="22" fill="#fff" opacity=".82"/><rect x="${W - 176}" y="${H - 62}" width="156" height="44" rx="22" fill="#fff" opacity=".82"/>`
    + `<text x="36" y="${H - 32}" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#5b626b">${escapeXml(text)}</text>`
    + `<text x="${W - 36}" y="${H - 32}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#f07a1a" opacity=".85">Turuncu Garaj</text>`
}

// ---- 3D ---------------------------------------------------------------------------------------

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const norm = (a: V3): V3 => mul(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1))

/** Orthographic camera: yaw a (positive shows the front, negative the rear), pitch p (looking down). */
class Camera {
  readonly X: V3
  readonly U: V3
  readonly T: V3
  s = 1
  ox = 0
  oy = 0
  constructor(a: number, p: number) {
    const [sa, ca, sp, cp] = [Math.sin(a), Math.cos(a), Math.sin(p), Math.cos(p)]
    this.X = [ca, 0, -sa]
    this.U = [sa * sp, cp, ca * sp]
    this.T = [-sa * cp, sp, -ca * cp]
  }
  p(v: V3): V2 {
    return [this.ox + this.s * dot(v, this.X), this.oy - this.s * dot(v, this.U)]
  }
  depth(v: V3): number {
    return dot(v, this.T)
  }
  /** SVG matrix mapping local (u, v) to the screen for the plane origin + u·eu + v·ev. */
  matrix(origin: V3, eu: V3, ev: V3): string {
    const s = this.s
    return `matrix(${[s * dot(eu, this.X), -s * dot(eu, this.U), s * dot(ev, this.X), -s * dot(ev, this.U),
      this.ox + s * dot(origin, this.X), this.oy - s * dot(origin, this.U)].map((x) => Math.round(x * 1000) / 1000).join(' ')})`
  }
}

interface Face {
  pts: V3[]
  normal: V3
  kind: string
}

function newell(ps: V3[]): V3 {
  let x = 0
  let y = 0
  let z = 0
  for (let i = 0; i < ps.length; i++) {
    const a = ps[i]!
    const b = ps[(i + 1) % ps.length]!
    x += (a[1] - b[1]) * (a[2] + b[2])
    y += (a[2] - b[2]) * (a[0] + b[0])
    z += (a[0] - b[0]) * (a[1] + b[1])
  }
  return norm([x, y, z])
}

function centroid(ps: V3[]): V3 {
  return mul(ps.reduce((acc, p) => add(acc, p), [0, 0, 0] as V3), 1 / ps.length)
}

/** Profile (x, y) extruded from z = inset(y) to width − inset(y); faces with outward normals. */
function prism(profile: V2[], width: number, inset: (y: number) => number, kinds: string[]): Face[] {
  const near = profile.map(([x, y]): V3 => [x, y, inset(y)])
  const far = profile.map(([x, y]): V3 => [x, y, width - inset(y)])
  const faces: Face[] = [{ pts: near, normal: [0, 0, 0], kind: 'near' }, { pts: [...far].reverse(), normal: [0, 0, 0], kind: 'far' }]
  for (let i = 0; i < profile.length; i++) {
    const j = (i + 1) % profile.length
    faces.push({ pts: [near[i]!, near[j]!, far[j]!, far[i]!], normal: [0, 0, 0], kind: kinds[i] ?? 'edge' })
  }
  const c = centroid([...near, ...far])
  for (const f of faces) {
    f.normal = newell(f.pts)
    if (dot(f.normal, sub(centroid(f.pts), c)) < 0) f.normal = mul(f.normal, -1)
  }
  return faces
}

/** Point inside a quad by bilinear coordinates (u across p0→p1, v across p0→p3). */
function bilerp(q: V3[], u: number, v: number): V3 {
  const a = add(mul(q[0]!, 1 - u), mul(q[1]!, u))
  const b = add(mul(q[3]!, 1 - u), mul(q[2]!, u))
  return add(mul(a, 1 - v), mul(b, v))
}

function insetQuad(q: V3[], du: number, dv: number, dv2 = dv): V3[] {
  return [bilerp(q, du, dv), bilerp(q, 1 - du, dv), bilerp(q, 1 - du, 1 - dv2), bilerp(q, du, 1 - dv2)]
}

/** Convex polygon clipped to lo ≤ x ≤ hi (Sutherland–Hodgman on two vertical lines). */
function clipX(ps: V2[], lo: number, hi: number): V2[] {
  const clip = (input: V2[], inside: (p: V2) => boolean, x: number): V2[] => {
    const out: V2[] = []
    for (let i = 0; i < input.length; i++) {
      const a = input[i]!
      const b = input[(i + 1) % input.length]!
      if (inside(a)) out.push(a)
      if (inside(a) !== inside(b)) {
        const t = (x - a[0]) / (b[0] - a[0])
        out.push([x, a[1] + t * (b[1] - a[1])])
      }
    }
    return out
  }
  return clip(clip(ps, (p) => p[0] >= lo, lo), (p) => p[0] <= hi, hi)
}

/** Convex polygon (counter-clockwise in y-up coordinates) moved inward by d. */
function offset(ps: V2[], d: number): V2[] {
  const lines = ps.map((a, i) => {
    const b = ps[(i + 1) % ps.length]!
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const nx = -(b[1] - a[1]) / len
    const ny = (b[0] - a[0]) / len
    return { p: [a[0] + nx * d, a[1] + ny * d] as V2, d: [b[0] - a[0], b[1] - a[1]] as V2 }
  })
  return lines.map((l, i) => {
    const m = lines[(i + lines.length - 1) % lines.length]!
    const den = m.d[0] * l.d[1] - m.d[1] * l.d[0]
    if (Math.abs(den) < 1e-9) return l.p
    const t = ((l.p[0] - m.p[0]) * l.d[1] - (l.p[1] - m.p[1]) * l.d[0]) / den
    return [m.p[0] + m.d[0] * t, m.p[1] + m.d[1] * t]
  })
}

function hull(points: V2[]): V2[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: V2, a: V2, b: V2): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: V2[] = []
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop()
    lower.push(q)
  }
  const upper: V2[] = []
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop()
    upper.push(q)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

// ---- car shapes (x from the front bumper, y up from the ground, units ≈ 4.5 mm) ----------------

interface CarShape {
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

const SEDAN: CarShape = { len: 1000, width: 400, fb: [22, 48], nose: [4, 158], cowl: [335, 204], roofFront: [480, 316], roofRear: [705, 320], gbr: [848, 222], deck: [990, 214], tb: [982, 50], r: 68, wf: 178, wr: 792, inset0: 24, inset1: 62, pillars: [598, 775], doors: [330, 598, 770], kind: 'sedan' }
const SHAPES: Record<string, CarShape> = {
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

function carShape(caseType: string): CarShape {
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

const LIGHT = norm([-0.35, 1, -0.45])

function shade(base: string, normal: V3): string {
  const k = dot(normal, LIGHT)
  return k >= 0 ? lighten(base, 0.3 * k) : darken(base, 0.45 * -k)
}

/** A car seen by the camera; `zoom` crops around a point of interest for detail shots. */
function drawCar(sh: CarShape, paint: string, brand: string, id: string, a: number, p: number, zoom?: { at: 'wheel' | 'front'; k: number }): string {
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

function wheelFace(r: number, rimDark: boolean, id: string): string {
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

function frontFace(w: number, h: number, sh: CarShape, id: string): string {
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

function rearFace(w: number, h: number, sh: CarShape): string {
  const lamp = (x0: number, x1: number): string => `<rect x="${n(x0)}" y="8" width="${n(x1 - x0)}" height="28" rx="6" fill="#b0131d" stroke="#4e080d" stroke-width="3"/><rect x="${n(x0 + 6)}" y="14" width="${n(x1 - x0 - 12)}" height="6" rx="3" fill="#ff5a5f"/>`
  const plateY = Math.min(h - 70, 48)
  return lamp(8, w * 0.27) + lamp(w * 0.73, w - 8)
    + (sh.kind === 'hatch' || sh.kind === 'suv' || sh.kind === 'mpv' || sh.kind === 'sw' || sh.kind === 'van' ? `<rect x="${n(w * 0.27)}" y="14" width="${n(w * 0.46)}" height="8" rx="3" fill="#1d2024" opacity=".5"/>` : '')
    + `<rect x="${n(w / 2 - 58)}" y="${n(plateY)}" width="116" height="26" rx="3" fill="#f6f7f8" stroke="#30343a" stroke-width="2"/><rect x="${n(w / 2 - 58)}" y="${n(plateY)}" width="14" height="26" fill="#1d4fa8"/>`
    + `<text x="${n(w / 2 + 7)}" y="${n(plateY + 19)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#f07a1a">TURUNCU</text>`
    + `<rect x="${n(w * 0.12)}" y="${n(h - 30)}" width="${n(w * 0.76)}" height="22" rx="8" fill="#1d2024"/>`
    + (sh.kind === 'pickup' ? '' : `<ellipse cx="${n(w * 0.78)}" cy="${n(h - 10)}" rx="16" ry="7" fill="#9aa0a7" stroke="#2b2e33" stroke-width="3"/>`)
}

// ---- interior and details (flat) --------------------------------------------------------------

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean)
  if (/^[A-Z0-9]{2,4}$/.test(name)) return name
  if (words.length > 1) return words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase('tr')).join('')
  const caps = name.match(/[A-ZÇĞİÖŞÜ]/g) ?? []
  if (caps.length >= 2) return caps.slice(0, 2).join('')
  const special: Record<string, string> = { volkswagen: 'VW' }
  return special[name.toLocaleLowerCase('tr')] ?? name.slice(0, 1).toLocaleUpperCase('tr')
}

function dashboard(paint: string, brand: string, id: string): string {
  const accent = luma(paint) > 0.85 ? '#c9ccd1' : paint
  return `<path d="M0 0H1200V120Q600 60 0 120Z" fill="#d8d4cc"/>`
    + `<path d="M0 120L150 120L60 520L0 540Z" fill="#26282c"/><path d="M1200 120L1050 120L1140 520L1200 540Z" fill="#26282c"/>`
    + `<path d="M0 470Q600 380 1200 470V800H0Z" fill="#2b2e33"/><path d="M0 470Q600 380 1200 470V500Q600 412 0 500Z" fill="#3a3e44"/>`
    + `<path d="M0 540Q600 455 1200 540" stroke="${accent}" stroke-width="9" fill="none"/>`
    + `<rect x="250" y="392" width="290" height="96" rx="18" fill="#0f1114"/><rect x="262" y="402" width="266" height="76" rx="12" fill="url(#${id}g)"/>`
    + `<circle cx="330" cy="440" r="28" fill="none" stroke="#6fb6ff" stroke-width="5" stroke-dasharray="110 200"/><circle cx="460" cy="440" r="28" fill="none" stroke="#f07a1a" stroke-width="5" stroke-dasharray="80 200"/>`
    + `<text x="395" y="448" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#e9eef5">0</text>`
    + `<rect x="640" y="360" width="250" height="150" rx="16" fill="#101215" stroke="#45494f" stroke-width="4"/><rect x="656" y="376" width="140" height="118" rx="8" fill="#24455e"/><path d="M660 470L700 420L740 450L790 395" stroke="#7fd0a0" stroke-width="6" fill="none"/><rect x="806" y="376" width="70" height="52" rx="8" fill="#2d3137"/><rect x="806" y="442" width="70" height="52" rx="8" fill="#f07a1a" opacity=".8"/>`
    + [600, 930, 1070].map((x) => `<rect x="${x}" y="540" width="${x === 600 ? 90 : 110}" height="34" rx="10" fill="#18191c"/><path d="M${x + 10} 552H${x + (x === 600 ? 80 : 100)}M${x + 10} 562H${x + (x === 600 ? 80 : 100)}" stroke="#3d4147" stroke-width="3"/>`).join('')
    + `<path d="M640 600L880 600L960 800H560Z" fill="#222428"/><rect x="720" y="650" width="90" height="52" rx="12" fill="#16171a"/><rect x="748" y="622" width="34" height="58" rx="14" fill="#3a3d42"/>`
    + `<circle cx="400" cy="610" r="185" fill="none" stroke="#1c1e21" stroke-width="38"/><circle cx="400" cy="610" r="185" fill="none" stroke="#34373c" stroke-width="6"/>`
    + `<path d="M222 640Q400 560 578 640L560 690Q400 640 240 690Z" fill="#1f2124"/><path d="M360 640L340 800H460L440 640Z" fill="#1f2124"/>`
    + `<circle cx="400" cy="630" r="62" fill="#26292d"/><circle cx="400" cy="630" r="30" fill="url(#${id}m)"/>`
    + `<text x="400" y="640" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#2b2e33">${escapeXml(initials(brand))}</text>`
}

function engineBay(paint: string, brand: string, electric: boolean, id: string): string {
  const lid = shade(paint, [0, -0.2, -1])
  const bay = `<path d="M80 330L1120 330L1040 760H160Z" fill="#1c1e21"/><path d="M120 120L1080 120L1120 330H80Z" fill="${lid}"/><path d="M150 150L1050 150L1080 310H120Z" fill="${darken(paint, 0.25)}" opacity=".6"/>`
    + `<path d="M80 330L160 760H60L20 340Z" fill="${darken(paint, 0.2)}"/><path d="M1120 330L1040 760H1140L1180 340Z" fill="${darken(paint, 0.2)}"/>`
    + `<path d="M160 700H1040L1060 790H140Z" fill="${paint}"/><rect x="250" y="712" width="700" height="20" rx="8" fill="#2c2f34"/>`
  if (electric) {
    return bay + `<rect x="300" y="390" width="600" height="290" rx="40" fill="#2b2e33"/><rect x="330" y="420" width="540" height="230" rx="30" fill="#141518"/>`
      + `<circle cx="520" cy="535" r="70" fill="none" stroke="#f07a1a" stroke-width="16"/><circle cx="520" cy="535" r="44" fill="none" stroke="#1f2124" stroke-width="10"/><rect x="640" y="480" width="170" height="110" rx="18" fill="#3a3e44"/>`
  }
  return bay + `<rect x="380" y="380" width="440" height="250" rx="36" fill="#2c2f34"/><rect x="410" y="410" width="380" height="190" rx="26" fill="#3a3e44"/>`
    + `<path d="M450 450H750M450 560H750" stroke="#2c2f34" stroke-width="10"/>`
    + `<text x="600" y="522" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#5d6269">${escapeXml(initials(brand))}</text>`
    + `<rect x="170" y="400" width="170" height="130" rx="10" fill="#141518"/><rect x="190" y="386" width="26" height="18" fill="#c0262d"/><rect x="290" y="386" width="26" height="18" fill="#333"/>`
    + `<rect x="860" y="390" width="190" height="160" rx="24" fill="#26282c"/><path d="M860 470H1050" stroke="#3b3f45" stroke-width="6"/>`
    + `<rect x="200" y="570" width="120" height="100" rx="20" fill="#e8e4d8" opacity=".85"/><circle cx="260" cy="570" r="20" fill="#e25a8a"/>`
    + `<rect x="880" y="585" width="110" height="90" rx="18" fill="#e8e4d8" opacity=".8"/><circle cx="935" cy="585" r="18" fill="#2b6fd6"/><circle cx="690" cy="370" r="18" fill="#f2c230"/>`
    + `<path d="M340 470Q360 430 380 440M820 470Q850 450 860 460" stroke="#111" stroke-width="14" fill="none"/>`
}

function seats(paint: string): string {
  const stitch = luma(paint) > 0.85 ? '#9aa0a7' : paint
  const seat = (cx: number): string => `<rect x="${cx - 150}" y="560" width="300" height="170" rx="40" fill="#2a2c30"/>`
    + `<path d="M${cx - 165} 600Q${cx - 175} 260 ${cx - 120} 230H${cx + 120}Q${cx + 175} 260 ${cx + 165} 600Z" fill="#303338"/>`
    + `<path d="M${cx - 95} 590Q${cx - 110} 300 ${cx - 70} 270H${cx + 70}Q${cx + 110} 300 ${cx + 95} 590Z" fill="#3a3d43"/>`
    + `<path d="M${cx - 80} 330H${cx + 80}M${cx - 84} 400H${cx + 84}M${cx - 88} 470H${cx + 88}" stroke="${stitch}" stroke-width="3" stroke-dasharray="8 6"/>`
    + `<rect x="${cx - 40}" y="170" width="10" height="60" fill="#8e949b"/><rect x="${cx + 30}" y="170" width="10" height="60" fill="#8e949b"/>`
    + `<rect x="${cx - 100}" y="90" width="200" height="100" rx="40" fill="#303338"/>`
  return `<rect y="0" width="1200" height="800" fill="#3b3e44" opacity=".25"/><path d="M0 140H1200V520H0Z" fill="#26282c" opacity=".7"/>`
    + seat(330) + seat(870) + `<path d="M520 560H680L700 800H500Z" fill="#1f2124"/><rect x="530" y="520" width="140" height="70" rx="24" fill="#2f3237"/>`
    + `<rect x="0" y="730" width="1200" height="70" fill="#1b1c1f"/>`
}

// ---- motorcycles ------------------------------------------------------------------------------

interface BikeShape {
  kind: 'scooter' | 'naked' | 'sport' | 'touring' | 'adventure' | 'chopper' | 'classic'
  rf: number
  rr: number
  fx: number
  rx: number
}

function bikeShape(caseType: string): BikeShape {
  const c = caseType.toLocaleLowerCase('tr')
  if (c.includes('scooter')) return { kind: 'scooter', rf: 100, rr: 100, fx: 290, rx: 720 }
  if (c.includes('sport') || c.includes('racing')) return { kind: 'sport', rf: 122, rr: 124, fx: 235, rx: 755 }
  if (c.includes('touring')) return { kind: 'touring', rf: 124, rr: 124, fx: 230, rx: 760 }
  if (c.includes('adventure') || c.includes('enduro')) return { kind: 'adventure', rf: 140, rr: 130, fx: 225, rx: 765 }
  if (c.includes('chopper') || c.includes('cruiser')) return { kind: 'chopper', rf: 128, rr: 122, fx: 200, rx: 780 }
  if (c.includes('classic') || c.includes('klasik')) return { kind: 'classic', rf: 128, rr: 128, fx: 235, rx: 755 }
  return { kind: 'naked', rf: 124, rr: 124, fx: 235, rx: 755 }
}

const GROUND = 560

function bikeWheel(cx: number, r: number, wire: boolean, disc: boolean, accent: string): string {
  const cy = GROUND - r
  const rim = r * 0.78
  let spokes = ''
  const count = wire ? 18 : 6
  for (let i = 0; i < count; i++) {
    const an = (i / count) * Math.PI * 2
    const a2 = an + (wire ? 0.5 : 0.18)
    spokes += `M${n(cx + Math.cos(an) * r * 0.12)} ${n(cy + Math.sin(an) * r * 0.12)}L${n(cx + Math.cos(a2) * rim)} ${n(cy + Math.sin(a2) * rim)}`
  }
  return `<circle cx="${cx}" cy="${n(cy)}" r="${r}" fill="#17181b"/><circle cx="${cx}" cy="${n(cy)}" r="${n(rim + 4)}" fill="none" stroke="${wire ? '#b5bbc2' : accent}" stroke-width="7"/>`
    + `<path d="${spokes}" stroke="${wire ? '#aab0b7' : accent}" stroke-width="${wire ? 2.5 : 9}" stroke-linecap="round"/>`
    + (disc ? `<circle cx="${cx}" cy="${n(cy)}" r="${n(r * 0.48)}" fill="none" stroke="#b9bec5" stroke-width="${n(r * 0.1)}" stroke-dasharray="6 5"/>` : '')
    + `<circle cx="${cx}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="#8e949b"/>`
}

/** Side view facing left, in a 1000 × 600 box (ground at y = 560). */
function bikeSide(b: BikeShape, paint: string, dark: string): string {
  const k = b.kind
  const fy = GROUND - b.rf
  const ry = GROUND - b.rr
  const hl = lighten(paint, 0.3)
  const sd = darken(paint, 0.3)
  const parts: string[] = []
  const accent = k === 'sport' || k === 'naked' ? darken(paint, 0.1) : '#2a2c30'
  const wire = k === 'classic' || k === 'adventure' || k === 'chopper'
  parts.push(`<ellipse cx="${(b.fx + b.rx) / 2}" cy="${GROUND + 8}" rx="${n((b.rx - b.fx) / 2 + 170)}" ry="22" fill="url(#IDs)"/>`)
  if (k === 'scooter') {
    parts.push(bikeWheel(b.rx, b.rr, false, false, '#3b3f45'))
    parts.push(`<path d="M345 200L${b.fx} ${fy}" stroke="#55595f" stroke-width="16"/>`)
    parts.push(bikeWheel(b.fx, b.rf, false, true, '#3b3f45'))
    parts.push(`<path d="M600 435L750 448L752 482L605 486Z" fill="#34373c"/><path d="M715 470L830 462L832 488L718 492Z" fill="#a9afb6"/>`)
    parts.push(`<path d="M205 452Q290 330 375 452" stroke="${paint}" stroke-width="20" fill="none" stroke-linecap="round"/>`)
    parts.push(`<path d="M420 452H592V468H420Z" fill="#2b2d31"/><path d="M420 466L600 466L612 492L440 492Z" fill="${sd}"/>`)
    parts.push(`<path d="M580 468C590 420 600 360 632 330L840 318Q880 318 888 344L870 390Q842 404 816 398Q762 336 690 386L640 440L612 492Z" fill="${paint}"/>`)
    parts.push(`<path d="M628 352Q720 338 872 336" stroke="${hl}" stroke-width="6" fill="none" opacity=".8"/>`)
    parts.push(`<path d="M612 334Q622 296 680 292L820 296Q852 300 852 322L620 340Z" fill="${dark}"/><path d="M820 300Q860 290 885 306" stroke="#a9afb6" stroke-width="8" fill="none" stroke-linecap="round"/>`)
    parts.push(`<path d="M876 332L890 338L884 362L870 356Z" fill="#d0141f"/>`)
    parts.push(`<path d="M350 165C300 230 300 330 350 395L420 455L455 455C465 380 450 270 410 180Z" fill="${paint}"/><path d="M346 178C312 236 312 326 352 386" stroke="${hl}" stroke-width="8" fill="none" opacity=".9"/>`)
    parts.push(`<path d="M310 165Q330 123 400 125L440 145L432 178L336 185Z" fill="${paint}"/><path d="M306 166L328 184" stroke="#e9eef5" stroke-width="12" stroke-linecap="round"/><path d="M336 185H432" stroke="${sd}" stroke-width="4"/>`)
    parts.push(`<path d="M412 135L470 125" stroke="#1d1f22" stroke-width="14" stroke-linecap="round"/><path d="M400 128L386 80" stroke="#2b2d31" stroke-width="4"/><ellipse cx="384" cy="72" rx="22" ry="12" fill="#2b2d31"/>`)
    return parts.join('')
  }
  // Rear wheel, swingarm, chain.
  parts.push(bikeWheel(b.rx, b.rr, wire, true, accent))
  const pivot: V2 = [k === 'chopper' ? 560 : 575, k === 'chopper' ? 420 : 390]
  parts.push(`<path d="M${pivot[0]} ${pivot[1]}L${b.rx} ${ry}" stroke="#3a3d42" stroke-width="20" stroke-linecap="round"/>`)
  if (k !== 'touring') parts.push(`<path d="M${pivot[0] + 10} ${pivot[1] + 8}L${b.rx - 4} ${ry + 20}" stroke="#5b6067" stroke-width="4" stroke-dasharray="6 4"/>`)
  // Frame and engine.
  const head: V2 = k === 'chopper' ? [330, 250] : k === 'adventure' ? [345, 190] : [340, 215]
  if (k === 'naked' || k === 'adventure' || k === 'classic' || k === 'chopper') {
    parts.push(`<path d="M${head[0]} ${head[1] + 10}L${pivot[0]} ${pivot[1] - 40}L${pivot[0]} ${pivot[1]}M${head[0]} ${head[1] + 40}L${pivot[0] - 60} ${pivot[1] + 20}M${pivot[0] - 20} ${pivot[1] - 60}L${b.rx - 60} ${ry - 120}" stroke="${k === 'naked' ? '#c0392b' : '#2b2d31'}" stroke-width="10" fill="none" stroke-linejoin="round"/>`)
  }
  const ex = k === 'chopper' ? 400 : 410
  parts.push(`<path d="M${ex} 300L${ex + 150} 290L${ex + 175} 330L${ex + 170} 430Q${ex + 100} 460 ${ex + 20} 445L${ex - 10} 380Z" fill="#3c3f45"/>`)
  parts.push(`<path d="M${ex + 10} 320H${ex + 150}M${ex + 6} 342H${ex + 156}M${ex + 4} 364H${ex + 160}" stroke="#5d6269" stroke-width="6"/>`)
  parts.push(`<circle cx="${ex + 115}" cy="410" r="30" fill="#5a5f66"/><circle cx="${ex + 115}" cy="410" r="14" fill="#2b2d31"/>`)
  // Exhaust.
  if (k === 'sport') parts.push(`<path d="M${ex + 20} 430Q${ex + 120} 480 ${ex + 240} 440L${ex + 330} 430" stroke="#8e949b" stroke-width="16" fill="none"/><path d="M${ex + 230} 415L${ex + 330} 405L${ex + 330} 450L${ex + 230} 458Z" fill="#2b2d31"/>`)
  else if (k === 'chopper') parts.push(`<path d="M${ex + 10} 400Q${ex + 60} 470 ${ex + 200} 470L${b.rx + 60} 455" stroke="#c3c8ce" stroke-width="18" fill="none" stroke-linecap="round"/>`)
  else if (k === 'classic' || k === 'adventure') parts.push(`<path d="M${ex + 10} 420Q${ex + 90} 470 ${ex + 220} 440L${b.rx - 20} ${ry - 70}" stroke="#b0b6bd" stroke-width="16" fill="none"/><path d="M${b.rx - 150} ${ry - 40}L${b.rx - 10} ${ry - 82}L${b.rx} ${ry - 54}L${b.rx - 140} ${ry - 10}Z" fill="#c3c8ce"/>`)
  else parts.push(`<path d="M${ex + 20} 440Q${ex + 110} 480 ${ex + 200} 450" stroke="#8e949b" stroke-width="16" fill="none"/><path d="M${ex + 170} 430L${ex + 260} 420L${ex + 262} 470L${ex + 172} 474Z" fill="#2b2d31"/>`)
  // Tank, seat, tail.
  const tank = k === 'chopper'
    ? `M${head[0] + 10} ${head[1] + 10}Q${head[0] + 70} ${head[1] - 45} ${head[0] + 180} ${head[1] + 5}L${head[0] + 190} ${head[1] + 50}Q${head[0] + 90} ${head[1] + 60} ${head[0] + 10} ${head[1] + 45}Z`
    : k === 'classic'
      ? `M${head[0] + 10} ${head[1] + 5}Q${head[0] + 100} ${head[1] - 50} ${head[0] + 200} ${head[1] + 5}Q${head[0] + 190} ${head[1] + 70} ${head[0] + 100} ${head[1] + 70}Q${head[0] + 20} ${head[1] + 70} ${head[0] + 10} ${head[1] + 5}Z`
      : `M${head[0] + 5} ${head[1]}Q${head[0] + 60} ${head[1] - 45} ${head[0] + 175} ${head[1] - 25}L${head[0] + 230} ${head[1] + 15}L${head[0] + 205} ${head[1] + 75}L${head[0] + 20} ${head[1] + 70}Z`
  parts.push(`<path d="${tank}" fill="${paint}"/><path d="${tank}" fill="none" stroke="${sd}" stroke-width="3"/>`)
  parts.push(`<path d="M${head[0] + 40} ${head[1] - 8}Q${head[0] + 100} ${head[1] - 35} ${head[0] + 165} ${head[1] - 20}" stroke="${hl}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".85"/>`)
  const seatY = k === 'chopper' ? 318 : k === 'adventure' ? 235 : k === 'sport' ? 232 : 250
  if (k === 'chopper') parts.push(`<path d="M${head[0] + 180} ${seatY - 40}Q${head[0] + 230} ${seatY + 20} ${head[0] + 300} ${seatY - 10}L${head[0] + 330} ${seatY - 40}L${head[0] + 340} ${seatY - 10}Q${head[0] + 260} ${seatY + 40} ${head[0] + 190} ${seatY + 10}Z" fill="${dark}"/><path d="M${b.rx - 120} ${ry - 120}Q${b.rx} ${ry - 175} ${b.rx + 110} ${ry - 60}L${b.rx + 90} ${ry - 40}Q${b.rx} ${ry - 140} ${b.rx - 110} ${ry - 95}Z" fill="${paint}"/>`)
  else if (k === 'classic') parts.push(`<path d="M${head[0] + 190} ${seatY - 25}L${head[0] + 430} ${seatY - 30}Q${head[0] + 450} ${seatY} ${head[0] + 420} ${seatY + 8}L${head[0] + 200} ${seatY + 10}Z" fill="#5a3b26"/><path d="M${b.rx - 110} ${ry - 110}Q${b.rx} ${ry - 160} ${b.rx + 100} ${ry - 90}L${b.rx + 95} ${ry - 70}Q${b.rx} ${ry - 135} ${b.rx - 100} ${ry - 88}Z" fill="${paint}"/>`)
  else {
    const tailUp = k === 'sport' ? 60 : k === 'naked' ? 45 : 20
    parts.push(`<path d="M${head[0] + 215} ${seatY - 10}L${head[0] + 330} ${seatY}L${b.rx + 60} ${seatY - tailUp}L${b.rx + 90} ${seatY - tailUp - 4}L${b.rx + 80} ${seatY - tailUp + 22}L${head[0] + 330} ${seatY + 48}L${head[0] + 205} ${seatY + 60}Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] + 205} ${seatY - 16}Q${head[0] + 260} ${seatY - 30} ${head[0] + 330} ${seatY - 12}L${b.rx + 20} ${seatY - tailUp - 8}L${b.rx + 30} ${seatY - tailUp + 6}L${head[0] + 330} ${seatY + 10}L${head[0] + 210} ${seatY + 6}Z" fill="${dark}"/>`)
    parts.push(`<path d="M${b.rx + 80} ${seatY - tailUp - 2}L${b.rx + 92} ${seatY - tailUp}L${b.rx + 86} ${seatY - tailUp + 16}L${b.rx + 74} ${seatY - tailUp + 14}Z" fill="#d0141f"/>`)
    parts.push(`<path d="M${b.rx + 40} ${seatY - tailUp + 20}L${b.rx + 70} ${seatY - tailUp + 90}" stroke="#2b2d31" stroke-width="6"/><rect x="${b.rx + 52}" y="${seatY - tailUp + 80}" width="44" height="30" rx="3" fill="#f6f7f8" stroke="#2b2d31" stroke-width="2"/>`)
  }
  // Luggage.
  if (k === 'adventure' || k === 'touring') {
    const box = k === 'adventure' ? '#a9afb6' : darken(paint, 0.05)
    parts.push(`<rect x="${b.rx - 80}" y="${ry - 150}" width="180" height="130" rx="${k === 'adventure' ? 6 : 30}" fill="${box}" stroke="#2b2d31" stroke-width="5"/><path d="M${b.rx - 80} ${ry - 110}H${b.rx + 100}" stroke="#2b2d31" stroke-width="4"/>`)
    if (k === 'touring') parts.push(`<rect x="${b.rx - 10}" y="${seatY - 95}" width="120" height="80" rx="26" fill="${box}" stroke="#2b2d31" stroke-width="4"/>`)
  }
  // Fork and front wheel.
  const fork: [number, number, number, number] = k === 'chopper' ? [b.fx, fy, head[0] - 10, head[1] - 20] : [b.fx, fy, head[0], head[1]]
  parts.push(bikeWheel(b.fx, b.rf, wire, true, accent))
  parts.push(`<path d="M${fork[0]} ${fork[1]}L${fork[2]} ${fork[3]}" stroke="${k === 'sport' || k === 'naked' ? '#c9a227' : '#9aa0a7'}" stroke-width="18" stroke-linecap="round"/>`)
  parts.push(`<path d="M${b.fx - 10} ${fy}L${fork[2] - 8} ${fork[3] + 40}" stroke="#2b2d31" stroke-width="8"/>`)
  // Front fender.
  if (k === 'adventure') parts.push(`<path d="M${head[0] - 80} ${head[1] + 55}L${head[0] - 20} ${head[1] + 40}L${head[0] - 10} ${head[1] + 80}Z" fill="${paint}"/>`)
  parts.push(`<path d="M${b.fx - b.rf * 0.7} ${fy - b.rf * 0.55}Q${b.fx} ${fy - b.rf * 1.2} ${b.fx + b.rf * 0.65} ${fy - b.rf * 0.6}" stroke="${k === 'classic' ? '#b0b6bd' : paint}" stroke-width="16" fill="none" stroke-linecap="round"/>`)
  // Front end: fairing, screen, headlight, bars, mirror.
  if (k === 'sport') {
    parts.push(`<path d="M${head[0] - 95} 240Q${head[0] - 60} 170 ${head[0] + 10} 165L${head[0] + 80} 215L${ex + 150} 300L${ex + 130} 410Q${ex + 20} 430 ${ex - 40} 380Q${head[0] - 70} 320 ${head[0] - 95} 240Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] - 60} 200Q${head[0] + 40} 220 ${ex + 120} 320" stroke="${hl}" stroke-width="7" fill="none" opacity=".8"/><path d="M${head[0] - 80} 232L${head[0] - 40} 222L${head[0] - 42} 240L${head[0] - 82} 248Z" fill="#e9eef5"/>`)
    parts.push(`<path d="M${head[0] - 20} 168Q${head[0] + 10} 130 ${head[0] + 60} 150L${head[0] + 40} 185Z" fill="#8fa3b5" opacity=".75"/>`)
  } else if (k === 'touring' || k === 'adventure') {
    parts.push(`<path d="M${head[0] - 75} ${head[1] + 25}Q${head[0] - 60} ${head[1] - 40} ${head[0]} ${head[1] - 50}L${head[0] + 60} ${head[1] + 10}L${head[0] + 20} ${head[1] + 90}Q${head[0] - 50} ${head[1] + 80} ${head[0] - 75} ${head[1] + 25}Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] - 62} ${head[1] + 10}L${head[0] - 28} ${head[1]}L${head[0] - 30} ${head[1] + 24}L${head[0] - 66} ${head[1] + 32}Z" fill="#e9eef5"/>`)
    parts.push(`<path d="M${head[0] - 30} ${head[1] - 45}Q${head[0] - 20} ${head[1] - 130} ${head[0] + 30} ${head[1] - 140}L${head[0] + 40} ${head[1] - 40}Z" fill="#9fb3c6" opacity=".6" stroke="#5d6c7a" stroke-width="3"/>`)
  } else {
    parts.push(`<circle cx="${head[0] - 38}" cy="${head[1] + 18}" r="${k === 'naked' ? 30 : 36}" fill="#2b2d31"/><circle cx="${head[0] - 42}" cy="${head[1] + 18}" r="${k === 'naked' ? 22 : 28}" fill="#e9eef5"/><circle cx="${head[0] - 46}" cy="${head[1] + 14}" r="8" fill="#fff"/>`)
  }
  const bar: V2 = k === 'chopper' ? [head[0] + 60, head[1] - 85] : k === 'sport' ? [head[0] + 40, head[1] - 5] : [head[0] + 55, head[1] - 45]
  parts.push(`<path d="M${head[0]} ${head[1] - 5}L${bar[0]} ${bar[1]}" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/><rect x="${bar[0] - 6}" y="${bar[1] - 8}" width="40" height="16" rx="8" fill="#111" transform="rotate(20 ${bar[0]} ${bar[1]})"/>`)
  if (k !== 'sport') parts.push(`<path d="M${head[0] + 20} ${head[1] - 25}L${head[0] + 5} ${head[1] - 85}" stroke="#2b2d31" stroke-width="4"/><ellipse cx="${head[0] + 2}" cy="${head[1] - 92}" rx="20" ry="12" fill="#2b2d31"/>`)
  return parts.join('')
}

function bikeRear(b: BikeShape, paint: string, dark: string): string {
  const k = b.kind
  const wide = k === 'scooter' ? 150 : k === 'touring' || k === 'adventure' ? 110 : 80
  const parts: string[] = [`<ellipse cx="600" cy="700" rx="260" ry="26" fill="url(#IDs)"/>`]
  parts.push(`<rect x="${k === 'chopper' ? 548 : 560}" y="470" width="${k === 'chopper' ? 104 : 80}" height="240" rx="36" fill="#17181b"/>`)
  if (k === 'scooter') parts.push(`<path d="M520 250Q600 232 680 250L700 400H500Z" fill="${darken(paint, 0.15)}"/><path d="M450 530Q436 404 520 384H680Q764 404 750 530Z" fill="${paint}"/><path d="M470 470Q600 440 730 470" stroke="${lighten(paint, 0.3)}" stroke-width="6" fill="none"/>`)
  else parts.push(`<path d="M${600 - wide} 420L${600 + wide} 420L${600 + wide * 0.7} 520L${600 - wide * 0.7} 520Z" fill="${paint}"/>`)
  parts.push(`<path d="M${600 - wide * 0.8} 385Q600 360 ${600 + wide * 0.8} 385L${600 + wide * 0.9} 425H${600 - wide * 0.9}Z" fill="${dark}"/>`)
  if (k !== 'scooter') parts.push(`<rect x="545" y="455" width="110" height="36" rx="16" fill="#2b2d31"/>`)
  parts.push(`<rect x="${600 - wide * 0.45}" y="440" width="${wide * 0.9}" height="22" rx="8" fill="#c0141f"/><rect x="552" y="530" width="96" height="58" rx="4" fill="#f6f7f8" stroke="#2b2d31" stroke-width="3"/>`)
  parts.push(`<text x="600" y="567" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#f07a1a">TURUNCU</text>`)
  parts.push(`<path d="M400 250L800 250" stroke="#1d1f22" stroke-width="12" stroke-linecap="round"/><path d="M420 250L390 170M780 250L810 170" stroke="#2b2d31" stroke-width="5"/><ellipse cx="386" cy="160" rx="30" ry="18" fill="#2b2d31"/><ellipse cx="814" cy="160" rx="30" ry="18" fill="#2b2d31"/>`)
  if (k !== 'scooter') parts.push(`<path d="M530 260Q600 230 670 260L650 370H550Z" fill="${paint}"/>`)
  if (k === 'adventure' || k === 'touring') {
    const box = k === 'adventure' ? '#a9afb6' : darken(paint, 0.05)
    parts.push(`<rect x="340" y="400" width="130" height="170" rx="14" fill="${box}" stroke="#2b2d31" stroke-width="5"/><rect x="730" y="400" width="130" height="170" rx="14" fill="${box}" stroke="#2b2d31" stroke-width="5"/><rect x="500" y="300" width="200" height="110" rx="24" fill="${box}" stroke="#2b2d31" stroke-width="5"/>`)
  } else if (k !== 'scooter') {
    parts.push(`<rect x="${k === 'chopper' ? 680 : 660}" y="540" width="70" height="40" rx="18" fill="#9aa0a7" stroke="#2b2d31" stroke-width="4"/>`)
  }
  return parts.join('')
}

function bikeCockpit(b: BikeShape, paint: string, brand: string): string {
  const hl = lighten(paint, 0.25)
  const parts: string[] = [`<path d="M330 800Q360 560 600 540Q840 560 870 800Z" fill="${paint}"/><path d="M420 800Q440 620 600 600Q760 620 780 800" fill="none" stroke="${hl}" stroke-width="10" opacity=".7"/><circle cx="600" cy="700" r="46" fill="#2b2d31"/><circle cx="600" cy="700" r="30" fill="#8e949b"/>`]
  parts.push(`<path d="M120 430Q600 380 1080 430" stroke="#1d1f22" stroke-width="30" fill="none" stroke-linecap="round"/><rect x="60" y="405" width="150" height="52" rx="24" fill="#111"/><rect x="990" y="405" width="150" height="52" rx="24" fill="#111"/>`)
  parts.push(`<path d="M230 400Q280 360 340 372M970 400Q920 360 860 372" stroke="#9aa0a7" stroke-width="12" fill="none" stroke-linecap="round"/>`)
  parts.push(`<path d="M250 410L210 180M950 410L990 180" stroke="#2b2d31" stroke-width="8"/><ellipse cx="205" cy="160" rx="70" ry="40" fill="#2b2d31"/><ellipse cx="995" cy="160" rx="70" ry="40" fill="#2b2d31"/><ellipse cx="205" cy="160" rx="58" ry="30" fill="#8fa3b5"/><ellipse cx="995" cy="160" rx="58" ry="30" fill="#8fa3b5"/>`)
  if (b.kind === 'scooter' || b.kind === 'classic' || b.kind === 'chopper') {
    parts.push(`<circle cx="600" cy="350" r="88" fill="#1b1c1f"/><circle cx="600" cy="350" r="74" fill="#f3f4f6"/><path d="M545 395A74 74 0 1 1 655 395" fill="none" stroke="#2b2d31" stroke-width="6" stroke-dasharray="4 10"/><path d="M600 350L560 310" stroke="#c0141f" stroke-width="6" stroke-linecap="round"/><circle cx="600" cy="350" r="9" fill="#2b2d31"/>`)
  } else {
    parts.push(`<rect x="470" y="270" width="260" height="150" rx="20" fill="#111214"/><rect x="485" y="285" width="230" height="120" rx="12" fill="#1f2a38"/><path d="M500 380A100 100 0 0 1 700 380" fill="none" stroke="#f07a1a" stroke-width="10" stroke-dasharray="160 300"/>`)
    parts.push(`<text x="600" y="370" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#e9eef5">0</text><text x="600" y="395" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="#9fb3c6">km/h</text>`)
  }
  parts.push(`<text x="600" y="500" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#c9ced4">${escapeXml(brand.toLocaleUpperCase('tr'))}</text>`)
  return parts.join('')
}

// ---- entry points -----------------------------------------------------------------------------

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
