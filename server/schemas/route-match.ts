// Route-pattern matching of spec §4.14, shared by the gateway and the client: segments starting
// with ':' are parameters; extra URL segments beyond the pattern still match.
export function segmentsOf(url: string): string[] {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return path.split('/').filter(Boolean)
}

export function matchPattern(pattern: string, url: string): Record<string, string> | null {
  const want = segmentsOf(pattern)
  const have = segmentsOf(url)
  if (have.length < want.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const h = have[i]!
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponentSafe(h)
    else if (w !== h) return null
  }
  return params
}

export function matchesAny(patterns: readonly string[], url: string): boolean {
  return patterns.some((p) => matchPattern(p, url) !== null)
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
