// Journey: step 11's "Teklifi SMS ile gönder" (decision 028). A visitor with a priced offer presses
// the button and sees the Turkish toast; the SMS in the development outbox carries a signed link;
// opened in a fresh browser context (no cookie) it lands on step 11 with the same offer card. A
// broken link shows the one "not found" message. A visitor whose car needs an expert's look presses
// "Sizi arayalım mı?" instead: the Turkish toast, the data layer's form_success once, and a reload
// shows the request is in.
import t from 'tap'
import pg from 'pg'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { APIRequestContext } from 'playwright-core'
import { PANELS_CLEAN, popularCar, type CarChoice } from '../../server/test/support/sell-visitor.js'
import { decideConsent, interactive, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'

const PHONE = '5327654321'
const gateway = await startGateway(t, { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '20', SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '1000' })
const browser = await launch(t)
const pool = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => pool.end())

interface State { step: string; path: string; revision: number; options?: { field: string } }
const stateOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { result: { state: State } }).result.state

async function outbox(phone = PHONE): Promise<Array<{ text: string; purpose: string }>> {
  const res = await fetch(`${gateway.url}/api/dev/sms-outbox?phone=${phone}`)
  return ((await res.json()) as { result: { messages: Array<{ text: string; purpose: string }> } }).result.messages
}

/** Steps 1–10 through the API with the page's own cookies (the car steps are the wizard journey's business). */
async function toOffer(request: APIRequestContext, car: CarChoice, heavyDamage: 'evet' | 'hayir' = 'hayir', phone = PHONE): Promise<string> {
  const api = `${gateway.url}/api/flows/sell`
  let state = await stateOf(await request.get(`${api}/step`, { params: { path: '/teklif-al/yil-sec' } }))
  while (state.step !== 'km-tramer-bilgisi') {
    const field = state.options!.field as keyof CarChoice
    state = await stateOf(await request.post(`${api}/step`, { data: { path: state.path, revision: state.revision, values: { [field]: String(car[field]) } } }))
  }
  const condition = { km: car.km.toLocaleString('tr-TR'), numberPlate: '34 ABC 123', tramer: 'yok', panels: PANELS_CLEAN, heavyDamage, phone }
  const challenge = (await (await request.get(`${gateway.url}/api/captcha/challenge`)).json()) as { parameters: unknown; signature: unknown }
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 20_000 })
  const captchaToken = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
  const sent = await request.post(`${gateway.url}/api/screens/sell-captcha/submit`, { data: { values: { captchaToken }, context: condition } })
  if (!sent.ok()) throw new Error(`captcha: ${sent.status()} ${await sent.text()}`)
  const code = /\b(\d{4})\b/.exec((await outbox(phone)).find((m) => m.purpose === 'sell')!.text)![1]
  const done = await stateOf(await request.post(`${api}/step`, { data: { path: state.path, revision: state.revision, values: { ...condition, verificationCode: code } } }))
  if (done.step !== 'on-degerlendirme') throw new Error(`step 10 did not complete: ${done.step}`)
  return done.path
}

t.test('send the offer by SMS, open its link on a fresh browser: the same offer at step 11', async (t) => {
  const car = await popularCar(pool)
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  const path = await toOffer(page.context().request, car)
  await page.goto(`${gateway.url}${path}`)
  const card = page.locator('.offer-card')
  await card.waitFor()
  const range = (await card.locator('.offer-card__range').textContent())!
  t.match(range, /^\d{1,3}(\.\d{3})* – \d{1,3}(\.\d{3})* TL$/, `step 11 shows the range (${range})`)
  t.equal(await page.getByRole('button', { name: 'Sizi arayalım mı?' }).count(), 0, 'a priced offer has no call button')

  await page.getByRole('button', { name: 'Teklifi SMS ile gönder' }).click()
  await page.getByText('Teklifiniz telefonunuza gönderildi.').waitFor()
  t.pass('the Turkish toast says it was sent')
  const sms = await until('the offer SMS', async () => (await outbox()).find((m) => m.purpose === 'sell-offer'), 10_000)
  const link = /(https?:\/\/\S+\/teklif\/[A-Za-z0-9_-]{48})$/.exec(sms.text)![1]!
  t.ok(sms.text.includes(range.replace(' – ', ' - ')), 'the SMS carries the range')

  const fresh = await newPage(browser)
  t.same(await fresh.context.cookies(), [], 'a browser that never saw the flow')
  await fresh.page.goto(link)
  await until('step 11 on the fresh browser', () => new URL(fresh.page.url()).pathname === path, 15_000)
  const freshCard = fresh.page.locator('.offer-card')
  await freshCard.waitFor()
  t.equal(await freshCard.locator('.offer-card__range').textContent(), range, 'the same offer, the same range')
  t.ok((await fresh.context.cookies()).some((c) => c.name === 'sell_flow' && c.httpOnly), 'under its own flow cookie')
  await fresh.page.getByRole('button', { name: 'Ekspertiz randevusu al' }).waitFor()
  t.pass('the way on to the booking is there')
  await fresh.page.getByRole('button', { name: 'Bilgileri düzenle' }).click()
  const conditionPath = path.replace(/[^/]+$/, 'km-tramer-bilgisi')
  await until('step 10 again', () => new URL(fresh.page.url()).pathname === conditionPath, 10_000)
  await fresh.page.getByRole('heading', { name: 'Aracınızın durumu' }).waitFor()
  t.pass("'Bilgileri düzenle' (a goToStep action) goes back to step 10 through the flow")

  const broken = await newPage(browser)
  await broken.page.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)
  await broken.page.getByText('Teklif bulunamadı. Bağlantının süresi dolmuş ya da bağlantı hatalı olabilir.').waitFor()
  t.pass('a changed link shows the one "not found" message')
  t.same(unexpected([...problems, ...fresh.problems, ...broken.problems.filter((p) => !/404/.test(p))]), [], 'no console error, no CSP violation')
})

t.test('an offer that needs an expert: "Sizi arayalım mı?", the toast, form_success once, the request shown after a reload', async (t) => {
  const car = await popularCar(pool)
  const { page, context, problems } = await newPage(browser)
  // Analytics allowed, so the data layer takes form_success.
  await decideConsent(context, gateway.url, { analytics: true })
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  // Another phone: the first test's code is still in its resend wait.
  const phone = '5327654322'
  const path = await toOffer(page.context().request, car, 'evet', phone)
  await page.goto(`${gateway.url}${path}`)
  await page.locator('.offer-card').waitFor()
  t.equal(await page.getByRole('button', { name: 'Ekspertiz randevusu al' }).count(), 0, 'no booking without a price')
  const call = page.getByRole('button', { name: 'Sizi arayalım mı?' })
  await interactive(call)
  await call.click()
  await page.getByText('Talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.').waitFor()
  t.pass('the Turkish toast says the request is in')
  const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'form_success'))
  t.same(await events(), [{ event: 'form_success', form_name: 'sell-offer-call-request' }], 'form_success once, for the wizard\'s call request')
  const rows = await pool.query('SELECT source, phone FROM call_requests WHERE flow_id IS NOT NULL AND phone = $1 AND source = $2', [phone, 'sell-offer'])
  t.equal(rows.rowCount, 1, 'one call request stored, with the verified phone')
  await page.reload()
  await page.getByText('Arama talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.').waitFor()
  t.equal(await page.getByRole('button', { name: 'Sizi arayalım mı?' }).count(), 0, 'after a reload the card says so and the button is gone')
  t.same(unexpected(problems), [], 'no console error, no CSP violation')
})
