// Journey: the customer's account page, /hesabim (issue 16, decisions 034–035), in Chromium against the
// gateway: the profile edit through the profile call and next-auth's update() with the header
// following, sign out everywhere, the password change ending the other sessions, the phone change by
// SMS, and the verified phone's appointments and offers (dates as in Turkey, never another
// customer's). Signing in and registering are accounts.test.ts.
import { instantOf, istanbulDay } from '../../server/services/booking/istanbul-time.js'
import t from 'tap'
import { failedRequest, hydrated, newPage, unexpected, until } from './support/browser.js'
import { violations } from './support/axe.js'
import { PASSWORD, accountJourney, checkAsked, header, newPhone, openLogin, sessionName, signInFromDialog, solveCaptcha } from './support/accounts.js'

const { gateway, browser, db, createCustomer, outboxCode } = await accountJourney(t)

t.test('/hesabim: the profile edit through the profile call and update(), the header follows; sign out everywhere', async (t) => {
  const phone = await createCustomer({ firstName: 'Burak' })
  const { page, problems } = await newPage(browser)
  await page.goto(gateway.url)
  await hydrated(page)
  await openLogin(page)
  await signInFromDialog(page, phone, PASSWORD)
  await header(page).getByRole('button', { name: 'Burak Yılmaz' }).waitFor()
  // A second device of the same customer, signed in through the gateway's wire.
  const other = await newPage(browser)
  await other.page.goto(gateway.url)
  await hydrated(other.page)
  await openLogin(other.page)
  await signInFromDialog(other.page, phone, PASSWORD)
  await header(other.page).getByRole('button', { name: 'Burak Yılmaz' }).waitFor()

  await page.goto(`${gateway.url}/hesabim`)
  const profile = page.getByRole('region', { name: 'Kişisel Bilgilerim' })
  await profile.getByLabel('Adınız', { exact: true }).waitFor()
  await page.getByRole('region', { name: 'Randevularım' }).getByText('Henüz randevunuz yok.').waitFor()
  t.ok(await page.getByRole('region', { name: 'Tekliflerim' }).getByText('Henüz teklifiniz yok.').count(), 'no records: the two empty states')
  t.equal(await profile.getByLabel('Adınız', { exact: true }).inputValue(), 'Burak', 'the form starts with the session’s name')
  await profile.getByLabel('Adınız', { exact: true }).fill('Bur@k')
  await profile.getByLabel('E-posta Adresiniz').fill('burak@')
  // Enter sends the form (a click aimed at the button can miss it as the blur's messages push it down).
  await profile.getByLabel('E-posta Adresiniz').press('Enter')
  await profile.getByText('Devam etmek için hatalı alanları düzeltiniz.').waitFor()
  t.ok(await profile.getByText('Özel karakter girilmemelidir').count(), 'the name’s rule (spec §5.9)')
  t.ok(await profile.getByText('Mail adresiniz uygun değil').count(), 'the e-mail’s rule (spec §5.9)')
  await profile.getByLabel('Adınız', { exact: true }).fill('Burak Can')
  await profile.getByLabel('Soyadınız').fill('Öztürk')
  await profile.getByLabel('E-posta Adresiniz').fill('burak@example.com')
  await profile.getByRole('button', { name: 'Bilgilerimi Kaydet' }).click()
  await page.getByText('Bilgileriniz güncellendi.').waitFor()
  await header(page).getByRole('button', { name: 'Burak Can Öztürk' }).waitFor()
  t.ok(await page.locator('.account-page__profile').getByText('burak@example.com').count(), 'the profile shows the new e-mail (update())')
  const { rows } = await db.query('SELECT first_name, last_name, email FROM customers WHERE phone = $1', [phone])
  t.same(rows[0], { first_name: 'Burak Can', last_name: 'Öztürk', email: 'burak@example.com' }, 'stored in PostgreSQL')
  t.equal(await sessionName(other.page), 'Burak Can', 'the other device’s session carries the new name')

  await page.getByRole('button', { name: 'Tüm Cihazlardan Çıkış Yap' }).click()
  await page.getByText('Diğer tüm cihazlardaki oturumlarınız kapatıldı.').waitFor()
  t.equal(await sessionName(other.page), null, 'the other device is signed out')
  t.equal(await sessionName(page), 'Burak Can', 'this one stays signed in')
  t.same(unexpected(problems, [checkAsked]), [], 'no unexpected browser problems')
})

t.test('/hesabim: the password change ends the other sessions; the new password signs in', async (t) => {
  const phone = await createCustomer({ firstName: 'Ece' })
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/hesabim`)
  await page.waitForURL((url) => url.pathname === '/giris')
  await signInFromDialog(page, phone, PASSWORD)
  await page.waitForURL((u) => u.pathname === '/hesabim')
  const form = page.getByRole('region', { name: 'Şifre Değiştir' })
  await form.getByLabel('Mevcut Şifre').waitFor()
  await form.getByRole('button', { name: 'Şifremi Değiştir' }).click()
  await form.getByText('Devam etmek için lütfen bilgilerinizi eksiksiz giriniz.').waitFor()
  await form.getByLabel('Mevcut Şifre').fill('Yanlis.Sifre42')
  await form.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni.Sifre2026')
  await form.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni.Sifre2026')
  await form.getByRole('button', { name: 'Şifremi Değiştir' }).click()
  await form.getByText('Mevcut şifreniz hatalı.').waitFor()
  await form.getByLabel('Mevcut Şifre').fill(PASSWORD)
  await form.getByRole('button', { name: 'Şifremi Değiştir' }).click()
  await page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.').waitFor()
  t.equal(await form.getByLabel('Mevcut Şifre').inputValue(), '', 'the form is empty again')
  t.equal(await sessionName(page), 'Ece', 'this session stays')

  // Sign out (the account page then goes home, not to a sign-in prompt), then the new password signs in.
  await header(page).getByRole('button', { name: 'Ece Yılmaz' }).click()
  await header(page).getByRole('button', { name: 'Çıkış Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/')
  await hydrated(page)
  await header(page).getByRole('button', { name: 'Giriş Yap', exact: true }).waitFor()
  await openLogin(page)
  await signInFromDialog(page, phone, 'Yeni.Sifre2026')
  await header(page).getByRole('button', { name: 'Ece Yılmaz' }).waitFor()
  const badCurrent = failedRequest('/api/auth/change-password', 400)
  t.same(unexpected(problems, [checkAsked, badCurrent]), [], 'no unexpected browser problems')
})

t.test('/hesabim: the phone change by SMS (the new phone’s code), the profile shows the new phone', async (t) => {
  const phone = await createCustomer({ firstName: 'Derya' })
  const next = newPhone()
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/giris?callbackUrl=%2Fhesabim`)
  await page.getByRole('dialog', { name: 'Giriş Yap' }).getByLabel('Telefon Numarası').waitFor()
  await signInFromDialog(page, phone, PASSWORD)
  await page.waitForURL((u) => u.pathname === '/hesabim')
  const form = page.getByRole('region', { name: 'Telefon Numarası Değiştir' })
  await form.getByLabel('Yeni Telefon Numaranız').fill(next)
  await solveCaptcha(form)
  await form.getByRole('button', { name: 'Kod Gönder' }).click()
  const step = page.getByRole('region', { name: 'SMS Doğrulama' })
  await step.getByLabel('Doğrulama Kodu').waitFor()
  const code = await until('the SMS code of the new phone', () => outboxCode(next))
  await step.getByLabel('Doğrulama Kodu').fill(code)
  await step.getByRole('button', { name: 'Onayla' }).click()
  await page.getByText('Telefon numaranız güncellendi.').waitFor()
  await page.locator('.account-page__profile').getByText(`0 ${next.slice(0, 3)} ${next.slice(3, 6)}`, { exact: false }).waitFor()
  const { rows } = await db.query('SELECT count(*)::int AS n FROM customers WHERE phone = $1', [next])
  t.equal(rows[0]?.n, 1, 'the account moved to the new phone in PostgreSQL')
  t.same(unexpected(problems, [checkAsked]), [], 'no unexpected browser problems')
})

t.test('/hesabim: the appointments and offers of the verified phone, dates as in Turkey; another customer’s never', async (t) => {
  const phone = await createCustomer({ firstName: 'Nazlı' })
  const other = await createCustomer({ firstName: 'Okan' })
  // 10:00 in Istanbul is 23:00 the evening before in Los Angeles, where this browser is.
  const day = istanbulDay(Date.now() + 3 * 86_400_000)
  const startsAt = instantOf(day, 10 * 60)
  const { rows: [appointment] } = await db.query<{ id: string }>(
    `INSERT INTO appointments (phone, plate, branch_id, starts_at, status) VALUES ($1, '34NZL34', 1, $2, 6) RETURNING id`, [phone, startsAt])
  await db.query(`INSERT INTO appointments (phone, plate, branch_id, starts_at, status) VALUES ($1, '06OKN06', 1, $2, 6)`, [other, startsAt])
  const { rows: [leaf] } = await db.query<{ agac_id: number; title: string }>(
    `SELECT agac_id, concat_ws(' ', brand_name, model_name, version_name) AS title FROM catalog_leaves ORDER BY agac_id LIMIT 1`)
  await db.query(
    `INSERT INTO sell_offers (created_at, valid_until, flow_id, phone, agac_id, model_year, km, inputs, lines, configuration, model_version,
       method, confidence, reference, offer, range_low, range_high, pre_offered_price)
     VALUES (now() - interval '2 days', now() + interval '5 days', 'e2e', $1, $2, 2019, 64000, '{}', '[]', '{}', 'p1-test', 'comparables', 'orta',
       1000000, 900000, 880000, 920000, 900000)`, [phone, leaf!.agac_id])

  const { page, problems } = await newPage(browser, { timezoneId: 'America/Los_Angeles' })
  await page.goto(`${gateway.url}/giris?callbackUrl=%2Fhesabim`)
  await page.getByRole('dialog', { name: 'Giriş Yap' }).getByLabel('Telefon Numarası').waitFor()
  await signInFromDialog(page, phone, PASSWORD)
  await page.waitForURL((u) => u.pathname === '/hesabim')

  const appointments = page.getByRole('region', { name: 'Randevularım' }).getByRole('list', { name: 'Randevularım' })
  await appointments.waitFor()
  const visit = appointments.getByRole('listitem')
  t.equal(await visit.count(), 1, 'one appointment')
  const [y, m, d] = day.split('-')
  t.equal(await visit.getByRole('heading', { level: 3 }).innerText(), `${d}.${m}.${y} 10:00`, 'its day and time as in Turkey, in a browser in Los Angeles')
  const text = await visit.innerText()
  for (const fact of ['Turuncu Garaj Ataşehir', '34NZL34', `TG${appointment!.id.padStart(6, '0')}`, 'Randevuya Bekleniyor']) t.match(text, fact, `shows ${fact}`)

  const offers = page.getByRole('region', { name: 'Tekliflerim' }).getByRole('list', { name: 'Tekliflerim' })
  const offer = offers.getByRole('listitem')
  t.equal(await offer.count(), 1, 'one offer')
  t.equal(await offer.getByRole('heading', { level: 3 }).innerText(), leaf!.title, 'named by the car')
  t.match(await offer.innerText(), '900.000 TL', 'with the pre-offer price')
  t.match(await offer.innerText(), 'tarihine kadar geçerli', 'and its validity')
  t.equal(await page.getByText('06OKN06').count(), 0, 'another customer’s appointment is never shown')
  t.same(await violations(page), [], '/hesabim with its records: no serious or critical axe violation')
  t.same(unexpected(problems, [checkAsked]), [], 'no unexpected browser problems (no hydration error)')
})
