// SMS_MOBILE_PREFIXES: the mobile prefixes that may get an SMS (decision 021), validated at boot
// like the other SMS_* settings. A comma-separated list of 3-digit prefixes starting with 5 and
// ranges of them, e.g. '501,505-507,530-559,561'. Unset: the regulator's allocated ranges.
import { fail, type Env } from '../../env.js'
import { DEFAULT_MOBILE_PREFIXES } from '../../schemas/rules/index.js'

const NAME = 'SMS_MOBILE_PREFIXES'
const PREFIX = /^5\d\d$/

export function parseMobilePrefixes(env: Env = process.env): readonly string[] {
  const raw = (env[NAME] ?? '').trim()
  if (raw === '') return DEFAULT_MOBILE_PREFIXES
  const out = new Set<string>()
  for (const entry of raw.split(',').map((s) => s.trim())) {
    const [from = '', to = from, extra] = entry.split('-').map((s) => s.trim())
    if (!PREFIX.test(from) || !PREFIX.test(to) || extra !== undefined || Number(to) < Number(from)) {
      fail(NAME, "must be a comma-separated list of 3-digit prefixes starting with 5 or ranges of them, e.g. '501,505-507,530-559,561'", raw)
    }
    for (let p = Number(from); p <= Number(to); p++) out.add(String(p))
  }
  return Object.freeze([...out].sort())
}
