// Journey: the 'Randevu Sorgulama' dialog (spec §2.5, §2.6, §4.4, §5.1, §5.2, §5.4). It exists only
// as a gateway descriptor; the client draws it with the generic renderer when the footer opens it.
// A captcha (the real ALTCHA widget, tiny cost) comes before the SMS is sent (decision 020).
import t from 'tap'
import type { Locator, Page } from 'playwright-core'
import { launch, newPage, unexpected, until, hydrated } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t, { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40', SMS_DEV_OUTBOX: 'true' })
const browser = await launch(t)

const SUBMIT_URL = `${gateway.url}/api/screens/appointment-lookup/submit`

async function openLookup(page: Page): Promise<Locator> {
  await page.goto(`${gateway.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('contentinfo').getByRole('button', { name: 'Randevu Sorgula' }).click()
  const dialog = page.getByRole('dialog', { name: 'Randevu Sorgulama' })
  await dialog.getByLabel('Telefon Numarası').waitFor()
  return dialog
}

/** The text of the element an input's aria-describedby points at (its error message). */
async function describedText(page: Page, input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()))
  return texts.join(' ').trim()
}

const isFocused = (input: Locator) => input.evaluate((el) => el === document.activeElement)

/** Seconds shown by the SMS dialog's countdown ('Kalan süre 02:59' → 179). */
async function countdownSeconds(dialog: Locator): Promise<number> {
  const text = await dialog.getByRole('timer').innerText()
  const match = /(\d{2}):(\d{2})/.exec(text)
  if (!match) throw new Error(`no mm:ss in the countdown: "${text}"`)
  return Number(match[1]) * 60 + Number(match[2])
}

// The start value comes from the SMS descriptor (spec §4.4 keeps it out of the client).
const smsDescriptor = (await (await fetch(`${gateway.url}/api/screens/sms-verification`)).json()) as {
  result: { children: Array<{ kind: string; countdownSeconds?: number; children?: Array<{ kind: string }> }> }
}
const COUNTDOWN_START = smsDescriptor.result.children.find((node) => node.kind === 'smsCode')?.countdownSeconds
t.equal(COUNTDOWN_START, 180, 'the SMS descriptor starts its countdown at 180 seconds')

t.test('the footer opens the dialog with its two fields and the Sorgula button', async (t) => {
  const { page, problems } = await newPage(browser)
  const dialog = await openLookup(page)
  t.ok(await dialog.isVisible(), "dialog 'Randevu Sorgulama' is shown")
  t.ok(await dialog.getByLabel('Telefon Numarası').isVisible(), "field 'Telefon Numarası'")
  t.ok(await dialog.getByLabel('Plaka').isVisible(), "field 'Plaka'")
  t.ok(await dialog.getByRole('button', { name: 'Sorgula' }).isEnabled(), "button 'Sorgula'")
  await until('focus in the phone field', () => isFocused(dialog.getByLabel('Telefon Numarası')))
  t.pass('focus starts in the first field')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('an empty submit marks both fields, explains why and focuses the first', async (t) => {
  const { page, problems } = await newPage(browser)
  const dialog = await openLookup(page)
  const phone = dialog.getByLabel('Telefon Numarası')
  const plate = dialog.getByLabel('Plaka')
  // Clicking the button takes focus away from the phone; landing back on it is the submit's doing.
  await dialog.getByRole('button', { name: 'Sorgula' }).click()

  await dialog.getByText('Lütfen telefon numarası giriniz', { exact: true }).waitFor()
  await dialog.getByText('Lütfen plaka giriniz', { exact: true }).waitFor()
  t.equal(await phone.getAttribute('aria-invalid'), 'true', 'phone is marked invalid')
  t.equal(await plate.getAttribute('aria-invalid'), 'true', 'plate is marked invalid')
  t.equal(await describedText(page, phone), 'Lütfen telefon numarası giriniz', 'the phone describes itself with its message')
  t.equal(await describedText(page, plate), 'Lütfen plaka giriniz', 'the plate describes itself with its message')
  t.equal(
    (await dialog.getByRole('alert').innerText()).trim(),
    'Devam etmek için hatalı alanları düzeltiniz.',
    'the form-level message is shown',
  )
  await until('focus on the phone field', () => isFocused(phone))
  t.pass('focus is on the first invalid field')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('invalid values show the same messages as the gateway answers', async (t) => {
  const { page, problems } = await newPage(browser)
  const dialog = await openLookup(page)
  const phone = dialog.getByLabel('Telefon Numarası')
  const plate = dialog.getByLabel('Plaka')
  const typedPhone = '532123'
  const typedPlate = '00 A 1234'
  await phone.pressSequentially(typedPhone)
  await plate.pressSequentially(typedPlate)
  await dialog.getByRole('button', { name: 'Sorgula' }).click()

  await dialog.getByText('Geçersiz telefon numarası', { exact: true }).waitFor()
  await dialog.getByText('Geçersiz plaka no', { exact: true }).waitFor()
  const shown = { phone: await describedText(page, phone), plate: await describedText(page, plate) }
  t.same(shown, { phone: 'Geçersiz telefon numarası', plate: 'Geçersiz plaka no' }, 'each field shows its message')

  const res = await page.request.post(SUBMIT_URL, { data: { values: { phone: typedPhone, plate: typedPlate } } })
  t.equal(res.status(), 400, 'the gateway refuses the same values')
  const body = (await res.json()) as { errors?: Array<{ field: string; message: string }> }
  const answered = Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]))
  t.same(answered, shown, 'the gateway names the same fields with the same messages as the browser shows')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('the phone takes digits only and shows its mask; the plate is upper-cased', async (t) => {
  const { page, problems } = await newPage(browser)
  const dialog = await openLookup(page)
  const phone = dialog.getByLabel('Telefon Numarası')
  const plate = dialog.getByLabel('Plaka')

  await phone.pressSequentially('ab+c5')
  t.equal(await phone.inputValue(), '0 (5', "letters and '+' are refused, the digit stays")
  await phone.press('ControlOrMeta+A')
  await phone.press('Backspace')
  t.equal(await phone.inputValue(), '', 'the phone can be cleared')
  await phone.pressSequentially('5321234567')
  t.equal(await phone.inputValue(), '0 (532) 123-4567', 'the phone shows the 0 (###) ###-#### mask')
  await phone.press('8')
  t.equal(await phone.inputValue(), '0 (532) 123-4567', 'an eleventh digit is refused')

  await plate.pressSequentially('34 abc 123')
  t.equal(await plate.inputValue(), '34 ABC 123', 'the plate is upper-cased as typed')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('valid values open the SMS dialog with its countdown', async (t) => {
  const { page, problems } = await newPage(browser)
  const lookup = await openLookup(page)
  await lookup.getByLabel('Telefon Numarası').pressSequentially('5321234567')
  await lookup.getByLabel('Plaka').pressSequentially('34 abc 123')

  const sms = page.getByRole('dialog', { name: 'SMS Doğrulama' })
  const resend = sms.getByRole('button', { name: 'Tekrar Gönder' })
  const confirm = sms.getByRole('button', { name: 'Onayla' })
  const code = sms.getByLabel('Doğrulama Kodu')

  const captcha = page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' })
  let captchas = 0
  const openSms = async (): Promise<number> => {
    await lookup.getByRole('button', { name: 'Sorgula' }).click()
    await captcha.waitFor()
    t.equal(await sms.count(), 0, 'the captcha comes before the SMS dialog')
    await until('the widget', async () => (await page.locator('[data-captcha-status]').getAttribute('data-captcha-status')) === 'visible', 8000)
    await captcha.getByText('Robot olmadığımı doğrula').click()
    captchas++
    await sms.getByRole('timer').waitFor()
    t.equal(await captcha.count(), 0, 'the captcha dialog closed when it succeeded')
    return countdownSeconds(sms)
  }

  const start = await openSms()
  t.ok(start <= COUNTDOWN_START! && start >= COUNTDOWN_START! - 2, `the countdown starts at 03:00 (showed ${start}s)`)
  t.notOk(await lookup.isVisible(), 'the lookup dialog steps back behind the SMS dialog')
  t.ok(await code.isVisible(), 'a code input is shown')
  t.ok(await resend.isDisabled(), "'Tekrar Gönder' waits for the countdown")
  t.ok(await confirm.isEnabled(), "'Onayla' is enabled while counting")

  // Time is the subject here: let the countdown run down a little, then close with Escape.
  await until('the countdown to move', async () => (await countdownSeconds(sms)) <= COUNTDOWN_START! - 2, 5_000)
  await page.keyboard.press('Escape')
  await sms.waitFor({ state: 'detached' })
  await lookup.waitFor()
  t.equal(await lookup.getByLabel('Plaka').inputValue(), '34 ABC 123', 'closing the SMS dialog returns to the filled lookup')
  const afterEscape = await openSms()
  t.ok(afterEscape >= COUNTDOWN_START! - 1, `after Escape the countdown starts afresh (showed ${afterEscape}s)`)

  await until('the countdown to move', async () => (await countdownSeconds(sms)) <= COUNTDOWN_START! - 2, 5_000)
  await sms.getByRole('button', { name: 'Kapat' }).click()
  await sms.waitFor({ state: 'detached' })
  const afterClose = await openSms()
  t.ok(afterClose >= COUNTDOWN_START! - 1, `after 'Kapat' the countdown starts afresh (showed ${afterClose}s)`)
  t.ok(await resend.isDisabled(), "'Tekrar Gönder' is disabled again")
  t.ok(await confirm.isEnabled(), "'Onayla' is enabled again")
  t.equal(captchas, 3, 'each new lookup solved its own captcha')
  const outbox = (await (await fetch(`${gateway.url}/api/dev/sms-outbox?phone=5321234567`)).json()) as { result: { messages: unknown[] } }
  t.equal(outbox.result.messages.length, 1, 'one SMS: reopening within the countdown reuses the code')

  await code.pressSequentially('ab12c345')
  t.equal(await code.inputValue(), '1234', 'the code takes at most 4 digits and no letters')
  await code.press('ControlOrMeta+A')
  await code.press('Backspace')
  await code.pressSequentially('123')
  await confirm.click()
  await sms.getByText('Kod minimum 4 karakter olmalıdır.', { exact: true }).waitFor()
  t.equal(await code.getAttribute('aria-invalid'), 'true', 'a 3-digit code is refused')
  t.equal(await describedText(page, code), 'Kod minimum 4 karakter olmalıdır.', 'the code describes itself with its message')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})
