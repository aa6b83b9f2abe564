// Walking the sell wizard in a journey as a visitor does: which step the browser shows, a tile by
// its name or the first one, the car steps, the condition form, then the real captcha and the SMS
// code read from the development outbox (the gateway runs with SMS_DEV_OUTBOX=true).
import { randomInt } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { until } from './browser.js'
import { passCaptcha } from './captcha.js'

/** The seeded inventory's most listed car: its price has comparables (a number, not expert review). */
export const CAR = { year: '2020', brand: 'Fiat', model: 'Egea' }
export const PLATE = '34 ABC 123'

export type WizardCar = typeof CAR

export const pathOf = (page: Page) => new URL(page.url()).pathname
/** A mobile number no other journey uses. */
export const newPhone = () => `532${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** Waits for the step of `path` to be drawn: the frame says which step it shows. */
export async function onStep(page: Page, path: string | RegExp): Promise<void> {
  const matches = (p: string) => (typeof path === 'string' ? p === path : path.test(p))
  await until(`the wizard at ${path}`, async () => matches(pathOf(page)) && (await page.locator(`.wizard[data-path="${pathOf(page)}"] form.screen`).count()) === 1, 10_000)
}

/** Taps a tile by its name and waits for the next step. */
export async function pick(page: Page, name: string): Promise<void> {
  const from = pathOf(page)
  await page.locator('.wizard').getByRole('radio', { name, exact: true }).click()
  await until(`the step after ${from}`, () => pathOf(page) !== from, 10_000)
  await onStep(page, pathOf(page))
}

/** Taps the first tile (or year) of the step and waits for the next step. */
export async function pickFirst(page: Page): Promise<void> {
  const from = pathOf(page)
  await page.locator('.wizard [role="radiogroup"] [role="radio"]').first().click()
  await until(`the step after ${from}`, () => pathOf(page) !== from, 10_000)
  await onStep(page, pathOf(page))
}

/** Year, brand and model by name, then the first option of each car step, up to the condition step. */
export async function carSteps(page: Page, family: string, car: WizardCar = CAR): Promise<void> {
  await onStep(page, `/${family}/yil-sec`)
  await pick(page, car.year)
  await pick(page, car.brand)
  await pick(page, car.model)
  while (!pathOf(page).endsWith('/km-tramer-bilgisi')) await pickFirst(page)
  await page.getByRole('heading', { name: 'Aracınızın durumu' }).waitFor()
}

/** The condition step filled as a careful seller would: km (grouped as typed), plate, no damage, the phone. */
export async function fillCondition(page: Page, phone: string, plate = PLATE): Promise<void> {
  const km = page.getByLabel('Kilometre', { exact: true })
  await km.pressSequentially('85000')
  await until("km grouped as '85.000'", async () => (await km.inputValue()) === '85.000')
  await page.getByLabel('Plaka', { exact: true }).fill(plate)
  await page.getByRole('radiogroup', { name: 'Tramer (hasar) kaydı' }).getByRole('radio', { name: 'Yok', exact: true }).click()
  await page.getByRole('button', { name: 'Boya/değişen yok' }).click()
  await page.getByRole('radiogroup', { name: 'Ağır hasar kaydı' }).getByRole('radio', { name: 'Hayır', exact: true }).click()
  await page.getByLabel('Telefon Numarası', { exact: true }).pressSequentially(phone)
}

/** The texts the development outbox holds for a phone, newest first. */
export async function outbox(gatewayUrl: string, phone: string): Promise<string[]> {
  const res = await fetch(`${gatewayUrl}/api/dev/sms-outbox?phone=${phone}`)
  return ((await res.json()) as { result: { messages: Array<{ text: string }> } }).result.messages.map((m) => m.text)
}

/** The newest verification code sent to a phone (other texts, a booking's for one, are passed over). */
export async function outboxCode(gatewayUrl: string, phone: string): Promise<string> {
  let code = ''
  await until('the SMS code in the outbox', async () => {
    const newest = (await outbox(gatewayUrl, phone)).find((text) => /kod/i.test(text))
    code = newest ? /(\d{4})/.exec(newest)?.[1] ?? '' : ''
    return code !== ''
  }, 10_000)
  return code
}

/** The captcha dialog solved in the browser, then the code from the outbox; the SMS dialog. */
export async function verifyPhone(page: Page, gatewayUrl: string, phone: string): Promise<Locator> {
  const sms = await passCaptcha(page)
  await sms.getByLabel('Doğrulama Kodu', { exact: true }).fill(await outboxCode(gatewayUrl, phone))
  await sms.getByRole('button', { name: 'Onayla' }).click()
  return sms
}
