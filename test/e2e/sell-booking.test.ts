// Journey: the sell wizard's booking (issue 14, steps 12–13, decision 033) as a visitor meets it:
// from the price (real captcha, the SMS code from the development outbox) through the slot picker
// (İl → Şube → day → slot, one assertion with the keyboard) to a booked appointment; the result
// page with its .ics download; the manage link moving the appointment; the footer's 'Randevu
// Sorgulama' showing the moved one. And a seat another visitor takes after the list was read:
// the race message on the field, the list read again, the other answers kept.
import { readFile } from 'node:fs/promises'
import t from 'tap'
import type { Locator, Page } from 'playwright-core'
import { decideConsent, failedRequest, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { violations } from './support/axe.js'
import { startGateway } from './support/gateway.js'
import { PLATE, carSteps, fillCondition, newPhone, onStep, outbox, pathOf, verifyPhone } from './support/wizard.js'

const gateway = await startGateway(t, {
  SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '100', CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40',
})
const browser = await launch(t)

const RACED = 'Bu saat az önce doldu, lütfen başka bir saat seçin.'
const HOLD_FAILED = failedRequest('/api/flows/sell/appointment-hold', 409)

// A branch with one inspection bay: every free slot is the last seat, and one hold fills it.
const branches = ((await (await fetch(`${gateway.url}/api/appointment/branches`)).json()) as {
  result: { branches: Array<{ id: number; name: string; city: string; capacity: number }> }
}).result.branches
const BRANCH = branches.find((b) => b.capacity === 1) ?? branches[0]!

/** Car, condition, phone (captcha and SMS code), the offer, then "Ekspertiz randevusu al": step 12. */
async function toBooking(page: Page, phone: string) {
  await page.goto(`${gateway.url}/teklif-al/yil-sec`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await carSteps(page, 'teklif-al')
  await fillCondition(page, phone)
  await page.getByRole('button', { name: 'Teklifimi gör' }).click()
  await verifyPhone(page, gateway.url, phone)
  await onStep(page, '/teklif-al/on-degerlendirme')
  await page.getByRole('button', { name: 'Ekspertiz randevusu al' }).click()
  await onStep(page, '/teklif-al/randevu-bilgileri')
  await page.getByRole('heading', { name: 'Ekspertiz randevusu alın' }).waitFor()
}

async function chooseBranch(scope: Page | Locator, page: Page): Promise<string[]> {
  await scope.getByLabel('İl', { exact: true }).selectOption(BRANCH.city)
  await scope.getByRole('radiogroup', { name: 'Şube' }).getByRole('radio', { name: new RegExp(`^${escaped(BRANCH.name)}`) }).click()
  const days = scope.locator('.slot-picker__day:not(:disabled)')
  await days.first().waitFor()
  return until('the open days', async () => {
    const dates = await days.evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''))
    return dates.length >= 3 && dates
  })
}

/** A day by its date; answers its free slots ('HH:mm'). */
async function chooseDay(scope: Page | Locator, date: string): Promise<string[]> {
  await scope.locator(`.slot-picker__day[data-date="${date}"]`).click()
  const free = scope.locator('.slot-picker__slot:not(:disabled) .slot-picker__time')
  await free.first().waitFor()
  return free.allTextContents()
}

const trDate = (day: string) => day.split('-').reverse().join('.')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

t.test('from the price to a booked appointment, the .ics, a move through the manage link, and Randevu Sorgulama', async (t) => {
  const { page, context, problems } = await newPage(browser)
  // Analytics allowed, so the data layer takes the booking's form_success.
  await decideConsent(context, gateway.url, { analytics: true })
  const phone = newPhone()
  await toBooking(page, phone)

  const days = await chooseBranch(page, page)
  t.ok(await page.locator('.slot-picker__weekday').first().textContent() === 'Pzt', 'the strip starts on Monday')
  const closed = page.locator('.slot-picker__day:disabled')
  t.ok(await closed.count() >= 1, 'fourteen days hold a closed Sunday')
  t.equal(await closed.locator('.slot-picker__day-closed').count(), await closed.count(), `closed days are named (${(await closed.allTextContents()).join(', ')})`)
  const day = days[1]!
  const times = await chooseDay(page, day)
  t.ok(times.length >= 2, `free slots on ${day}: ${times.join(' ')}`)
  if (BRANCH.capacity === 1) {
    t.match(await page.locator('.slot-picker__slot:not(:disabled)').first().textContent(), /Son 1 yer/, "a branch with one bay: 'Son 1 yer'")
  }

  // Keyboard: the slots are one tab stop; an arrow moves to the next free one, Space chooses it.
  const slots = page.getByRole('radiogroup', { name: 'Randevu saati' })
  await slots.locator('[role="radio"][tabindex="0"]').focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  const chosen = slots.locator('[role="radio"][aria-checked="true"]')
  await until('the slot chosen with the keyboard', async () => (await chosen.count()) === 1)
  const time = (await chosen.locator('.slot-picker__time').textContent())!
  t.equal(time, times[1], 'ArrowRight and Space choose the second free slot')
  await page.getByText('Seçtiğiniz saat 10 dakika sizin için ayrıldı.').waitFor()
  t.pass('the chosen seat is held')
  t.same(await violations(page), [], 'step 12 with the slot picker open: no serious or critical axe violation')

  await page.getByLabel('Ad', { exact: true }).fill('Ayşe')
  await page.getByLabel('Soyad', { exact: true }).fill('Yılmaz')
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click()
  await page.getByText('Devam etmek için satış koşullarını onaylamanız gerekir.').first().waitFor()
  t.pass('the declaration is required')
  await page.getByRole('checkbox', { name: /^Satış koşullarını okudum/ }).check()
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click()

  await onStep(page, '/teklif-al/randevu-sonuc')
  await page.getByRole('heading', { name: 'Randevunuz oluşturuldu' }).waitFor()
  t.same(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'form_success')), [{ event: 'form_success', form_name: 'sell-appointment' }],
    'form_success once for the booking (none for the refused first try)')
  const card = page.locator('.appointment-card')
  t.equal(await card.getByTestId('appointment-time').textContent(), time, 'the time')
  t.match(await card.getByTestId('appointment-date').textContent(), new RegExp(`^${trDate(day)} `), 'the date')
  const cardText = await card.innerText()
  t.match(cardText, new RegExp(escaped(BRANCH.name)), 'the branch')
  t.match(cardText, /34ABC123|34 ABC 123/, 'the plate')
  t.match(cardText, /Ön teklif \d{2}\.\d{2}\.\d{4} tarihine kadar geçerli/, 'the offer and its validity')
  t.match(await card.getByRole('link', { name: 'Haritada göster' }).getAttribute('href'), /^https:\/\/www\.google\.com\/maps\//, 'a map link')
  t.match(cardText, /Araç ruhsatı[\s\S]*Yedek anahtar/, 'the checklist')

  t.same(await violations(page), [], 'step 13: no serious or critical axe violation')
  const icsLink = card.getByRole('link', { name: 'Takvime ekle' })
  const icsResponse = await page.request.get(new URL((await icsLink.getAttribute('href'))!, gateway.url).toString())
  t.match(icsResponse.headers()['content-type'], /^text\/calendar/, 'the .ics is text/calendar')
  const [download] = await Promise.all([page.waitForEvent('download'), icsLink.click()])
  const ics = await readFile((await download.path())!, 'utf8')
  t.match(ics, /BEGIN:VCALENDAR/, 'a calendar file is downloaded')
  t.match(ics, new RegExp(`DTSTART;TZID=Europe/Istanbul:${day.replaceAll('-', '')}T${time.replace(':', '')}00`), 'with the slot in Istanbul time')

  // The manage link moves the appointment to another day.
  await card.getByRole('link', { name: 'Randevumu değiştir / iptal et' }).click()
  await until('the manage page', () => pathOf(page).startsWith('/randevu-yonetimi/'))
  const manageUrl = page.url()
  await page.getByRole('heading', { name: 'Ekspertiz randevunuz' }).waitFor()
  t.equal(await page.getByTestId('appointment-time').textContent(), time, 'the manage page shows the booking')
  await page.getByRole('button', { name: 'Randevuyu taşı' }).click()
  const move = page.locator('.appointment-manage__move')
  await move.locator('.slot-picker__day').first().waitFor()
  const newDay = days[2]!
  const newTimes = await chooseDay(move, newDay)
  const newTime = newTimes[0]!
  await move.getByRole('radio', { name: new RegExp(`^${newTime}`) }).click()
  await move.getByRole('button', { name: 'Yeni saati onayla' }).click()
  await page.getByText('Randevunuz güncellendi.').waitFor()
  t.equal(await page.getByTestId('appointment-time').textContent(), newTime, 'the new time after the move')
  t.match(await page.getByTestId('appointment-date').textContent(), new RegExp(`^${trDate(newDay)} `), 'the new day')
  await page.goto(manageUrl)
  await page.getByTestId('appointment-time').waitFor()
  t.equal(await page.getByTestId('appointment-time').textContent(), newTime, 'the same link shows the new booking')
  t.same(await violations(page), [], 'the manage page: no serious or critical axe violation')

  // The footer's 'Randevu Sorgula' finds the moved appointment.
  await page.goto(`${gateway.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('contentinfo').getByRole('button', { name: 'Randevu Sorgula' }).click()
  const lookup = page.getByRole('dialog', { name: 'Randevu Sorgulama' })
  await lookup.getByLabel('Telefon Numarası').pressSequentially(phone)
  await lookup.getByLabel('Plaka').pressSequentially(PLATE)
  await lookup.getByRole('button', { name: 'Sorgula' }).click()
  const captcha = page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' })
  await captcha.waitFor()
  await until('the widget', async () => (await page.locator('[data-captcha-status]').getAttribute('data-captcha-status')) === 'visible', 8000)
  const sent = await outbox(gateway.url, phone)
  await captcha.getByText('Robot olmadığımı doğrula').click()
  const sms = page.getByRole('dialog', { name: 'SMS Doğrulama' })
  await sms.getByRole('timer').waitFor()
  // The outbox lists the newest first: the lookup's code, then the booking's own messages.
  const message = await until('the lookup code', async () => {
    const now = await outbox(gateway.url, phone)
    return now.length > sent.length && now[0]
  })
  await sms.getByLabel('Doğrulama Kodu').fill(/\b(\d{4})\b/.exec(message)![1]!)
  await sms.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL(/\/check-appointment-result\//)
  const list = page.getByRole('list', { name: 'Randevular' })
  await list.waitFor()
  const found = await list.innerText()
  t.match(found, new RegExp(escaped(BRANCH.name)), 'the lookup shows the branch')
  t.match(found, new RegExp(newTime), 'the moved time')
  t.match(found, /Randevuya Bekleniyor/, 'the status in Turkish')

  // Cancelled through the same link: İptal, and nothing left to change.
  await page.goto(manageUrl)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('button', { name: 'Randevuyu iptal et' }).click()
  await page.getByRole('button', { name: 'Evet, iptal et' }).click()
  await page.getByText('Randevunuz iptal edildi.').waitFor()
  t.equal(await page.getByTestId('appointment-status').textContent(), 'İptal', 'a cancelled booking shows İptal')
  t.equal(await page.getByRole('button', { name: 'Randevuyu taşı' }).count(), 0, 'and cannot be moved')
  await page.reload()
  await page.getByTestId('appointment-status').waitFor()
  t.equal(await page.getByTestId('appointment-status').textContent(), 'İptal', 'the link still shows İptal')
  t.same(unexpected(problems), [], 'no console error, no CSP violation')
})

t.test('a wrong or tampered manage link reads "Randevu bulunamadı."', async (t) => {
  const { page, problems } = await newPage(browser)
  for (const token of ['21.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'yok']) {
    await page.goto(`${gateway.url}/randevu-yonetimi/${token}`)
    await page.getByRole('heading', { name: 'Randevu bulunamadı' }).waitFor()
    t.equal(await page.getByRole('alert').textContent(), 'Randevu bulunamadı.', `token ${token}`)
  }
  t.same(unexpected(problems, [failedRequest('/api/appointment/manage/get', 404)]), [])
})

t.test('a seat taken by another visitor after the list was read: the race message on the field, the answers kept', async (t) => {
  const first = await newPage(browser)
  const other = await newPage(browser, { width: 390, height: 844, touch: true })
  const sideways = () => other.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await toBooking(first.page, newPhone())
  await first.page.getByLabel('Ad', { exact: true }).fill('Mehmet')
  await first.page.getByLabel('Soyad', { exact: true }).fill('Demir')
  await first.page.getByRole('checkbox', { name: /^Satış koşullarını okudum/ }).check()
  const days = await chooseBranch(first.page, first.page)
  const day = days[days.length - 1]!
  const times = await chooseDay(first.page, day)
  const wanted = times[0]!

  // Another visitor, on a phone, takes that seat (a hold) while the first still sees it free.
  await toBooking(other.page, newPhone())
  await chooseBranch(other.page, other.page)
  await chooseDay(other.page, day)
  t.ok((await sideways()) <= 0, 'the slot picker fits a 390 px phone')
  await other.page.getByRole('radiogroup', { name: 'Randevu saati' }).getByRole('radio', { name: new RegExp(`^${wanted}`) }).click()
  await other.page.getByText('Seçtiğiniz saat 10 dakika sizin için ayrıldı.').waitFor()

  const slots = first.page.getByRole('radiogroup', { name: 'Randevu saati' })
  await slots.getByRole('radio', { name: new RegExp(`^${wanted}`) }).click()
  await first.page.getByText(RACED, { exact: true }).waitFor()
  t.equal(await slots.getAttribute('aria-invalid'), 'true', 'the message is on the slot field')
  await until('the list read again: the taken slot is full', async () => (await slots.getByRole('radio', { name: new RegExp(`^${wanted}`) }).isDisabled()))
  t.pass('the refreshed list shows the taken slot as full')
  t.equal(await first.page.getByLabel('Ad', { exact: true }).inputValue(), 'Mehmet', 'the first name is kept')
  t.equal(await first.page.getByLabel('Soyad', { exact: true }).inputValue(), 'Demir', 'the last name is kept')
  t.ok(await first.page.getByRole('checkbox', { name: /^Satış koşullarını okudum/ }).isChecked(), 'the declaration is kept')
  t.equal(await first.page.locator(`.slot-picker__day[data-date="${day}"]`).getAttribute('aria-checked'), 'true', 'the day is kept')

  const another = slots.locator('.slot-picker__slot:not(:disabled)').first()
  await another.click()
  await first.page.getByText('Seçtiğiniz saat 10 dakika sizin için ayrıldı.').waitFor()
  await first.page.getByRole('button', { name: 'Randevuyu onayla' }).click()
  await onStep(first.page, '/teklif-al/randevu-sonuc')
  t.pass('another slot books with the answers given before')
  t.same(unexpected(first.problems, [HOLD_FAILED]), [], 'no other console error')
  t.same(unexpected(other.problems), [])
})
