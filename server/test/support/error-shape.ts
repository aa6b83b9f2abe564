// The one error shape of design §2, checked the way a client would read it.
import { messages } from '../../schemas/rules/index.js'

const ALLOWED_KEYS = new Set(['statusCode', 'message', 'errors'])

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(messages))

/**
 * Turkish text a user can read: has a Turkish letter (or is one of the spec's texts, some of which
 * have none, e.g. 'Sadece rakam giriniz') and no programmer vocabulary outside the user's own
 * quoted input (a city named 'undefined' is echoed back as typed).
 */
export function looksTurkish(text: unknown): boolean {
  if (typeof text !== 'string') return false
  return (RULE_MESSAGES.has(text) || /[çğıöşüÇĞİÖŞÜ]/.test(text)) && !/FST_|Error\b|undefined|\bat \S+:\d+/.test(text.replace(/'[^']*'/g, "''"))
}

/** Every way `body` deviates from `{ statusCode, message, errors?: [{ field, message }] }`; [] when it conforms. */
export function errorShapeProblems(body: unknown, status: number): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['body is not a JSON object']
  const b = body as Record<string, unknown>
  const problems: string[] = []
  for (const key of Object.keys(b)) if (!ALLOWED_KEYS.has(key)) problems.push(`unexpected key "${key}"`)
  if (b.statusCode !== status) problems.push(`statusCode ${String(b.statusCode)} is not the HTTP status ${status}`)
  if (!looksTurkish(b.message)) problems.push(`message is not Turkish user text: ${JSON.stringify(b.message)}`)
  if (b.errors !== undefined) {
    if (!Array.isArray(b.errors) || b.errors.length === 0) problems.push('errors is not a non-empty array')
    else {
      for (const e of b.errors as unknown[]) {
        const fe = e as Record<string, unknown>
        const keys = typeof e === 'object' && e !== null ? Object.keys(fe).sort().join(',') : ''
        if (keys !== 'field,message' || typeof fe.field !== 'string' || !looksTurkish(fe.message)) {
          problems.push(`bad field error ${JSON.stringify(e)}`)
        }
      }
    }
  }
  return problems
}

/** Parses a response body and returns the shape problems, including "not JSON". */
export function responseShapeProblems(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string[] {
  const type = String(res.headers['content-type'] ?? '')
  const problems = /^application\/json\b/.test(type) ? [] : [`content-type is "${type}"`]
  try {
    return [...problems, ...errorShapeProblems(JSON.parse(res.body), res.statusCode)]
  } catch {
    return [...problems, `body is not JSON: ${JSON.stringify(res.body.slice(0, 80))}`]
  }
}
