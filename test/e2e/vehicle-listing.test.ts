// Journey: the vehicle listing (spec §2.2, §4.10): filter by brand, a year range and fuel, checked
// against the search API; the address reproduces the search; sort by price; page 2; a detail page and
// back to the same page and scroll; the motorcycle listing; brand paths; an unknown vehicle's 404.
import t from 'tap'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { decideConsent, failedRequest, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

const CARS = 14870
const MOTORCYCLES = 14169

interface FacetValue {
  value: string
  label: string
  count: number
}
interface Facet {
  key: string
  values?: FacetValue[]
  min?: number
  max?: number
}
interface Card {
  announcementNo: string
  brand: string
  model: string
  year: number
  fuelType: string
  currentListingPrice: number
  detailPath: string
  vehicleTypeId: number
  isSold: boolean
}
interface SearchResult {
  totalCount: number
  filters: Facet[]
  hits: Card[]
}

async function search(filters: Record<string, unknown[]>, extra: { sorters?: number[]; pageNumber?: number; VehicleTypeId?: number } = {}): Promise<SearchResult> {
  const res = await fetch(`${gateway.url}/api/vehicle/vehicles-get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters, sorters: extra.sorters ?? [2], pageSize: 12, pageNumber: extra.pageNumber ?? 1, VehicleTypeId: extra.VehicleTypeId ?? CARS }),
  })
  if (!res.ok) throw new Error(`vehicles-get answered ${res.status}`)
  return ((await res.json()) as { result: SearchResult }).result
}
const facet = (result: SearchResult, key: string) => result.filters.find((f) => f.key === key)!

const trNumber = (n: number) => new Intl.NumberFormat('tr-TR').format(n)

async function decidedVisitor(context: BrowserContext): Promise<void> {
  await decideConsent(context, gateway.url, { analytics: false })
}

async function open() {
  const opened = await newPage(browser)
  await decidedVisitor(opened.context)
  return opened
}

const cards = (tab: Page) => tab.getByRole('list', { name: 'Araçlar' }).locator('article.vehicle-card')
const shownNumbers = (tab: Page) => cards(tab).evaluateAll((els) => els.map((el) => el.getAttribute('data-announcement-no')))
const countText = (tab: Page) => tab.locator('.listing-toolbar__count')

/** Waits until the cards on screen are exactly `expected` (in order) and the count says `total`. */
async function showsResult(tab: Page, what: string, expected: SearchResult): Promise<void> {
  const numbers = expected.hits.map((h) => h.announcementNo)
  const count = `${trNumber(expected.totalCount)} araç bulundu`
  let seen = ''
  await until(
    what,
    async () => {
      const [shown, text, busy] = await Promise.all([shownNumbers(tab), countText(tab).innerText(), tab.getByRole('list', { name: 'Araçlar' }).getAttribute('aria-busy')])
      seen = `${tab.url()} '${text}' busy=${busy} [${shown.join(',')}]`
      return busy !== 'true' && text === count && JSON.stringify(shown) === JSON.stringify(numbers)
    },
    10_000,
  ).catch((err: Error) => {
    throw new Error(`${err.message}; expected '${count}' [${numbers.join(',')}], saw ${seen}`)
  })
}

function panelSection(tab: Page, key: string): Locator {
  return tab.locator(`.facet-panel [data-facet="${key}"]`)
}

t.test('filter by brand, year range and fuel; sort; page 2; detail and back', async (t) => {
  const all = await search({})
  const brand = [...facet(all, 'Brand').values!].sort((a, b) => b.count - a.count)[0]!
  const ofBrand = await search({ Brand: [brand.value] })
  const years = facet(ofBrand, 'Year')
  const yearMin = Math.max(years.min!, 2015)
  const yearMax = Math.min(years.max!, 2021)
  const inYears = await search({ Brand: [brand.value], Year: [yearMin, yearMax] })
  const fuel = [...facet(inYears, 'FuelType').values!].sort((a, b) => b.count - a.count)[0]!
  const filters = { Brand: [brand.value], Year: [yearMin, yearMax], FuelType: [fuel.value] }
  const filtered = await search(filters)
  t.ok(filtered.totalCount > 24, `the chosen search has more than two pages (${brand.label}, ${yearMin}–${yearMax}, ${fuel.label}: ${filtered.totalCount})`)

  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/araba-al`)
  await tab.getByRole('heading', { level: 1, name: 'İkinci El Araba İlanları' }).waitFor()
  await showsResult(tab, 'every car', all)
  t.pass(`/araba-al lists ${all.totalCount} cars, as the API`)

  // Brand.
  await panelSection(tab, 'Brand').getByRole('checkbox', { name: new RegExp(`^${brand.label} \\(`) }).check()
  await showsResult(tab, `the ${brand.label} cars`, ofBrand)
  t.equal(new URL(tab.url()).pathname, `/araba-al/${brand.value}`, 'a single brand moves into the path')
  t.ok(await tab.getByRole('button', { name: `Filtreyi kaldır: ${brand.label}` }).isVisible(), 'the brand shows as a removable tag')

  // Year range.
  await tab.getByRole('textbox', { name: 'Yıl en az' }).fill(String(yearMin))
  await until('the results marked busy while the typed year settles', async () => (await tab.getByRole('list', { name: 'Araçlar' }).getAttribute('aria-busy')) === 'true')
  await tab.getByRole('textbox', { name: 'Yıl en çok' }).fill(String(yearMax))
  await tab.getByRole('textbox', { name: 'Yıl en çok' }).press('Enter')
  await showsResult(tab, `${brand.label} ${yearMin}–${yearMax}`, inYears)
  t.ok(await tab.getByRole('button', { name: `Filtreyi kaldır: Yıl: ${yearMin} – ${yearMax}` }).isVisible(), 'the year range shows as a tag')

  // Fuel.
  await panelSection(tab, 'FuelType').getByRole('checkbox', { name: new RegExp(`^${fuel.label} \\(`) }).check()
  await showsResult(tab, `${brand.label} ${yearMin}–${yearMax} ${fuel.label}`, filtered)
  t.pass(`brand, year and fuel: ${filtered.totalCount} cars, the same cards as the API`)
  const texts = await cards(tab).allInnerTexts()
  t.ok(
    texts.every((text) => text.includes(brand.label) && text.includes(fuel.label) && [...text.matchAll(/\b(19|20)\d\d\b/g)].some((m) => Number(m[0]) >= yearMin && Number(m[0]) <= yearMax)),
    'every card shows the brand, the fuel and a year in the range',
  )
  t.ok(
    texts.every((text) => /\d{1,3}(\.\d{3})* TL/.test(text)),
    'every card shows its price in Turkish format',
  )
  const searchUrl = tab.url()
  const address = new URL(searchUrl)
  t.equal(address.searchParams.get('yil'), `${yearMin}-${yearMax}`, 'the address holds the year range')
  t.equal(address.searchParams.get('yakit'), fuel.value, 'the address holds the fuel')

  // A fresh page load of the address reproduces the search.
  {
    const fresh = await open()
    await fresh.page.goto(searchUrl)
    await showsResult(fresh.page, 'the same search from its link', filtered)
    t.ok(await fresh.page.getByRole('textbox', { name: 'Yıl en az' }).inputValue() === String(yearMin), 'the year box shows the range')
    t.ok(await panelSection(fresh.page, 'FuelType').getByRole('checkbox', { name: new RegExp(`^${fuel.label} \\(`) }).isChecked(), 'the fuel is ticked')
    t.same(unexpected(fresh.problems), [], 'no JavaScript errors on the fresh load')
    await fresh.context.close()
    t.pass('a fresh load of the address shows the same result')
  }

  // Sort by price.
  const cheapest = await search(filters, { sorters: [4] })
  await tab.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'Fiyat: düşükten yükseğe' })
  await showsResult(tab, 'cheapest first', cheapest)
  const prices = await cards(tab).locator('.vehicle-price__current').allInnerTexts()
  const numbers = prices.map((p) => Number(p.replace(/\D/g, '')))
  t.same(numbers, [...numbers].sort((a, b) => a - b), 'the cards are in price order')
  t.same(numbers, cheapest.hits.map((h) => h.currentListingPrice), 'with the prices of the API')

  // Page 2.
  const second = await search(filters, { sorters: [4], pageNumber: 2 })
  await tab.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click()
  await showsResult(tab, 'page 2', second)
  t.equal(new URL(tab.url()).searchParams.get('sayfa'), '2', 'the address holds page 2')
  t.equal(new URL(tab.url()).searchParams.get('siralama'), '4', 'and the order')
  t.ok(second.hits[0]!.currentListingPrice >= cheapest.hits.at(-1)!.currentListingPrice, 'page 2 continues the price order')
  const pageTwoUrl = tab.url()

  // A detail page and back: the same page at the same scroll.
  const target = second.hits[7]!
  const link = cards(tab).nth(7).getByRole('link').first()
  // The visitor scrolls down to the eighth card.
  const scrolled = await link.evaluate((el) => {
    window.scrollTo(0, Math.round(el.getBoundingClientRect().top + window.scrollY - 200))
    return window.scrollY
  })
  t.ok(scrolled > 200, `the page is scrolled down (${scrolled})`)
  await link.click()
  await tab.waitForURL(`**${target.detailPath}`)
  await tab.getByRole('heading', { level: 1, name: new RegExp(`${target.brand} ${target.model}`) }).waitFor()
  t.pass(`the card opens ${target.detailPath}`)
  await tab.goBack()
  await showsResult(tab, 'page 2 again', second)
  t.equal(tab.url(), pageTwoUrl, 'back returns to the same address')
  let lastY = 0
  await until('the scroll position restored', async () => {
    lastY = await tab.evaluate(() => window.scrollY)
    return Math.abs(lastY - scrolled) <= 2
  }).catch(() => undefined)
  t.ok(Math.abs(lastY - scrolled) <= 2, `back returns to the same scroll position (${scrolled}, found ${lastY})`)

  // Back again walks the search history: page 1 in price order.
  await tab.goBack()
  await showsResult(tab, 'page 1 after back', cheapest)
  t.pass('back again shows page 1')

  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('filter tags, clear-all, flags and page size', async (t) => {
  const all = await search({})
  const brand = [...facet(all, 'Brand').values!].sort((a, b) => b.count - a.count)[0]!
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/araba-al/${brand.value}?sayfa=3`)
  const ofBrand3 = await search({ Brand: [brand.value] }, { pageNumber: 3 })
  await showsResult(tab, 'page 3 of the brand', ofBrand3)

  // Any filter change goes back to page 1.
  const withSold = await search({ Brand: [brand.value], HasSold: [true] })
  await tab.getByRole('checkbox', { name: /^Satılan araçları göster/ }).check()
  await showsResult(tab, 'page 1 with sold cars', withSold)
  t.equal(new URL(tab.url()).searchParams.get('sayfa'), null, 'a filter change returns to page 1')
  t.ok(withSold.totalCount > (await search({ Brand: [brand.value] })).totalCount, 'showing sold cars finds more cars')
  const soldOnPage = withSold.hits.filter((h) => h.isSold).length
  t.equal(await cards(tab).locator('.vehicle-badge', { hasText: 'Satıldı' }).count(), soldOnPage, `the ${soldOnPage} sold cars on the page carry 'Satıldı'`)

  // Removing the tag of the last brand removes the key; the path returns to the area.
  await tab.getByRole('button', { name: `Filtreyi kaldır: ${brand.label}` }).click()
  const soldOnly = await search({ HasSold: [true] })
  await showsResult(tab, 'sold cars of every brand', soldOnly)
  t.equal(new URL(tab.url()).pathname, '/araba-al', 'removing the brand leaves the brand path')

  // Page size.
  await tab.getByRole('combobox', { name: 'Sayfada' }).selectOption('24')
  await until('24 cards', async () => (await cards(tab).count()) === 24)
  t.equal(new URL(tab.url()).searchParams.get('adet'), '24', 'the page size is in the address')

  // Clear all: default filters, every car.
  await tab.getByRole('button', { name: 'Tümünü temizle' }).click()
  const everything = await search({}, {})
  await until('every car after clearing', async () => (await countText(tab).innerText()) === `${trNumber(everything.totalCount)} araç bulundu`)
  t.equal(await tab.getByRole('group', { name: 'Seçili filtreler' }).count(), 0, 'no filter tags remain')
  t.notOk(await tab.getByRole('checkbox', { name: /^Satılan araçları göster/ }).isChecked(), 'the sold toggle is off again')

  // Clearing again refetches the default search even though its answer is cached.
  await panelSection(tab, 'Brand').getByRole('checkbox', { name: new RegExp(`^${brand.label} \\(`) }).check()
  await until('the brand tag', () => tab.getByRole('button', { name: `Filtreyi kaldır: ${brand.label}` }).isVisible())
  const refetch = tab.waitForRequest((req) => {
    if (!req.url().endsWith('/api/vehicle/vehicles-get')) return false
    const body = req.postDataJSON() as { filters: object; pageSize: number }
    return Object.keys(body.filters).length === 0 && body.pageSize === 24
  })
  await tab.getByRole('button', { name: 'Tümünü temizle' }).click()
  await refetch
  t.pass("'Tümünü temizle' asks the gateway again")

  // List and grid.
  await tab.getByRole('button', { name: 'Liste' }).click()
  await until('list cards', async () => (await tab.locator('article.vehicle-card--list').count()) > 0)
  t.equal(await tab.getByRole('button', { name: 'Liste' }).getAttribute('aria-pressed'), 'true', "'Liste' is pressed")
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('the motorcycle listing shows motorcycles', async (t) => {
  const motorcycles = await search({}, { VehicleTypeId: MOTORCYCLES })
  t.ok(motorcycles.hits.length > 0 && motorcycles.hits.every((h) => h.vehicleTypeId === MOTORCYCLES), 'the API answers motorcycles for 14169')
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/motosiklet-al`)
  await tab.getByRole('heading', { level: 1, name: 'İkinci El Motosiklet İlanları' }).waitFor()
  await showsResult(tab, 'the motorcycles', motorcycles)
  t.pass(`/motosiklet-al lists ${motorcycles.totalCount} motorcycles, as the API for vehicle type 14169`)
  t.ok(motorcycles.hits.every((h) => h.detailPath.startsWith('/motosiklet-al/')), 'their detail pages are under /motosiklet-al')
  const tabs = tab.getByRole('navigation', { name: 'Araç tipi' })
  t.equal(await tabs.getByRole('link', { name: 'Motosiklet' }).getAttribute('aria-current'), 'page', "the 'Motosiklet' tab is current")

  // The 'Otomobil' tab (tab 5) searches cars, vehicle type 14870.
  const cars = await search({}, { VehicleTypeId: CARS })
  await tabs.getByRole('link', { name: 'Otomobil' }).click()
  await tab.getByRole('heading', { level: 1, name: 'İkinci El Araba İlanları' }).waitFor()
  await showsResult(tab, 'the cars', cars)
  t.equal(await tabs.getByRole('link', { name: 'Otomobil' }).getAttribute('aria-current'), 'page', "'Otomobil' lists the cars of vehicle type 14870")
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('a brand path pre-selects the brand; a model path the model', async (t) => {
  const all = await search({})
  const brand = facet(all, 'Brand').values!.find((v) => v.count > 12)!
  const ofBrand = await search({ Brand: [brand.value] })
  const model = facet(ofBrand, 'Model').values![0]!
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/araba-al/${brand.value}`)
  await showsResult(tab, `the ${brand.label} cars`, ofBrand)
  t.ok(await panelSection(tab, 'Brand').getByRole('checkbox', { name: new RegExp(`^${brand.label} \\(`) }).isChecked(), `${brand.label} is ticked`)
  await tab.getByRole('heading', { level: 1, name: `İkinci El ${brand.label} Araba İlanları` }).waitFor()
  t.pass('the heading names the brand')

  const ofModel = await search({ Brand: [brand.value], Model: [model.value] })
  await tab.goto(`${gateway.url}/araba-al/${model.value}`)
  await showsResult(tab, `the ${model.label} cars`, ofModel)
  t.ok(await panelSection(tab, 'Model').getByRole('checkbox', { name: new RegExp(`^${model.label} \\(`) }).isChecked(), `${model.label} is ticked`)
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('an unknown vehicle shows the 404 page with noindex', async (t) => {
  const { hits } = await search({})
  const known = hits[0]!
  const unknownPath = known.detailPath.replace(/\/\d+$/, '/999999999')

  const html = await (await fetch(`${gateway.url}${known.detailPath}`)).text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  t.match(title, `${known.brand} ${known.model}`, 'a detail page title names brand and model')
  t.match(title, String(known.year), 'and the year')
  t.match(html, new RegExp(`<link[^>]*rel="canonical"[^>]*href="[^"]*${known.detailPath}"`), 'it has its canonical address')
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  const car = ld.find((d) => d['@type'] === 'Car') as { offers?: { '@type': string; price: number; priceCurrency: string } } | undefined
  t.ok(car, 'a schema.org Car is embedded')
  t.equal(car?.offers?.['@type'], 'Offer', 'with an Offer')
  t.equal(Number(car?.offers?.price), known.currentListingPrice, 'at the listing price')

  const res = await fetch(`${gateway.url}${unknownPath}`)
  t.equal(res.status, 404, 'an unknown announcement number answers 404')
  t.match(await res.text(), /<meta name="robots" content="noindex[^"]*"/, 'with noindex in the server-rendered head')

  const { page: tab, context, problems } = await open()
  const answer = await tab.goto(`${gateway.url}${unknownPath}`)
  t.equal(answer?.status(), 404, 'the browser gets a 404')
  await tab.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor()
  t.pass("'Sayfa bulunamadı' is shown")
  t.match((await tab.locator('meta[name="robots"]').getAttribute('content')) ?? '', /noindex/, 'the page keeps noindex')
  t.same(
    unexpected(problems, [failedRequest(unknownPath, 404), failedRequest('/api/vehicle/get-vehicle-by-announcement-no', 404)]),
    [],
    'no JavaScript errors',
  )
  await context.close()
})
