// Journey: behavioural events reach the first-party collector's PostgreSQL sink (issue 17, spec
// §3, §4.13, decision 037) only after the marketing consent, with the page's page_type, channel
// 'Web' and the source rule of this browser (headless Chromium on Linux: 'Linux Desktop').
import t from 'tap'
import pg from 'pg'
import { hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'

const gateway = await startGateway(t)
const browser = await launch(t)
const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => db.end())

const BANNER = { name: 'Çerezler ve gizliliğiniz' }
const stored = async () =>
  (await db.query<{ name: string; page_type: string; page_url: string; channel: string; source: string; ip_hash: string }>(
    'SELECT name, page_type, page_url, channel, source, ip_hash FROM engagement_events WHERE page_url LIKE $1 ORDER BY received_at', [`${gateway.url}/%`])).rows

t.test('nothing before consent; after it the page view arrives with its page_type and source', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/araba-al`)
  await hydrated(page)
  const banner = page.getByRole('region', BANNER)
  await banner.waitFor()
  t.same(await stored(), [], 'the listing view before the decision is not sent')

  await banner.getByRole('button', { name: 'Tümünü Kabul Et' }).click()
  await banner.waitFor({ state: 'detached' })
  await page.getByRole('banner').getByRole('link', { name: 'Turuncu Garaj' }).click()
  const rows = await until('the home page view in the sink', async () => {
    const r = await stored()
    return r.length > 0 ? r : false
  }, 15_000)
  t.match(rows, [{ name: 'page_view', page_type: 'home', page_url: `${gateway.url}/`, channel: 'Web', source: 'Linux Desktop' }])
  t.notOk(rows.some((r) => r.page_type === 'listing'), 'the view from before the consent never arrives')
  t.notMatch(JSON.stringify(rows), /127\.0\.0\.1"/, 'no IP in clear')
  t.same(unexpected(problems), [])
})
