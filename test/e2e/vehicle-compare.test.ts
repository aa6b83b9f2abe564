// Journey: the detail page (gallery by keyboard, price, specs, damage, branch, similar vehicles) and the
// compare list (spec §3 compareVehicleList): one vehicle added from a card, one from its detail page,
// the comparison side by side with differing rows highlighted, kept across a reload; the home rails.
import t from 'tap'
import type { BrowserContext, Page } from 'playwright-core'
import { decideConsent, interactive, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

interface Card {
  announcementNo: string
  brand: string
  model: string
  modelName: string
  year: number
  km: number
  currentListingPrice: number
  detailPath: string
}
interface Detail extends Card {
  vehiclePhotos: Array<{ imageUrl: string }>
  seller: { name: string; address: string; phone: string }
  vehicleTramImages: { totalAmount: number }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return ((await res.json()) as { result: T }).result
}
const firstPage = () =>
  post<{ hits: Card[] }>('/api/vehicle/vehicles-get', { filters: {}, sorters: [2], pageSize: 12, pageNumber: 1, VehicleTypeId: 14870 })
const detail = (announcementNo: string) => post<Detail>('/api/vehicle/get-vehicle-by-announcement-no', { announcementno: announcementNo })

const trPrice = (n: number) => `${new Intl.NumberFormat('tr-TR').format(n)} TL`

async function decidedVisitor(context: BrowserContext): Promise<void> {
  await decideConsent(context, gateway.url, { analytics: false })
}

const card = (tab: Page, announcementNo: string) => tab.locator(`article.vehicle-card[data-announcement-no="${announcementNo}"]`)

t.test('the detail page shows the vehicle', async (t) => {
  const { hits } = await firstPage()
  const vehicle = await detail(hits[0]!.announcementNo)
  const { page: tab, context, problems } = await newPage(browser)
  await decidedVisitor(context)
  await tab.goto(`${gateway.url}${vehicle.detailPath}`)
  const main = tab.getByRole('main')
  await main.getByRole('heading', { level: 1, name: `${vehicle.brand} ${vehicle.model} ${vehicle.modelName} ${vehicle.year}` }).waitFor()
  t.pass('the title names brand, model, trim and year')
  t.match(await main.locator('.detail-summary__price').innerText(), trPrice(vehicle.currentListingPrice), 'the price in Turkish format')

  const gallery = main.getByRole('region', { name: 'Fotoğraflar' })
  const counter = gallery.locator('.gallery__counter')
  t.ok(vehicle.vehiclePhotos.length > 1, `the vehicle has ${vehicle.vehiclePhotos.length} photos`)
  await until('photo 1', async () => (await counter.innerText()).includes(`1 / ${vehicle.vehiclePhotos.length}`))
  // The server's page shows the gallery at once; its arrow keys work once it has hydrated.
  await interactive(gallery)
  await tab.keyboard.press('ArrowRight')
  await until('photo 2 after →', async () => (await counter.innerText()).includes(`2 / ${vehicle.vehiclePhotos.length}`))
  t.equal(await gallery.locator('.gallery__image').getAttribute('src'), vehicle.vehiclePhotos[1]!.imageUrl, '→ shows the second photo')
  await tab.keyboard.press('ArrowLeft')
  await until('photo 1 after ←', async () => (await counter.innerText()).includes(`1 / ${vehicle.vehiclePhotos.length}`))
  t.pass('← goes back to the first photo')

  t.ok(await main.getByRole('heading', { name: 'Araç bilgileri' }).isVisible(), "the specs under 'Araç bilgileri'")
  const damage = main.getByRole('region', { name: 'Hasar ve ekspertiz' })
  const tramer = vehicle.vehicleTramImages.totalAmount
  t.match(await damage.innerText(), tramer > 0 ? trPrice(tramer) : 'Tramer kaydı yok', 'the tramer total')
  const seller = main.locator('.seller-card')
  t.match(await seller.innerText(), vehicle.seller.name, 'the branch name')
  t.match(await seller.innerText(), vehicle.seller.address, 'its address')
  t.ok(await seller.locator('a[href^="tel:"]').count(), 'and a phone link')
  await main.getByRole('heading', { level: 2, name: 'Benzer araçlar' }).waitFor()
  t.pass('similar vehicles are offered')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('on a phone the gallery follows swipes; a vertical scroll or a short touch does not move it', async (t) => {
  const { hits } = await firstPage()
  let vehicle: Detail | undefined
  for (const hit of hits) {
    vehicle = await detail(hit.announcementNo)
    if (vehicle.vehiclePhotos.length >= 3) break
  }
  const count = vehicle!.vehiclePhotos.length
  t.ok(count >= 3, `a vehicle with ${count} photos`)
  const { page: tab, context, problems } = await newPage(browser, { width: 390, height: 844, touch: true })
  await decidedVisitor(context)
  await tab.goto(`${gateway.url}${vehicle!.detailPath}`)
  const gallery = tab.getByRole('main').getByRole('region', { name: 'Fotoğraflar' })
  const counter = gallery.locator('.gallery__counter')
  await until('photo 1', async () => (await counter.innerText()).includes(`1 / ${count}`))
  const stage = await gallery.locator('.gallery__stage').boundingBox()
  t.ok(stage, 'the photo is on screen')
  const cdp = await context.newCDPSession(tab)
  const y = stage!.y + stage!.height / 2
  // A finger put down at `fromX`, moved in steps and lifted at `toX` (and `toY`).
  const swipe = async (fromX: number, toX: number, toY = y) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y: y + ((toY - y) * i) / 5 }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  const left = stage!.x + stage!.width * 0.2
  const right = stage!.x + stage!.width * 0.8
  await swipe(right, left)
  await until('photo 2 after a swipe to the left', async () => (await counter.innerText()).includes(`2 / ${count}`))
  t.equal(await gallery.locator('.gallery__image').getAttribute('src'), vehicle!.vehiclePhotos[1]!.imageUrl, 'a swipe to the left shows the next photo')
  await swipe(left, right)
  await until('photo 1 after a swipe to the right', async () => (await counter.innerText()).includes(`1 / ${count}`))
  t.pass('a swipe to the right goes back')
  await swipe(right, left)
  await swipe(right, left)
  await until('photo 3 after two swipes', async () => (await counter.innerText()).includes(`3 / ${count}`))
  await swipe(right - 10, right - 40, y + 150)
  await swipe(right, right - 20)
  // Had either gesture stepped, the next real swipe would not land on the photo after the third.
  const after = (3 % count) + 1
  await swipe(right, left)
  await until(`photo ${after} after the next real swipe`, async () => (await counter.innerText()).includes(`${after} / ${count}`))
  t.pass('a mostly vertical move and a 20 px nudge leave the photo alone')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('compare two vehicles: from a card and from a detail page, kept across a reload', async (t) => {
  const { hits } = await firstPage()
  const first = hits[0]!
  // A second vehicle that differs from the first in price and km, so rows are highlighted.
  const second = hits.find((h) => h.currentListingPrice !== first.currentListingPrice && h.km !== first.km)!
  const { page: tab, context, problems } = await newPage(browser)
  await decidedVisitor(context)
  await tab.goto(`${gateway.url}/araba-al`)

  const toggle = card(tab, first.announcementNo).getByRole('button', { name: /^Karşılaştır/ })
  // A server-rendered button does nothing until React has hydrated it (as for a visitor on a slow phone).
  await interactive(toggle)
  await toggle.click()
  await until('the card switch on', async () => (await toggle.getAttribute('aria-pressed')) === 'true')
  const bar = tab.getByRole('region', { name: 'Karşılaştırma listesi' })
  await until('the bar with one vehicle', async () => (await bar.locator('.compare-bar__count').innerText()) === 'Karşılaştırma (1/4)')
  t.pass("a card's 'Karşılaştır' adds the vehicle to the compare bar")

  await tab.goto(`${gateway.url}${second.detailPath}`)
  const add = tab.getByRole('main').getByRole('button', { name: 'Karşılaştırmaya ekle', exact: true })
  await interactive(add)
  await add.click()
  await tab.getByRole('main').getByRole('button', { name: 'Karşılaştırmadan çıkar', exact: true }).waitFor()
  await until('the bar with two vehicles', async () => (await bar.locator('.compare-bar__count').innerText()) === 'Karşılaştırma (2/4)')
  t.pass("the detail page's 'Karşılaştırmaya ekle' adds the second")

  await bar.getByRole('link', { name: 'Karşılaştır', exact: true }).click()
  await tab.waitForURL('**/karsilastir')
  const table = tab.getByRole('table')
  const check = async (when: string) => {
    await tab.getByRole('heading', { level: 1, name: 'Araç Karşılaştırma' }).waitFor()
    const heads = table.getByRole('columnheader')
    await until(`both vehicles ${when}`, async () => (await heads.count()) === 2)
    t.match(await heads.nth(0).innerText(), `${first.brand} ${first.model}`, `the first vehicle heads a column ${when}`)
    t.match(await heads.nth(1).innerText(), `${second.brand} ${second.model}`, `the second beside it ${when}`)
    const priceRow = table.getByRole('row', { name: /^Fiyat/ })
    await until(`the prices ${when}`, async () => (await priceRow.getByRole('cell').allInnerTexts()).join('|') === `${trPrice(first.currentListingPrice)}|${trPrice(second.currentListingPrice)}`)
    t.equal(await priceRow.getAttribute('data-differs'), 'true', `the differing price row is highlighted ${when}`)
    t.match(await priceRow.getByRole('rowheader').innerText(), '(farklı)', `and says so in words ${when}`)
    const highlighted = await table.locator('tr[data-differs]').count()
    const rows = await table.locator('tbody tr').count()
    t.ok(highlighted >= 2 && highlighted <= rows, `${highlighted} of ${rows} rows differ`)
  }
  await check('on arrival')
  await tab.reload()
  await check('after a reload')

  await tab.getByRole('checkbox', { name: 'Yalnızca farklı olanları göster' }).check()
  await until('only differing rows', async () => (await table.locator('tbody tr').count()) === (await table.locator('tbody tr[data-differs]').count()))
  t.pass("'Yalnızca farklı olanları göster' hides equal rows")

  await table.getByRole('button', { name: new RegExp(`^Kaldır: ${first.brand} ${first.model}`) }).click()
  await until('one column left', async () => (await table.getByRole('columnheader').count()) === 1)
  t.ok(await tab.getByText('Karşılaştırmak için en az bir araç daha ekleyin.').isVisible(), 'with one vehicle left the page asks for another')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('home: three rails and the quick filter', async (t) => {
  const { page: tab, context, problems } = await newPage(browser)
  await decidedVisitor(context)
  await tab.goto(gateway.url)
  const main = tab.getByRole('main')
  for (const title of ['Yeni Gelenler', 'En Çok Görüntülenenler', 'Kampanyalı Araçlar']) {
    const rail = main.getByRole('region', { name: title })
    await until(`cards in '${title}'`, async () => (await rail.locator('article.vehicle-card').count()) > 0)
    t.pass(`the '${title}' rail shows vehicles`)
  }
  const form = main.getByRole('form', { name: 'Hızlı araç arama' })
  const years = (await form.getByLabel('Yıl').locator('option').allInnerTexts()).filter((y) => /^\d{4}$/.test(y))
  const year = years[Math.min(3, years.length - 1)]!
  await form.getByLabel('Yıl').selectOption(year)
  await form.getByRole('combobox', { name: 'Marka' }).click()
  const option = form.getByRole('listbox').getByRole('option').nth(1)
  const brand = (await option.innerText()).trim()
  t.ok(await option.locator('img').count(), `the brand '${brand}' is offered with its small logo`)
  await option.click()
  await form.getByRole('button', { name: 'Araç Bul' }).click()
  await tab.waitForURL((url) => url.pathname.startsWith('/araba-al/') && url.searchParams.get('yil') === `${year}-${year}`)
  await tab.getByRole('button', { name: `Filtreyi kaldır: ${brand}` }).waitFor()
  await tab.getByRole('button', { name: `Filtreyi kaldır: Yıl: ${year}` }).waitFor()
  t.pass(`'Araç Bul' opens the ${brand} cars of ${year}`)
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})
