// The security headers every answer carries (design §9), computed once at boot with helmet from the
// configuration: a CSP without inline scripts, frame and MIME-sniffing protection, a strict referrer
// policy, HSTS in production, and a Permissions-Policy switching off what the site never uses.
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../../config.js'

/** Where a hosted captcha loads its script and frames from (the providers' documented CSP lists). */
const CAPTCHA_SOURCES: Record<Config['captcha']['provider'], { script: string[]; frame: string[]; style: string[]; connect: string[] }> = {
  // The self-hosted widget, its stylesheet and its worker are files under /assets: 'self'.
  altcha: { script: [], frame: [], style: [], connect: [] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], style: [], connect: [] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
}

// Browser features the site never uses; names Chromium does not know would log a console error.
const UNUSED_FEATURES = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer',
  'microphone', 'midi', 'payment', 'serial', 'usb', 'xr-spatial-tracking',
]

/** The features a JSON answer switches off: the ones that reach a device, a location or money. */
const API_FEATURES_OFF = ['camera', 'geolocation', 'microphone', 'payment', 'usb']

/** Page paths whose answer carries personal data: never stored, never sent on as a referrer. */
const PERSONAL_PAGE_PREFIXES = ['/check-appointment-result', '/teklif', '/randevu-yonetimi']

export function isPersonalPage(path: string): boolean {
  return PERSONAL_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** What a page carrying personal data adds to (and overrides in) the set. */
export const PERSONAL_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
})

function helmetOptions(config: Config): HelmetOptions {
  const production = config.nodeEnv === 'production'
  const captcha = CAPTCHA_SOURCES[config.captcha.provider]
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...captcha.script],
        scriptSrcAttr: ["'none'"],
        // React sets style attributes and hosted widgets inject styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'", ...captcha.style],
        // Icons in the stylesheets are data: SVGs.
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...captcha.connect],
        frameSrc: ["'self'", ...captcha.frame],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Only where the site is served over https (HSTS below); local http would break.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'sameorigin' },
    // Headers for browsers that no longer exist (IE's download prompt and XSS auditor, Flash's
    // cross-domain files) or that only cost (DNS prefetch off, agent clusters): every answer
    // carries the set, cached JSON included, so it holds only what modern browsers act on.
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xPoweredBy: false,
  }
}

/**
 * The header set for this configuration, lower-case names to values. helmet writes its headers
 * onto a response object; here it writes them once into a plain record that every answer copies.
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  headers['permissions-policy'] = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')
  return Object.freeze(headers)
}

/**
 * The set for JSON answers (decisions 022 and 032). A browser never renders JSON as a document
 * (nosniff stops it from guessing otherwise), so the page policy's source lists have nothing to
 * allow: the CSP is the OWASP REST one, `default-src 'none'` (no script, style, frame or object of
 * any kind, inline or not) with the same base-uri, object-src and frame-ancestors as pages. What only
 * acts on a document that loads things is cut to what still protects something:
 * - frame protection is the CSP's `frame-ancestors` (X-Frame-Options stays on pages for browsers
 *   that predate it; a JSON answer framed by one of those shows inert text);
 * - the referrer policy is `no-referrer`: stricter, and an API answer has no links to follow;
 * - the Permissions-Policy switches off the device and payment features (a document no script
 *   can run in could not reach the others anyway);
 * - the document-only Cross-Origin-Opener-Policy and `form-action` are left out, and so is
 *   Cross-Origin-Resource-Policy: browsers' opaque-response blocking (ORB, CORB before it) already
 *   keeps a nosniff JSON answer out of any cross-origin page that embeds it, and the session cookie
 *   is SameSite=Lax, so such an embed carries no one's session anyway.
 * About a third of the page set's bytes and two lines fewer: the cached API answers are the
 * gateway's hottest path, and every header line is written, then parsed by the client, per answer.
 */
export function apiSecurityHeaders(page: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { ...page }
  headers['content-security-policy'] = "default-src 'none';base-uri 'self';frame-ancestors 'self';object-src 'none'"
  headers['referrer-policy'] = 'no-referrer'
  headers['permissions-policy'] = API_FEATURES_OFF.map((feature) => `${feature}=()`).join(', ')
  delete headers['cross-origin-opener-policy']
  delete headers['cross-origin-resource-policy']
  delete headers['x-frame-options']
  return Object.freeze(headers)
}
