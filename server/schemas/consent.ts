// The visitor's cookie consent as both sides read it (pure, no DOM or Node imports): the web app
// keeps it in the first-party cookie `tg_consent`; the gateway reads the same cookie where consent
// decides what it may keep (the event collector, decision 037).

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing'

/** What a visitor can switch: necessary cookies are always on. */
export interface ConsentSelection {
  analytics: boolean
  marketing: boolean
}

export interface ConsentChoice extends ConsentSelection {
  version: typeof CONSENT_VERSION
  necessary: true
  decidedAt: string
}

export const CONSENT_COOKIE = 'tg_consent'
// Raising the version asks every visitor again (new categories or a changed purpose).
export const CONSENT_VERSION = 1

/** The stored choice, or null (no decision yet) for anything missing, malformed or of another version. */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  if (!value) return null
  let data: unknown
  try {
    data = JSON.parse(decodeURIComponent(value))
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { version, necessary, analytics, marketing, decidedAt } = data as Record<string, unknown>
  if (version !== CONSENT_VERSION || necessary !== true) return null
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null
  return { version, necessary, analytics, marketing, decidedAt }
}

export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return choice?.[category] ?? false
}
