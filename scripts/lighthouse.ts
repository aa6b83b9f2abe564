// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU) in Debian's
// Chromium against the production build, for the pages a visitor lands on from a search. Prints
// each page's category scores with LCP, TBT and CLS and writes the whole result to
// var/lighthouse/report.json. Needs `npm run build` first.
//
// LIGHTHOUSE_DATABASE_URL (default DATABASE_URL, then the local default) is the database the
// gateway runs on; it is created and seeded when empty. LIGHTHOUSE_RUNS (default 1) runs each page
// that many times and keeps the run with the median performance score. LIGHTHOUSE_ROOT measures the
// build of another checkout (a baseline) instead of this one.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, installCleanup, spawnServer, stopServer, waitReady } from '../bench/lib/processes.js'
import { ROOT } from '../server/paths.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))

interface PageResult {
  name: string
  url: string
  scores: Record<(typeof CATEGORIES)[number], number | null>
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Main-thread work and script transfer (the simulated phone's), to tell the page from machine noise. */
  mainThreadMs: number | null
  scriptKb: number | null
  /**
   * The page's initial JavaScript: the entry script and every module the HTML preloads (what runs
   * before hydration, lazy chunks excluded), as sent with brotli, bodies only, in KB.
   */
  initialScriptKb: number | null
  /** The same as sent with gzip (the budget of issue 15 holds for both, decision 044). */
  initialScriptGzipKb: number | null
  failedAudits: Record<string, string[]>
  /** Why Lighthouse could not score the page (NO_FCP, …), when it could not. */
  runtimeError: string | null
  /** The run's whole Lighthouse result, written beside the report (var/lighthouse/<page>.lhr.json). */
  lhrFile: string | null
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** The pages measured: the fixed ones and a car and a blog post taken from the running gateway. */
async function pages(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const search = await post<{ result: { hits: Array<{ detailPath: string }> } }>(baseUrl, '/api/vehicle/vehicles-get', {
    filters: {}, sorters: [2], pageSize: 12, pageNumber: 1, VehicleTypeId: 14870,
  })
  const posts = await post<{ result: { hits: Array<{ slug: string }> } }>(baseUrl, '/api/post/get-posts', { kind: 'blog', pageNumber: 1, pageSize: 1 })
  const car = search.result.hits[0]?.detailPath
  const blog = posts.result.hits[0]?.slug
  if (!car || !blog) throw new Error('the database has no car or no blog post: is it seeded?')
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/araba-al' },
    { name: 'car', path: car },
    { name: 'blog post', path: `/blog/${blog}` },
    { name: 'wizard step 1', path: '/teklif-al/yil-sec' },
  ]
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function summarise(name: string, url: string, lhr: Lhr): PageResult {
  const scores = Object.fromEntries(CATEGORIES.map((c) => {
    const score = lhr.categories[c]?.score
    return [c, typeof score === 'number' ? Math.round(score * 100) : null]
  })) as PageResult['scores']
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const failedAudits: Record<string, string[]> = {}
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? []
    failedAudits[category] = refs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id)
  }
  const resources = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []
  const script = resources.find((item) => item.resourceType === 'script')
  return {
    name, url, scores,
    lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    scriptKb: script ? Math.round(script.transferSize / 102.4) / 10 : null,
    initialScriptKb: null,
    initialScriptGzipKb: null,
    failedAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    lhrFile: null,
  }
}

async function measure(name: string, url: string, varDir: string): Promise<PageResult> {
  const runs: Array<PageResult & { lhr: Lhr }> = []
  for (let i = 0; i < RUNS; i++) {
    // A fresh browser per run: an empty cache and no cookies, as a first visit.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
      runs.push({ ...summarise(name, url, result.lhr), lhr: result.lhr })
    } finally {
      chrome.kill()
    }
  }
  runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  const { lhr, ...median } = runs[Math.floor(runs.length / 2)]!
  // The whole result of the kept run: bootup-time, long tasks and unused JavaScript say where the time goes.
  const lhrFile = join(varDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.lhr.json`)
  writeFileSync(lhrFile, JSON.stringify(lhr))
  return { ...median, lhrFile }
}

/** The page's initial JavaScript in KB as sent with `encoding` (see PageResult.initialScriptKb). */
async function initialScriptKb(url: string, encoding: 'br' | 'gzip' = 'br'): Promise<number> {
  const html = await (await fetch(url)).text()
  const tags = html.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? []
  const files = new Set(tags.flatMap((tag) => /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1] ?? []))
  let bytes = 0
  for (const file of files) {
    const res = await fetch(new URL(file, url), { headers: { 'accept-encoding': encoding } })
    const body = await res.arrayBuffer()
    // fetch decodes the body: the header tells what was sent.
    bytes += Number(res.headers.get('content-length') ?? body.byteLength)
  }
  return Math.round(bytes / 102.4) / 10
}

const fmt = (value: number | null, unit: 'ms' | '') => (value === null ? '–' : unit === 'ms' ? `${(value / 1000).toFixed(2)} s` : value.toFixed(3))

async function main(): Promise<void> {
  const root = process.env.LIGHTHOUSE_ROOT ?? ROOT
  const entry = join(root, 'dist/server/server.js')
  if (!existsSync(entry) || !existsSync(join(root, 'dist/web/index.html'))) throw new Error(`production build missing in ${root}: run \`npm run build\` first`)
  installCleanup()
  const varDir = join(ROOT, 'var/lighthouse')
  mkdirSync(varDir, { recursive: true })
  const port = await freePort()
  const gateway = spawnServer({
    name: 'gateway',
    args: ['--max-old-space-size=256', entry],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.LIGHTHOUSE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/turuncu_garaj',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `lh${randomBytes(3).toString('hex')}:`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SMS_PROVIDER: 'disabled',
      SCREENS_WATCH: 'false',
    },
    port,
    logFile: join(varDir, 'gateway.log'),
    cwd: root,
  })
  try {
    // Migrations and the seed of an empty database run before the gateway listens.
    await waitReady(gateway, '/readyz', 300_000)
    // Lighthouse's CPU figures are taken from this machine: a busy one inflates TBT (reported with them).
    console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`)
    const results: PageResult[] = []
    for (const { name, path } of await pages(gateway.baseUrl)) {
      const url = gateway.baseUrl + path
      // One visit first, so the gateway's caches are warm as they are for most visitors.
      await (await fetch(url)).arrayBuffer()
      const result = { ...(await measure(name, url, varDir)), initialScriptKb: await initialScriptKb(url), initialScriptGzipKb: await initialScriptKb(url, 'gzip') }
      results.push(result)
      const s = result.scores
      console.log(`${name.padEnd(14)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}  LCP ${fmt(result.lcpMs, 'ms')}  TBT ${Math.round(result.tbtMs ?? 0)} ms  CLS ${fmt(result.cls, '')}  main thread ${fmt(result.mainThreadMs, 'ms')}  JS ${result.scriptKb ?? '–'} KB (initial ${result.initialScriptKb} KB br, ${result.initialScriptGzipKb} KB gzip)  ${path}${result.runtimeError ? `  (${result.runtimeError})` : ''}`)
    }
    const report = join(varDir, 'report.json')
    writeFileSync(report, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, chromium: CHROMIUM, loadAverage: loadavg(), results }, null, 2))
    console.log(`report: ${report}`)
  } finally {
    await stopServer(gateway)
  }
}

main().catch((err: unknown) => {
  console.error(`lighthouse: ${(err as Error).message}`)
  process.exit(1)
})
