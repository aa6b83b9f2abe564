// Seeded generators of hostile HTTP input for the fuzz suite: the same seed gives the same
// requests, so a failure reproduces with FUZZ_SEED=<seed>.

export interface OpenApiOperation {
  method: string
  /** e.g. /api/screens/{id} */
  path: string
  query: string[]
  bodySchema?: JsonSchema
  /** Path and query parameters with their schemas. */
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>
}

export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  /** A discriminated choice (content blocks): one branch per kind, each with its own fields. */
  oneOf?: JsonSchema[]
  $ref?: string
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  minimum?: number
  minItems?: number
}

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string | string[]>
  body?: string
}

/** One of each class every text field refuses (decision 021): C0, DEL, C1, bidi controls, lone surrogates. */
export const REFUSED_TEXT: readonly string[] = [
  '\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f',
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069',
  '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800',
]
/** Refused too, except in multi-line fields. */
export const LINE_BREAKS: readonly string[] = ['\t', '\n', '\r', '\r\n']

const SPECIAL_SEGMENTS = [
  '%00', '..', '.', '%2e%2e', '%2F', '%zz', '%', '%E0%A4%A', '%C0%AF', '~', '*', ';', 'a;b=c', '%20', '+',
  '%F0%9F%98%80', 'appointment-lookup', 'sms-verification', 'no-such-screen', 'a'.repeat(256), 'a'.repeat(257),
]
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']
const WEIRD_STRINGS = ['NaN', 'Infinity', '-Infinity', '-0', '1e999', '0x1F', 'true', 'null', 'undefined', '[object Object]', '']
const INVALID_JSON = [
  '{', '}', '{"a":', '{"a" 1}', "{'a':1}", '{"a":1,}', '[1,2', 'nul', 'tru', 'NaN', 'Infinity', '{"a":NaN}', '{"a":undefined}',
  '\u0000', '{"a":"\u0000"}', '{"a":"\\ud800"}', '{"a":"\\x41"}', '01', '1.', '.5', '+1', '--1', '{"a":1}{"b":2}', '{"a":1} trailing',
  '/* c */ {}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', ' ', '\t\n', '\ufeff',
]
const CONTENT_TYPES: Array<string | string[] | undefined> = [
  'application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON',
  'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/json, text/plain', 'application/jsonx',
  'application/vnd.api+json', 'application/problem+json', 'text/json', 'text/plain', 'text/html', 'application/x-www-form-urlencoded',
  'multipart/form-data', 'multipart/form-data; boundary=--x', 'application/octet-stream', '', ';;;', 'application/', '*/*',
  'application/json; boundary=', 'application/json;charset="utf-8"', ['application/json', 'text/plain'], ['application/json', 'application/json'],
  undefined,
]

/** encodeURIComponent that drops lone surrogates instead of throwing. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ''))

export class Gen {
  private state: number

  constructor(readonly seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32 */
  float(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let x = this.state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }

  int(max: number): number {
    return Math.floor(this.float() * max)
  }

  chance(p: number): boolean {
    return this.float() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!
  }

  private chars(alphabet: string, n: number): string {
    const cps = [...alphabet]
    let s = ''
    for (let i = 0; i < n; i++) s += cps[this.int(cps.length)]
    return s
  }

  /** A string of a random family: ASCII, Turkish, emoji, control characters, digits, markup, very long … */
  text(): string {
    switch (this.int(10)) {
      case 0: return this.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_ ', 1 + this.int(20))
      case 1: return this.chars('çğıöşüÇĞİÖŞÜâîû', 1 + this.int(12))
      case 2: return this.chars('😀🚗🇹🇷\u200b\u202e\u2066\u2069\ufeff', 1 + this.int(6)) + this.pick(['', '\ud800', '\udfff', '\udc00\ud800'])
      case 3: return this.chars('\u0000\u0001\u0008\t\n\r\u001b\u007f\u0085\u009f', 1 + this.int(6))
      case 4: return this.chars('0123456789', 10 + this.int(4))
      case 5: return this.pick(['<script>alert(1)</script>', '"><img src=x>', "' OR 1=1 --", '${7*7}', '{{7*7}}', '../../etc/passwd', '%s%n%x'])
      case 6: return 'x'.repeat(this.pick([255, 256, 4000, 4001, 70000]))
      case 7: return this.pick(WEIRD_STRINGS)
      case 8: return this.pick(PROTO_KEYS)
      default: return this.chars('!"#$%&\'()*+,./:;<=>?@[\\]^`{|}~', 1 + this.int(10))
    }
  }

  /** Any JSON value, nested up to `depth`. */
  json(depth = 4): unknown {
    const kind = depth <= 0 ? this.int(6) : this.int(8)
    switch (kind) {
      case 0: return null
      case 1: return this.chance(0.5)
      case 2: return this.pick([0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e-308, 0.1, 1000, 1001])
      case 3: return this.float() * 1e6 - 5e5
      case 4:
      case 5: return this.text()
      case 6: return Array.from({ length: this.int(5) }, () => this.json(depth - 1))
      default: {
        const o: Record<string, unknown> = {}
        for (let i = this.int(6); i > 0; i--) o[this.chance(0.3) ? this.pick(PROTO_KEYS) : this.text().slice(0, 70)] = this.json(depth - 1)
        return o
      }
    }
  }

  /** A body shaped like the schema, with some fields dropped, retyped or added. */
  private shaped(schema: JsonSchema | undefined, depth = 0): unknown {
    if (!schema || depth > 3 || this.chance(0.15)) return this.json(2)
    if (schema.type === 'object' || schema.properties) {
      const o: Record<string, unknown> = {}
      for (const [k, s] of Object.entries(schema.properties ?? {})) if (!this.chance(0.2)) o[k] = this.shaped(s, depth + 1)
      if (!schema.properties || this.chance(0.5)) {
        for (let i = this.int(4); i > 0; i--) o[this.chance(0.2) ? this.pick(PROTO_KEYS) : this.text().slice(0, 70)] = this.chance(0.7) ? this.text() : this.json(2)
      }
      return o
    }
    if (schema.type === 'integer' || schema.type === 'number') return this.pick([0, 1, -1, 1000, 1001, 1.5, 1e308, '1', 'abc'])
    if (schema.type === 'boolean') return this.pick([true, false, 'true', 0])
    return this.text()
  }

  body(schema?: JsonSchema): string {
    switch (this.int(8)) {
      case 0: return JSON.stringify(this.json(this.int(6)))
      case 1: return this.pick(INVALID_JSON)
      case 2: {
        const valid = JSON.stringify(this.shaped(schema))
        return valid.slice(0, this.int(valid.length))
      }
      case 3: {
        const n = this.pick([10, 1000, 20000])
        return this.chance(0.5) ? '['.repeat(n) + ']'.repeat(n) : `{"values":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`
      }
      case 4: return `{"values":{},"values":${JSON.stringify(this.json(2))},"__proto__":{"polluted":true}}`
      default: return JSON.stringify(this.shaped(schema))
    }
  }

  pathFor(op: OpenApiOperation): string {
    return op.path.replace(/\{\w+\}/g, () => {
      if (this.chance(0.4)) return this.pick(SPECIAL_SEGMENTS)
      const raw = this.text()
      return this.chance(0.8) ? enc(raw) : raw.replace(/[^\x21-\x7e]/g, '').replace(/[?#/]/g, '')
    })
  }

  query(known: string[]): string {
    const parts: string[] = []
    for (let i = this.int(5); i > 0; i--) {
      const key = known.length && this.chance(0.6) ? this.pick(known) : this.pick([...PROTO_KEYS, 'a[]', 'a[b]', '__proto__[polluted]', 'constructor[prototype][polluted]', this.text().slice(0, 20)])
      const value = this.chance(0.2) ? this.pick(['%zz', '%', '%00', '%E0%A4%A']) : enc(this.text().slice(0, 3000))
      parts.push(this.chance(0.1) ? enc(key) : `${enc(key)}=${value}`)
    }
    if (known.includes('path') && this.chance(0.5)) parts.push(`path=${enc(this.pick(['/', '//x', '/blog?a=1', '/../..', '/%00', '/x'.repeat(700), '\\\\evil', 'http://evil/']))}`)
    return parts.length ? `?${parts.join(this.chance(0.1) ? ';' : '&')}` : ''
  }

  /** Header values stay within latin1, which is all HTTP/1.1 can carry. */
  headerValue(): string {
    return this.pick([
      () => this.text().replace(/[^\x20-\x7e]/g, ''),
      () => 'çğşÿ\u00a0\u00ff'.repeat(1 + this.int(5)),
      () => 'x'.repeat(this.pick([64, 65, 1000, 8000])),
      () => this.pick(['', ' ', '\t', 'null', 'undefined', 'a'.repeat(64)]),
    ])()
  }

  contentType(): string | string[] | undefined {
    return this.pick(CONTENT_TYPES)
  }

  request(op: OpenApiOperation): FuzzRequest {
    const method = this.chance(0.7) ? op.method.toUpperCase() : this.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
    const headers: Record<string, string | string[]> = {}
    if (this.chance(0.3)) headers['x-request-id'] = this.headerValue()
    if (this.chance(0.2)) headers.accept = this.pick(['application/json', 'text/html', '*/*', this.headerValue()])
    if (this.chance(0.2)) headers['accept-encoding'] = this.pick(['gzip', 'br', 'deflate', 'identity;q=0', this.headerValue()])
    if (this.chance(0.15)) headers['if-none-match'] = this.pick(['*', '"abc"', 'W/"x"', this.headerValue()])
    if (this.chance(0.15)) headers['user-agent'] = this.headerValue()
    if (this.chance(0.1)) headers[`x-${this.chars('abcdefghijklmnop', 6)}`] = this.headerValue()
    const sendsBody = method !== 'GET' && method !== 'HEAD' ? this.chance(0.9) : this.chance(0.1)
    const body = sendsBody ? this.body(op.bodySchema) : undefined
    const type = this.contentType()
    if (type !== undefined && (body !== undefined || this.chance(0.2))) headers['content-type'] = type
    return { method, url: this.pathFor(op) + this.query(op.query), headers, ...(body === undefined ? {} : { body }) }
  }
}

/** A short, copy-pastable description of a request for failure reports. */
export function describe(req: FuzzRequest, index: number): string {
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s)
  return `#${index} ${req.method} ${cut(req.url)} headers=${cut(JSON.stringify(req.headers))}${req.body === undefined ? '' : ` body=${cut(JSON.stringify(req.body))}`}`
}

/** A string field of a request schema: its path (array items as '0', free keys as 'x') and schema. */
export interface StringField {
  path: string[]
  schema: JsonSchema
}

/** Every string a schema lets a client send, each path once (union branches merged). */
export function stringFields(schema: JsonSchema | undefined, path: string[] = []): StringField[] {
  if (!schema) return []
  const out = new Map<string, StringField>()
  const add = (fields: StringField[]) => { for (const f of fields) if (!out.has(f.path.join('.'))) out.set(f.path.join('.'), f) }
  if (schema.type === 'string') add([{ path, schema }])
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) add(stringFields(branch, path))
  for (const [key, child] of Object.entries(schema.properties ?? {})) add(stringFields(child, [...path, key]))
  if (typeof schema.additionalProperties === 'object') add(stringFields(schema.additionalProperties, [...path, 'x']))
  if (schema.items) add(stringFields(schema.items, [...path, '0']))
  return [...out.values()]
}

/** `schema` with every `#/components/schemas/…` reference of an OpenAPI document replaced by what it names. */
export function inlineRefs(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, seen: string[] = []): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return schema
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '')
    if (seen.includes(name) || !components[name]) return {}
    return inlineRefs(components[name], components, [...seen, name])
  }
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s as JsonSchema, components, seen)) as unknown as JsonSchema
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, v !== null && typeof v === 'object' ? inlineRefs(v as JsonSchema, components, seen) : v])) as JsonSchema
}

/** A body shaped by the schema (required parts only, minimal values) with `value` at `target`. */
export function bodyWith(schema: JsonSchema | undefined, target: string[] | null, value: unknown): unknown {
  if (target && target.length === 0) return value
  if (!schema) return undefined
  const branches = schema.anyOf?.length ? schema.anyOf : schema.oneOf
  if (branches?.length) {
    const key = target?.join('.')
    const branch = branches.find((b) => key === undefined ? b.type !== 'null' : stringFields(b).some((f) => f.path.join('.') === key))
    return bodyWith(branch ?? branches[0], target, value)
  }
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.type === 'object' || schema.properties || schema.additionalProperties) {
    const o: Record<string, unknown> = {}
    for (const key of schema.required ?? []) o[key] = bodyWith(schema.properties?.[key], target?.[0] === key ? target.slice(1) : null, value)
    if (target && !(target[0]! in o)) {
      const child = schema.properties?.[target[0]!] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined)
      o[target[0]!] = bodyWith(child, target.slice(1), value)
    }
    return o
  }
  if (schema.type === 'array') {
    if (target) return [bodyWith(schema.items, target.slice(1), value)]
    return Array.from({ length: schema.minItems ?? 0 }, () => bodyWith(schema.items, null, value))
  }
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1
  if (schema.type === 'boolean') return true
  if (schema.type === 'null') return null
  if (schema.format === 'date-time') return '2025-01-01T00:00:00Z'
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1))
}

/** For a URL: percent-encoded UTF-8, or the bytes a lone surrogate would have (not UTF-8 at all). */
export function encodeRefused(text: string): string {
  return [...text].map((ch) => {
    const c = ch.charCodeAt(0)
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`.toUpperCase()
    return encodeURIComponent(ch)
  }).join('')
}
