// Rendered pages in the shared cache belong to the client build that made them (decision 053): a
// page names its build's hashed scripts and styles, so another build (the next deploy, or the other
// version during a rolling one) must not be handed it from Redis. Two renderers stand for two
// builds on one real two-tier cache (real Redis); the server-rendering module is a small stand-in
// that counts its renders (the real one needs `npm run build`; the journeys run it).
import t from 'tap'
import { randomBytes } from 'node:crypto'
import { buildTestApp } from '../helper.js'
import { PageRenderer, type SsrModule } from '../../services/web/page-renderer.js'

const shell = (build: string) =>
  `<!doctype html><html lang="tr"><head><!--ssr-head--><script type="module" src="/assets/index-${build}.js"></script>` +
  `<link rel="stylesheet" href="/assets/index-${build}.css"></head><body><div id="root"><!--ssr-body--></div><!--ssr-state--></body></html>`

function renderer(app: Awaited<ReturnType<typeof buildTestApp>>['app'], build: string) {
  const renders = { count: 0 }
  const ssr: SsrModule = {
    setApiTransport: () => {},
    variantOf: () => 'anon',
    render: async () => {
      renders.count++
      return { kind: 'page', html: `<main>Araba Al (${build})</main>`, state: '{}', modules: [] }
    },
  }
  return { pages: new PageRenderer({ template: shell(build), ssr, manifest: {}, cache: app.cache, log: app.log }), renders }
}

t.test("one build's cached page is never another build's answer; each build still caches its own", async (t) => {
  const { app } = await buildTestApp(t)
  const url = `/araba-al?test=${randomBytes(4).toString('hex')}`
  const before = renderer(app, 'OLD11111')
  const after = renderer(app, 'NEW22222')

  // Asked three times, the page is rendered once and then served from the cache.
  for (let i = 0; i < 3; i++) {
    const page = await before.pages.render(url, '/araba-al', '<title>Araba Al</title>', 200, undefined)
    t.match(page?.html, /index-OLD11111\.js/)
  }
  t.equal(before.renders.count, 1, 'the first build renders the page once, then serves it from the cache')

  const page = await after.pages.render(url, '/araba-al', '<title>Araba Al</title>', 200, undefined)
  t.match(page?.html, /index-NEW22222\.js/, "the next build answers with its own scripts")
  t.notMatch(page?.html, /OLD11111/, "and never with the earlier build's page")
  t.equal(after.renders.count, 1, 'the next build rendered the page itself')
  for (let i = 0; i < 2; i++) await after.pages.render(url, '/araba-al', '<title>Araba Al</title>', 200, undefined)
  t.equal(after.renders.count, 1, 'and caches it like the first one did')

  const again = await before.pages.render(url, '/araba-al', '<title>Araba Al</title>', 200, undefined)
  t.match(again?.html, /index-OLD11111\.js/, 'the earlier build (still running in a rolling deploy) keeps its own page')
  t.equal(before.renders.count, 1)
})
