// Checks an endpoint answers the expected status and JSON before it is loaded, so a broken route
// (a fast 404 or 500) can never pass for a fast one.
import type { HttpMethod, Json } from './types.js'

export interface RequestSpec {
  method: HttpMethod
  url: string
  headers: Record<string, string>
  body?: string
  /** Body of each request under load, when they differ. */
  nextBody?: () => string
}

/** Paths where `actual` differs from the deep subset `expected` ([] = matches). */
export function subsetMismatches(expected: Json, actual: unknown, path = '$'): string[] {
  if (expected === null || typeof expected !== 'object') {
    return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${preview(actual)}`]
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${preview(actual)}`]
    return expected.flatMap((item, i) => subsetMismatches(item, actual[i], `${path}[${i}]`))
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object, got ${preview(actual)}`]
  const record = actual as Record<string, unknown>
  return Object.entries(expected).flatMap(([key, value]) => subsetMismatches(value, record[key], `${path}.${key}`))
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 80)}…` : text
}

/**
 * A page: HTTP 200, HTML, every text of `contains` in it. Returns the page's HTML as fetch decodes
 * it, for the baseline's copy.
 */
export async function verifyPage(spec: RequestSpec, contains: string[]): Promise<string> {
  const res = await fetch(spec.url, { method: spec.method, headers: spec.headers, signal: AbortSignal.timeout(10_000) })
  const html = await res.text()
  const where = `${spec.method} ${new URL(spec.url).pathname}`
  if (res.status !== 200) throw new Error(`${where} answered HTTP ${res.status}, expected 200`)
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('text/html')) throw new Error(`${where} answered content-type "${type}", expected text/html`)
  const missing = contains.filter((text) => !html.includes(text))
  if (missing.length) throw new Error(`${where} does not contain ${missing.map((m) => JSON.stringify(m)).join(', ')}`)
  return html
}

/** One request; throws an Error naming what is wrong (status, content type, JSON mismatch). */
export async function verifyEndpoint(spec: RequestSpec, expected: Json, status = 200): Promise<void> {
  const res = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await res.text()
  const where = `${spec.method} ${new URL(spec.url).pathname}`
  if (res.status !== status) throw new Error(`${where} answered HTTP ${res.status}, expected ${status}: ${text.slice(0, 200)}`)
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/json')) throw new Error(`${where} answered content-type "${type}", expected application/json`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${where} answered invalid JSON: ${text.slice(0, 200)}`)
  }
  const mismatches = subsetMismatches(expected, json)
  if (mismatches.length) throw new Error(`${where} answered unexpected JSON: ${mismatches.join('; ')}`)
}
