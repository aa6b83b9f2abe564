import { createContext, useContext, useSyncExternalStore } from 'react'
// The visitor's cookie consent. Kept in a first-party cookie, not localStorage, so the server can
// read the same choice later (for example to leave out tags it renders, the event collector).
import {
  allows, CONSENT_COOKIE, CONSENT_VERSION, parseConsent, type ConsentCategory, type ConsentChoice, type ConsentSelection,
} from '../../../server/schemas/consent.js'

export { allows, CONSENT_COOKIE, CONSENT_VERSION, parseConsent }
export type { ConsentCategory, ConsentChoice, ConsentSelection }

const MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export const ACCEPT_ALL: ConsentSelection = { analytics: true, marketing: true }
export const NECESSARY_ONLY: ConsentSelection = { analytics: false, marketing: false }

export function makeChoice(selection: ConsentSelection, now: Date = new Date()): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    necessary: true,
    analytics: selection.analytics,
    marketing: selection.marketing,
    decidedAt: now.toISOString(),
  }
}

/** The switches as they stand: all off while the visitor has not decided. */
export function selectionOf(choice: ConsentChoice | null): ConsentSelection {
  return choice ? { analytics: choice.analytics, marketing: choice.marketing } : NECESSARY_ONLY
}

/** The cookie's value: URL-encoded JSON, which @fastify/cookie decodes by default. */
export function serializeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(JSON.stringify(choice))
}

/** A `document.cookie` assignment storing `choice` for the whole site. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${MAX_AGE_SECONDS}`, 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return [`${CONSENT_COOKIE}=${serializeConsent(choice)}`, ...attributes].join('; ')
}

/** One cookie's raw value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

// The store: the cookie is read once per page load, then every change goes through saveConsent.
let current: ConsentChoice | null | undefined
const listeners = new Set<() => void>()

export function getConsent(): ConsentChoice | null {
  if (current === undefined) current = parseConsent(readCookie(document.cookie, CONSENT_COOKIE))
  return current
}

export function hasConsent(category: ConsentCategory): boolean {
  return allows(getConsent(), category)
}

export function saveConsent(selection: ConsentSelection): ConsentChoice {
  const choice = makeChoice(selection)
  document.cookie = consentCookie(choice, window.location.protocol === 'https:')
  current = choice
  for (const listener of listeners) listener()
  return choice
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The choice the server read from the request's cookie while rendering a page. The browser, which
 * hydrates with the same cookie, reads it itself: both draw the banner (or not) alike.
 */
const ServerConsentContext = createContext<ConsentChoice | null>(null)
export const ServerConsentProvider = ServerConsentContext.Provider

/** The consent a request's Cookie header carries (server rendering). */
export function consentOfCookieHeader(header: string | undefined): ConsentChoice | null {
  return parseConsent(readCookie(header ?? '', CONSENT_COOKIE))
}

/** The current choice, or null while the visitor has not decided. */
export function useConsent(): ConsentChoice | null {
  const server = useContext(ServerConsentContext)
  return useSyncExternalStore(subscribeConsent, getConsent, typeof document === 'undefined' ? () => server : getConsent)
}

const OPEN_PREFERENCES_EVENT = 'tg:consent-preferences'

/** Opens the banner with its category switches, whether or not a decision exists. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))
}

export function onOpenConsentPreferences(listener: () => void): () => void {
  window.addEventListener(OPEN_PREFERENCES_EVENT, listener)
  return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, listener)
}
