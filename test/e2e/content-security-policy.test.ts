// The Content Security Policy in a real browser (issue 12 §4): what an injected inline script or
// event handler would do is blocked and reported (so every journey's "no problems" assertion also
// catches a CSP violation), and the API docs work under the same policy.
import t from 'tap'
import { launch, newPage, unexpected } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

t.test('an injected inline script and event handler are blocked and reported as problems', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  t.same(unexpected(problems), [], 'the page itself causes no violation')
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean }
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    const img = document.createElement('img')
    img.setAttribute('onerror', 'window.injected = true')
    img.src = 'data:,'
    document.body.append(img)
    await new Promise((resolve) => setTimeout(resolve, 300))
    return w.injected === true
  })
  t.notOk(ran, 'neither ran')
  t.ok(problems.some((p) => /Content Security Policy/.test(p) && /script-src-elem|script-src\b/.test(p)), 'the inline script is reported')
  t.ok(problems.some((p) => /Content Security Policy/.test(p) && /script-src-attr/.test(p)), 'the inline handler is reported')
  await context.close()
})

t.test('Swagger UI draws the API document under the policy', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/docs`)
  await page.locator('.opblock-tag', { hasText: 'İçerik' }).first().waitFor()
  t.ok(await page.locator('.opblock').count() > 0, 'the operations are listed')
  t.same(unexpected(problems), [], 'no CSP violation and no JavaScript error')
  await context.close()
})
