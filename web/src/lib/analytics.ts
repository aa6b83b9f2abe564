import { allows, hasConsent, type ConsentChoice } from './consent.js'
import { collapseSlashes } from './route-flags.js'
import { eventSourceOf } from '../../../server/schemas/event-source.js'
import { currentContactKey, sendToCollector } from './engagement-client.js'

// The only way the app emits tracking (spec §7): analytics goes to the data layer, behavioural
// events to the engagement service's queue. Each sink is gated by its own consent category.
//
// Events raised before the matching consent are dropped, not queued for later: the visitor did not
// agree to them when they happened. Consent given later counts from the next page view on.

export interface DataLayerEntry {
  event: string
  [key: string]: unknown
}

export type EngagementEventName = 'page_view' | 'submit_form' | 'buton_click'

export interface EngagementEvent {
  name: EngagementEventName
  page_type: string
  page_url: string
  [key: string]: unknown
}

export interface TrackedEvent {
  action: string
  category: string
  label: string
  value?: number
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
    tgEngagement?: EngagementEvent[]
  }
}

type TrackingCategory = 'analytics' | 'marketing'

// The vendor tags each category allows. They carry no src: the site loads nothing from another
// origin yet, and the marker shows the tag would have been placed (and only after consent).
const VENDOR_TAGS: Readonly<Record<TrackingCategory, string>> = {
  analytics: 'tag-manager',
  marketing: 'engagement',
}

/** Places the tag of every category the choice allows; a tag is placed once per page load. */
export function loadConsentedVendors(choice: ConsentChoice | null): void {
  for (const category of Object.keys(VENDOR_TAGS) as TrackingCategory[]) {
    if (!allows(choice, category) || document.querySelector(`script[data-consent-category="${category}"]`)) continue
    const script = document.createElement('script')
    script.dataset.consentCategory = category
    script.dataset.vendor = VENDOR_TAGS[category]
    document.head.append(script)
  }
}

// Route families the engagement service knows; other pages send it no events (spec §4.13).
const PAGE_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/araba-al(\/[^/]+){4}\/?$/, 'product'],
  [/^\/(araba-al|motosiklet-al)(\/|$)/, 'listing'],
  [/^\/(teklif-al|araba-sat|takas|yeni-araba-ekle|form\/teklif-al)(\/|$)/, 'offer'],
  [/^\/kampanyalar(\/|$)/, 'campaign'],
  [/^\/(blog|haberler)(\/|$)/, 'content'],
]

export function pageTypeOf(pathname: string): string | undefined {
  return PAGE_TYPES.find(([pattern]) => pattern.test(pathname))?.[1]
}

function pushDataLayer(entry: DataLayerEntry): void {
  if (!hasConsent('analytics')) return
  ;(window.dataLayer ??= []).push(entry)
}

// The hosted service drains this queue when it loads; the first-party collector gets the same event
// with channel, source and hash_id (spec §3) once the engagement client is ready (spec §4.13).
function pushEngagement(name: EngagementEventName, pathname: string, detail: Record<string, unknown> = {}): void {
  if (!hasConsent('marketing')) return
  const pageType = pageTypeOf(pathname)
  if (!pageType) return
  const event: EngagementEvent = { ...detail, name, page_type: pageType, page_url: window.location.origin + pathname }
  ;(window.tgEngagement ??= []).push(event)
  const hashId = typeof detail.hash_id === 'string' ? detail.hash_id : currentContactKey()
  sendToCollector({ ...event, channel: 'Web', source: eventSource(), ...(hashId ? { hash_id: hashId } : {}) })
}

/** `path` is the pathname with its query string. */
export function trackPageView(path: string): void {
  pushDataLayer({ event: 'page_view', page_path: path })
  pushEngagement('page_view', new URL(path, window.location.origin).pathname)
}

export function trackEvent({ action, category, label, value }: TrackedEvent): void {
  pushDataLayer({ event: 'event', action, category, label, ...(value === undefined ? {} : { value }) })
}

/** Spec §3 data-layer events of the accounts (login_success, register_success). */
export function trackAccountEvent(event: 'login_success' | 'register_success', detail: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...detail })
}

/**
 * Spec §3 `form_success`: a form was sent and the gateway took it (contact form, call request,
 * booking, registration). Pushed once per success by whoever runs the success (a descriptor's
 * `track` action, the wizard's submit answer, the registration dialog), never on a click.
 */
export function trackFormSuccess(form: string): void {
  pushDataLayer({ event: 'form_success', form_name: form })
}

export function trackEngagement(name: Exclude<EngagementEventName, 'page_view'>, detail?: Record<string, unknown>): void {
  pushEngagement(name, window.location.pathname, detail)
}

/** A path the app is about to rewrite ('//' collapsed) is not a page the visitor saw. */
export function isTrackablePath(pathname: string): boolean {
  return collapseSlashes(pathname) === pathname
}

interface UserAgentData {
  platform?: string
  mobile?: boolean
}

/** Spec §3: '<platform> <Mobile|Desktop>', the platform from client hints when there are any (server/schemas/event-source.ts). */
export function eventSource(nav: Navigator = navigator): string {
  const hints = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData
  return eventSourceOf({ userAgent: nav.userAgent, platformHint: hints?.platform, mobileHint: hints?.mobile, maxTouchPoints: nav.maxTouchPoints })
}
