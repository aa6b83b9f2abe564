// Paint colours by their Turkish names, and the colour arithmetic the drawings shade with.

export const PAINT: Record<string, string> = {
  beyaz: '#f1f2ef', siyah: '#1d1f24', gri: '#80868e', 'gümüş gri': '#b9bec5', gümüş: '#b9bec5', füme: '#4b5058',
  kırmızı: '#bf1e2b', mavi: '#2462b5', lacivert: '#1f2b52', bordo: '#6d1a2b', kahverengi: '#6b4a33', bej: '#d6c5a2',
  yeşil: '#2d7a4c', turuncu: '#f07a1a', sarı: '#f0c02c', mor: '#5b3a8c', altın: '#c8a45a', 'şampanya': '#d9c9a8',
}

/** Hex colour for a Turkish colour name (unknown names get a stable grey-blue). */
export function paintHex(name: string): string {
  const key = name.trim().toLocaleLowerCase('tr')
  return PAINT[key] ?? PAINT[key.split(/\s+/).pop() ?? ''] ?? hsl(hash(key) % 360, 12, 45)
}

export function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const c = (n: number): string => {
    const k = (n + h / 30) % 12
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255).toString(16).padStart(2, '0')
  }
  return `#${c(0)}${c(8)}${c(4)}`
}

export function mix(a: string, b: string, t: number): string {
  const p = (h: string, i: number): number => parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16)
  let out = '#'
  for (let i = 0; i < 3; i++) out += Math.round(p(a, i) + (p(b, i) - p(a, i)) * Math.max(0, Math.min(1, t))).toString(16).padStart(2, '0')
  return out
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)
export const luma = (c: string): number => (parseInt(c.slice(1, 3), 16) * 0.3 + parseInt(c.slice(3, 5), 16) * 0.59 + parseInt(c.slice(5, 7), 16) * 0.11) / 255
