// Debian's Chromium driven by playwright-core, headless, never downloading a browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

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
}

/** A fresh context in Turkish; browser console errors and failed page requests are collected. */
export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.setDefaultTimeout(10_000)
  return { page, context, problems }
}
