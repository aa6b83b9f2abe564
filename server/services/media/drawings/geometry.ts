// The 3D of the car drawings: vectors, an orthographic camera, faces with outward normals, and
// the 2D polygon helpers (clipping, offsetting, hulls) their details use.
import type { V2, V3 } from './svg.js'

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const norm = (a: V3): V3 => mul(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1))

/** Orthographic camera: yaw a (positive shows the front, negative the rear), pitch p (looking down). */
export class Camera {
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

export interface Face {
  pts: V3[]
  normal: V3
  kind: string
}

export function newell(ps: V3[]): V3 {
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

export function centroid(ps: V3[]): V3 {
  return mul(ps.reduce((acc, p) => add(acc, p), [0, 0, 0] as V3), 1 / ps.length)
}

/** Profile (x, y) extruded from z = inset(y) to width − inset(y); faces with outward normals. */
export function prism(profile: V2[], width: number, inset: (y: number) => number, kinds: string[]): Face[] {
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
export function bilerp(q: V3[], u: number, v: number): V3 {
  const a = add(mul(q[0]!, 1 - u), mul(q[1]!, u))
  const b = add(mul(q[3]!, 1 - u), mul(q[2]!, u))
  return add(mul(a, 1 - v), mul(b, v))
}

export function insetQuad(q: V3[], du: number, dv: number, dv2 = dv): V3[] {
  return [bilerp(q, du, dv), bilerp(q, 1 - du, dv), bilerp(q, 1 - du, 1 - dv2), bilerp(q, du, 1 - dv2)]
}

/** Convex polygon clipped to lo ≤ x ≤ hi (Sutherland–Hodgman on two vertical lines). */
export function clipX(ps: V2[], lo: number, hi: number): V2[] {
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
export function offset(ps: V2[], d: number): V2[] {
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

export function hull(points: V2[]): V2[] {
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
