// Debian's Chromium driven by playwright-core, headless, never downloading a browser.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'

interface Teardown {
  teardown(fn: () => unknown): void
}

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launch(t: Teardown): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  })
  t.teardown(() => browser.close())
  return browser
}

export interface PageOptions {
  width?: number
  height?: number
  /** A phone: touch events and a mobile viewport. */
  touch?: boolean
  /** The browser's clock zone; a visitor in Turkey unless told. */
  timezoneId?: string
}

// The browser logs a blocked load or script as a console error, and a policy it cannot apply (an
// unknown directive or feature) sometimes only as a warning; every page also reports the
// violation event itself, so a CSP problem is never missed whatever its console level.
const POLICY_PROBLEM = /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i

function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
  })
}

/**
 * A fresh context in Turkish; browser console errors, Content Security Policy and Permissions-Policy
 * messages of any level, and failed page requests are collected.
 */
export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    timezoneId: opts.timezoneId ?? 'Europe/Istanbul',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
  })
  await context.addInitScript(reportPolicyViolations)
  // The journeys' TypeScript runs through tsx (esbuild, keepNames): a function handed to
  // page.evaluate that names an inner function calls esbuild's `__name` helper, which the page
  // lacks ("ReferenceError: __name is not defined"). The page gets a do-nothing one.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    // The URL tells an expected failed request (a 404 a journey causes on purpose) from a real one.
    const where = msg.location().url
    if (msg.type() === 'error' || POLICY_PROBLEM.test(msg.text())) problems.push(`console: ${msg.text()}${where ? ` (${where})` : ''}`)
  })
  page.setDefaultTimeout(10_000)
  return { page, context, problems }
}

// Waiting on a condition (never a fixed sleep), and telling expected request failures from real problems.

/**
 * Polls `probe` until it returns something other than undefined/false, and returns that.
 * Throws with `what` (and the last value seen) when `timeoutMs` passes first.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined && value !== false) return value
      last = value
    } catch (err) {
      last = err
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Waits until React has hydrated (or rendered) the page: from then on links navigate inside the app. */
export async function hydrated(page: Page): Promise<void> {
  await until('the page to hydrate', () =>
    page.evaluate(() => {
      const root = document.getElementById('root')
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
    }),
  )
}

/**
 * Until React has hydrated the element `locator` finds (its props are attached) and the effects of
 * that commit have run (a frame and a task later): listeners a component adds in an effect, such as
 * a gallery's arrow keys, are there. A key pressed before that goes nowhere, as for a visitor.
 */
export async function interactive(locator: Locator): Promise<void> {
  await until('the element to hydrate', () => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
  await locator.page().evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** The problems no `allowed` pattern explains; a journey asserts this list is empty. */
export function unexpected(problems: readonly string[], allowed: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))
}

/** A browser's console line for a failed request to `path` with `status` (what an expected 404 logs). */
export function failedRequest(path: string, status: number): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escaped}[?#)]`)
}

/** The visitor's cookie choice made beforehand, as the banner stores it (`tg_consent`, schemas/consent.ts). */
export async function decideConsent(context: BrowserContext, url: string, choice: { analytics: boolean; marketing?: boolean }): Promise<void> {
  const value = { version: 1, necessary: true, analytics: choice.analytics, marketing: choice.marketing ?? false, decidedAt: new Date().toISOString() }
  await context.addCookies([{ name: 'tg_consent', value: encodeURIComponent(JSON.stringify(value)), url }])
}
