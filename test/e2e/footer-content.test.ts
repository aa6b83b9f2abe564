// Journey: the footer drawn from site content (spec §2.3, §3, §7): the general-info switches that
// show 'Kampanyalar' and 'Next Up' (changed through the admin API, no rebuild), the remote columns
// with their hidden items, address, phone and e-mail, social links, and the mobile accordion with
// the store links.
import t from 'tap'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { decideConsent, launch, newPage, unexpected, until } from './support/browser.js'
import { E2E_ADMIN_TOKEN, startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

interface FooterColumn {
  title: string
  list: Array<{ title: string; text: string; tab: 'true' | 'false' }>
}
interface SiteStaticItem {
  key: string
  title: string
  text: string
}
interface SocialLink {
  id: number
  title: string
  text: string
  imageUrl: string
}

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

async function setFlag(key: string, boolValue: boolean): Promise<number> {
  const res = await fetch(`${gateway.url}/api/admin/general-info/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ boolValue }),
  })
  return res.status
}

const columns = (await post<{ data: { attributes: { columns: FooterColumn[] } } }>('/api/get-footer-services')).data.attributes.columns
const contact = (await post<{ result: SiteStaticItem[] }>('/api/get-site-static', { prefix: 'FOOTER_' })).result
const allTexts = (await post<{ result: SiteStaticItem[] }>('/api/get-site-static', { prefix: '' })).result
const social = (await post<{ result: SocialLink[] }>('/api/socialMedia/get-social-media-url')).result
const textOf = (items: SiteStaticItem[], key: string) => items.find((item) => item.key === key)?.text ?? ''

/** A visitor who has already answered the cookie banner, so it does not sit over the footer. */
async function decidedVisitor(context: BrowserContext): Promise<void> {
  await decideConsent(context, gateway.url, { analytics: false })
}

const campaignLink = (scope: Locator) => scope.getByRole('link', { name: 'Kampanyalar', exact: true })

t.test('desktop: the seeded switches, remote columns, contact lines and social links', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await decidedVisitor(context)
  await page.goto(`${gateway.url}/`)
  const footer = page.getByRole('contentinfo')

  await campaignLink(footer).waitFor()
  t.equal(await campaignLink(footer).getAttribute('href'), '/kampanyalar', "has_active_campaigns on: 'Kampanyalar' in the footer")
  t.ok(await campaignLink(page.getByRole('banner')).isVisible(), "has_active_campaigns on: 'Kampanyalar' in the header")
  const nextUp = footer.getByRole('link', { name: 'Next Up', exact: true })
  t.equal(await nextUp.getAttribute('href'), '/next-up', "nextup_title on: 'Next Up' leads to /next-up")

  t.ok(columns.length > 0, 'the content has extra footer columns')
  const hidden = columns.flatMap((column) => column.list.filter((item) => item.tab === 'false'))
  t.ok(hidden.length > 0, "the content has at least one item with tab 'false'")
  for (const column of columns) {
    await footer.getByRole('heading', { name: column.title, exact: true }).waitFor()
    const group = footer.locator('section', { has: page.getByRole('heading', { name: column.title, exact: true }) })
    for (const item of column.list) {
      const link = group.getByRole('link', { name: item.title, exact: true })
      if (item.tab === 'false') {
        t.equal(await link.count(), 0, `'${item.title}' (tab 'false') is hidden`)
        continue
      }
      t.equal(await link.getAttribute('href'), item.text, `'${column.title}' › '${item.title}' leads to ${item.text}`)
      if (!item.text.startsWith('/')) {
        t.equal(await link.getAttribute('target'), '_blank', `'${item.title}' opens in a new tab`)
        t.match((await link.getAttribute('rel')) ?? '', /\bnoopener\b/, `'${item.title}' has rel noopener`)
      }
    }
  }

  const address = textOf(contact, 'FOOTER_ADDRESS')
  t.ok(address, 'the content has an address')
  await footer.getByText(address, { exact: true }).waitFor()
  t.pass('the address is shown')
  const phone = footer.locator('a[href^="tel:"]')
  const phoneDigits = textOf(contact, 'FOOTER_PHONE').replace(/\D/g, '').replace(/^0/, '')
  t.ok((await phone.getAttribute('href'))?.endsWith(phoneDigits), `the phone is a tel: link to ${phoneDigits}`)
  const mail = textOf(contact, 'FOOTER_MAIL')
  t.equal(await footer.getByRole('link', { name: mail }).getAttribute('href'), `mailto:${mail}`, 'the e-mail is a mailto: link')

  t.ok(social.length > 0, 'the content has social links')
  for (const link of social) {
    const anchor = footer.getByRole('link', { name: link.title, exact: true })
    t.equal(await anchor.getAttribute('href'), link.text, `social link '${link.title}'`)
    t.match((await anchor.getAttribute('rel')) ?? '', /\bnoopener\b/, `'${link.title}' has rel noopener`)
    const icon = anchor.locator('img')
    // Icons load lazily: a visitor sees them once the footer is scrolled into view.
    await anchor.scrollIntoViewIfNeeded()
    await until(`the '${link.title}' icon to load`, () => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
  }
  t.pass('every social icon loads')
  t.notOk(await footer.getByRole('link', { name: 'App Store' }).isVisible(), 'no store links at desktop width')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('a general-info change shows in footer and header without a rebuild', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await decidedVisitor(context)
  const footer = page.getByRole('contentinfo')
  const header = page.getByRole('banner')
  t.teardown(async () => {
    await setFlag('has_active_campaigns', true)
  })

  await page.goto(`${gateway.url}/`)
  await campaignLink(footer).waitFor()

  t.equal(await setFlag('has_active_campaigns', false), 200, 'the admin API turns has_active_campaigns off')
  await until(
    "'Kampanyalar' to leave footer and header after a reload",
    async () => {
      await page.reload()
      // 'Next Up' (still on) shows once the general info has arrived.
      await footer.getByRole('link', { name: 'Next Up', exact: true }).waitFor()
      return (await campaignLink(footer).count()) === 0 && (await campaignLink(header).count()) === 0
    },
    3_000,
  )
  t.pass("'Kampanyalar' is gone from footer and header, 'Next Up' stays")

  t.equal(await setFlag('has_active_campaigns', true), 200, 'the admin API turns it back on')
  // Without a reload: moving between pages inside the app picks the change up.
  let onBlog = false
  await until(
    "'Kampanyalar' to come back on client navigation",
    async () => {
      onBlog = !onBlog
      await footer.getByRole('link', { name: onBlog ? 'Blog' : 'Haberler', exact: true }).click()
      await page.waitForURL(onBlog ? '**/blog' : '**/haberler')
      return (await campaignLink(footer).count()) === 1 && (await campaignLink(header).count()) === 1
    },
    6_000,
  )
  t.pass("'Kampanyalar' is back in footer and header")
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

async function toggle(page: Page, title: string): Promise<Locator> {
  const button = page.getByRole('contentinfo').getByRole('button', { name: title, exact: true })
  await button.click()
  return button
}

t.test('mobile: every group folds, including the remote columns, and the store links show', async (t) => {
  const { page, context, problems } = await newPage(browser, { width: 390, height: 844 })
  await decidedVisitor(context)
  await page.goto(`${gateway.url}/`)
  const footer = page.getByRole('contentinfo')
  const titles = ['Hizmetlerimiz', 'Kurumsal', 'Gelişmeler', 'Gizlilik ve Kullanım', 'Destek', ...columns.map((c) => c.title), 'Mobil Uygulama']
  for (const title of titles) {
    const button = footer.getByRole('button', { name: title, exact: true })
    await button.waitFor()
    t.equal(await button.getAttribute('aria-expanded'), 'false', `'${title}' starts folded`)
  }

  const about = footer.getByRole('link', { name: 'Hakkımızda', exact: true })
  t.notOk(await about.isVisible(), 'folded links are hidden')
  const kurumsal = await toggle(page, 'Kurumsal')
  t.equal(await kurumsal.getAttribute('aria-expanded'), 'true', "'Kurumsal' opens")
  t.ok(await about.isVisible(), "its links show ('Hakkımızda')")
  await toggle(page, 'Kurumsal')
  t.equal(await kurumsal.getAttribute('aria-expanded'), 'false', "'Kurumsal' closes again")
  t.notOk(await about.isVisible(), 'its links are hidden again')

  const column = columns.find((c) => c.list.some((item) => item.tab === 'true'))!
  const shown = column.list.find((item) => item.tab === 'true')!
  await toggle(page, column.title)
  t.ok(await footer.getByRole('link', { name: shown.title, exact: true }).isVisible(), `remote column '${column.title}' opens to '${shown.title}'`)
  for (const item of column.list.filter((i) => i.tab === 'false')) {
    t.equal(await footer.getByRole('link', { name: item.title, exact: true }).count(), 0, `'${item.title}' stays hidden on mobile`)
  }

  await toggle(page, 'Mobil Uygulama')
  const appStore = footer.getByRole('link', { name: 'App Store', exact: true })
  const googlePlay = footer.getByRole('link', { name: 'Google Play', exact: true })
  await appStore.waitFor()
  t.ok(await googlePlay.isVisible(), 'App Store and Google Play links show on mobile')
  const expectedAppStore = textOf(allTexts, 'APP_STORE_URL')
  const expectedGooglePlay = textOf(allTexts, 'GOOGLE_PLAY_URL')
  if (expectedAppStore) {
    await until('the App Store address from site content', async () => (await appStore.getAttribute('href')) === expectedAppStore)
    t.pass(`App Store leads to ${expectedAppStore}`)
  }
  if (expectedGooglePlay) {
    await until('the Google Play address from site content', async () => (await googlePlay.getAttribute('href')) === expectedGooglePlay)
    t.pass(`Google Play leads to ${expectedGooglePlay}`)
  }
  t.match((await appStore.getAttribute('rel')) ?? '', /\bnoopener\b/, 'store links have rel noopener')

  t.ok(await footer.getByRole('link', { name: social[0]!.title, exact: true }).isVisible(), 'social links show on mobile')
  t.ok(await footer.getByText(textOf(contact, 'FOOTER_ADDRESS'), { exact: true }).isVisible(), 'the address shows on mobile')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})
