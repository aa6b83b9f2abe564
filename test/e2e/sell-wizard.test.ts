// Journey: the sell wizard's car steps as a visitor meets them (issue 13): tiles advance on a tap,
// the summary of choices grows, refresh keeps step and answers, browser Back goes to the previous
// step, a deep link on a fresh browser lands on the furthest reachable step, the keyboard alone
// gets through, /araba-sat has the paid-traffic frame, yeni-araba-ekle hands over to /araba-sat,
// and "Takasla" on a car page starts /takas with that listing.
import t from 'tap'
import type { Page } from 'playwright-core'
import { launch, newPage, unexpected, until, hydrated } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { onStep, pathOf, pickFirst } from './support/wizard.js'

const gateway = await startGateway(t)
const browser = await launch(t)

t.test('teklif-al: tiles advance, the summary grows, refresh and Back keep the answers', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  await onStep(page, '/teklif-al/yil-sec')
  await page.getByRole('heading', { name: 'Aracınızın model yılı nedir?' }).waitFor()
  t.pass('step 1 asks for the model year')
  t.match(await page.locator('.wizard__count').textContent(), /Adım 1\/13/)
  const year = (await page.locator('.wizard [role="radio"]').first().textContent())!.trim()
  await pickFirst(page)
  t.equal(pathOf(page), '/teklif-al/marka-sec', 'a year tap opens the brand step')
  await page.getByRole('heading', { name: 'Markası nedir?' }).waitFor()
  await page.getByRole('button', { name: new RegExp(`Model yılı: ${year}`) }).waitFor()
  t.pass('the year is in the summary')

  await pickFirst(page)
  const modelStep = pathOf(page)
  const brand = await page.locator('.wizard__summary .chip').nth(1).textContent()
  await page.reload()
  await onStep(page, modelStep)
  t.equal(await page.locator('.wizard__summary .chip').nth(1).textContent(), brand, 'refresh keeps the step and the answers')

  await page.goBack()
  await onStep(page, '/teklif-al/marka-sec')
  t.equal(await page.locator('.wizard [role="radio"][aria-checked="true"]').count(), 1, 'browser Back shows the previous step with its answer')

  while (!pathOf(page).endsWith('/km-tramer-bilgisi')) await pickFirst(page)
  await page.getByRole('heading', { name: 'Aracınızın durumu' }).waitFor()
  t.pass('nine car steps lead to the condition step')
  t.match(await page.locator('.wizard__count').textContent(), /Adım 10\/13/)
  t.same(unexpected(problems), [], 'no console error, no CSP violation')
})

t.test('a deep link on a fresh browser lands on the furthest reachable step', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/donanim-sec`)
  await onStep(page, '/teklif-al/yil-sec')
  t.ok(await page.getByRole('status').filter({ hasText: 'Kaldığınız yerden devam ediyorsunuz.' }).isVisible(), 'with the resume notice')
  t.same(unexpected(problems), [])
})

t.test('the keyboard alone: arrows browse without picking, Enter picks', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  await onStep(page, '/teklif-al/yil-sec')
  for (let i = 0; i < 4; i++) {
    const from = pathOf(page)
    await page.locator('.wizard [role="radio"][tabindex="0"]').focus()
    await page.keyboard.press('ArrowRight')
    t.equal(pathOf(page), from, 'an arrow key does not submit')
    await page.keyboard.press('Enter')
    await until('the next step', () => pathOf(page) !== from, 10_000)
    await onStep(page, pathOf(page))
  }
  const chips = await page.locator('.wizard__summary .chip').allTextContents()
  t.ok(chips.length >= 4, `four steps answered with the keyboard (${pathOf(page)}: ${chips.join(' · ')})`)
  t.same(unexpected(problems), [])
})

t.test('the brand list: a Turkish-folded search, its count said politely, the step’s message when nothing matches', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  await onStep(page, '/teklif-al/yil-sec')
  await pickFirst(page)
  const tiles = page.locator('.wizard [role="radiogroup"] [role="radio"]')
  const all = await tiles.count()
  t.ok(all > 12, `${all} brands: the list is long enough for a search box`)
  const search = page.getByRole('searchbox', { name: 'Marka ara' })
  await search.fill('cıtroen')
  await until('the list narrows', async () => (await tiles.count()) === 1)
  t.equal((await tiles.first().textContent())!.trim(), 'Citroën', "'cıtroen' finds Citroën")
  t.equal(await page.locator('[role="status"][aria-live="polite"]').filter({ hasText: '1 marka listeleniyor.' }).count(), 1, 'the count is announced politely')
  await search.fill('zzz')
  await page.getByText('Aradığınız marka bulunamadı.').waitFor()
  t.equal(await tiles.count(), 0, 'nothing matches')
  await search.fill('CITROEN')
  await search.press('ArrowDown')
  t.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Citroën', 'ArrowDown goes to the tiles')
  await search.focus()
  await search.press('Enter')
  await until('the model step', () => pathOf(page) === '/teklif-al/model-sec', 10_000)
  await onStep(page, '/teklif-al/model-sec')
  t.pass('Enter picks the only match')
  await page.getByRole('button', { name: /Marka: Citroën/ }).click()
  await onStep(page, '/teklif-al/marka-sec')
  t.pass('the brand chip of the summary goes back to the brand step')
  t.same(unexpected(problems), [])
})

t.test('step 10: tramer and heavy damage are segmented choices the arrows change', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  await onStep(page, '/teklif-al/yil-sec')
  while (!pathOf(page).endsWith('/km-tramer-bilgisi')) await pickFirst(page)
  const tramer = page.getByRole('radiogroup', { name: 'Tramer (hasar) kaydı' })
  t.same((await tramer.getByRole('radio').allTextContents()).map((x) => x.trim()), ['Yok', 'Var', 'Bilmiyorum'])
  await tramer.getByRole('radio', { name: 'Yok' }).click()
  await page.keyboard.press('ArrowRight')
  t.equal(await tramer.getByRole('radio', { name: 'Var' }).getAttribute('aria-checked'), 'true', 'ArrowRight chooses Var')
  t.equal(await tramer.locator('[tabindex="0"]').count(), 1, 'one tab stop')
  const heavy = page.getByRole('radiogroup', { name: 'Ağır hasar kaydı' })
  t.same((await heavy.getByRole('radio').allTextContents()).map((x) => x.trim()), ['Hayır', 'Evet'])
  t.equal(pathOf(page), '/teklif-al/km-tramer-bilgisi', 'choosing does not submit the step')
  t.same(unexpected(problems), [])
})

t.test('araba-sat has the paid frame; yeni-araba-ekle hands over to /araba-sat/km-tramer-bilgisi', async (t) => {
  const { page, problems } = await newPage(browser, { width: 390, height: 844, touch: true })
  await page.goto(`${gateway.url}/araba-sat/yil-sec`)
  await onStep(page, '/araba-sat/yil-sec')
  t.equal(await page.locator('.wizard.wizard--paid').count(), 1, 'the paid-traffic frame')
  const fresh = await newPage(browser, { width: 390, height: 844, touch: true })
  await fresh.page.goto(`${gateway.url}/yeni-araba-ekle/yil-sec`)
  await onStep(fresh.page, '/yeni-araba-ekle/yil-sec')
  while (pathOf(fresh.page).startsWith('/yeni-araba-ekle/')) await pickFirst(fresh.page)
  t.equal(pathOf(fresh.page), '/araba-sat/km-tramer-bilgisi', 'after step 9 the flow continues at /araba-sat')
  await onStep(fresh.page, '/araba-sat/km-tramer-bilgisi')
  await fresh.page.locator('.wizard__back').click()
  await until('the previous step', () => pathOf(fresh.page) !== '/araba-sat/km-tramer-bilgisi', 10_000)
  t.match(pathOf(fresh.page), /^\/yeni-araba-ekle\//, 'Back from there returns to the yeni-araba-ekle step the flow names, not a guessed /araba-sat sibling')
  await onStep(fresh.page, pathOf(fresh.page))
  while (pathOf(fresh.page).startsWith('/yeni-araba-ekle/')) await pickFirst(fresh.page)
  const overflow = await fresh.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  t.ok(overflow <= 0, `a 390 px phone scrolls no sideways (${overflow} px)`)
  t.same(unexpected([...problems, ...fresh.problems]), [])
})

t.test('"Takasla" on a car page starts the trade-in wizard', async (t) => {
  const { page, problems } = await newPage(browser)
  const search = await page.request.post(`${gateway.url}/api/vehicle/vehicles-get`, { data: { VehicleTypeId: 14870, filters: {}, sorters: [], pageSize: 1, pageNumber: 1 } })
  const { detailPath } = ((await search.json()) as { result: { hits: Array<{ detailPath: string }> } }).result.hits[0]!
  await page.goto(`${gateway.url}${detailPath}`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('button', { name: 'Takasla' }).click()
  await onStep(page, '/takas/yil-sec')
  t.pass('the trade-in wizard opens at its first step')
  t.same(unexpected(problems), [])
})
