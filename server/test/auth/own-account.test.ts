// The signed-in customer's own calls behind /hesabim (issue 16, decision 035) on a real gateway:
// profile (name, surname, e-mail with the spec's Turkish messages, every session sees the change),
// password change (the current password under the throttle, other sessions end, an SMS notice),
// phone change by SMS (the code of the new phone, 409 when another account has it), and the
// session, CSRF and cross-site checks every one of them shares.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { Browser, PASSWORD, createCustomer, lastCode, outbox, randomPhone, signInError } from '../support/auth-client.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '10000', SMS_PER_PHONE_HOUR: '50', SMS_PER_PHONE_DAY: '100' }
const fieldErrors = (body: Record<string, any>) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

t.test('every own call needs the CSRF token, a same-site request and a session', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const calls = ['/api/auth/profile', '/api/auth/change-password', '/api/auth/change-phone', '/api/auth/change-phone-verification']
  const signedOut = new Browser(app)
  const signedIn = new Browser(app)
  t.equal((await signedIn.signIn({ phoneNumber: customer.phone, password: PASSWORD })).status, 200)
  for (const url of calls) {
    t.equal((await signedOut.request('POST', url, { json: { csrfToken: await signedOut.csrf() } })).status, 401, `${url}: signed out → 401`)
    t.equal((await signedIn.request('POST', url, { json: {} })).status, 403, `${url}: no csrfToken → 403`)
    t.equal((await signedIn.request('POST', url, { json: { csrfToken: 'f'.repeat(64) } })).status, 403, `${url}: a forged csrfToken → 403`)
    const cross = await signedIn.request('POST', url, { json: { csrfToken: await signedIn.csrf() }, headers: { origin: 'https://evil.example' } })
    t.equal(cross.status, 403, `${url}: a cross-site Origin → 403`)
    t.equal(cross.body.message, 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyiniz.')
    const form = await signedIn.request('POST', url, { form: { csrfToken: await signedIn.csrf() } })
    t.equal(form.status, 415, `${url}: JSON only (an HTML form cannot reach it)`)
    const control = await signedIn.request('POST', url, { json: { csrfToken: await signedIn.csrf(), name: 'A\u0007' } })
    t.ok(control.status === 400 || control.status === 403 || control.status === 401, `${url}: a control character never reaches a 5xx (${control.status})`)
  }
})

t.test('profile: the spec’s messages; a saved change shows in every session of the customer', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const laptop = new Browser(app)
  const phone = new Browser(app)
  await laptop.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  await phone.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const profile = async (data: Record<string, string>) => laptop.request('POST', '/api/auth/profile', { json: { csrfToken: await laptop.csrf(), ...data } })

  const empty = await profile({})
  t.equal(empty.status, 400)
  t.same(fieldErrors(empty.body), { name: 'Lütfen değer giriniz', surname: 'Lütfen değer giriniz', email: 'Lütfen email giriniz' }, 'each missing field with its message')
  const bad = await profile({ name: 'Ay$e', surname: 'Yılmaz', email: 'ayse@' })
  t.same(fieldErrors(bad.body), { name: 'Özel karakter girilmemelidir', email: 'Mail adresiniz uygun değil' })

  const saved = await profile({ name: ' Ayşe Nur ', surname: 'Demir', email: 'nur@example.com' })
  t.equal(saved.status, 200)
  t.same(saved.body, { status: 200, message: 'Bilgileriniz güncellendi.', data: { id: customer.id, name: 'Ayşe Nur', surname: 'Demir', email: 'nur@example.com', phoneNumber: customer.phone } })
  t.same((await phone.session()).body.user.userInfo, saved.body.data, 'the other session shows the change too')
  const { rows } = await app.db.query('SELECT first_name, last_name, email FROM customers WHERE id = $1', [customer.id])
  t.same(rows[0], { first_name: 'Ayşe Nur', last_name: 'Demir', email: 'nur@example.com' }, 'stored in PostgreSQL')
})

t.test('password change: the rules, the current password under the throttle, other sessions end, an SMS notice', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const customer = await createCustomer(app)
  const laptop = new Browser(app)
  const other = new Browser(app)
  await laptop.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  await other.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const change = async (data: Record<string, string>) => laptop.request('POST', '/api/auth/change-password', { json: { csrfToken: await laptop.csrf(), ...data } })

  t.same(fieldErrors((await change({})).body), {
    currentPassword: 'Lütfen mevcut şifrenizi giriniz.', password: 'Lütfen şifre giriniz', passwordConfirm: 'Lütfen şifre giriniz',
  }, 'every field required, with its message')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'kisa1A', passwordConfirm: 'kisa1A' })).body).password, 'Şifre en az 8 karakter olmalıdır.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'sadecekucuk1', passwordConfirm: 'sadecekucuk1' })).body).password, 'Şifre büyük harf, küçük harf ve rakam içermelidir.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2027' })).body).passwordConfirm, 'Girdiğiniz şifreler aynı olmalıdır.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD })).body).password, 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.')
  const wrong = await change({ currentPassword: 'Yanlis.Sifre1', password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2026' })
  t.equal(wrong.status, 400)
  t.same(fieldErrors(wrong.body), { currentPassword: 'Mevcut şifreniz hatalı.' })

  const done = await change({ currentPassword: PASSWORD, password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2026' })
  t.same(done, { ...done, status: 200, body: { status: 200, message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.', ended: 1 } })
  t.ok((await laptop.session()).body.user, 'the session that changed it stays')
  t.same((await other.session()).body, {}, 'the other session ended')
  t.match((await outbox(app, customer.phone))[0], /şifresi değiştirildi/, 'an SMS notice went out')
  t.equal(signInError(await new Browser(app).signIn({ phoneNumber: customer.phone, password: PASSWORD, token: await solveCaptcha(app) }))?.status, 401, 'the old password no longer works')
  t.equal((await new Browser(app).signIn({ phoneNumber: customer.phone, password: 'Yeni.Sifre2026', token: await solveCaptcha(app) })).status, 200, 'the new one does')

  // Guessing the current password through a session meets the sign-in throttle's waits.
  let waited = false
  for (let i = 0; i < 8 && !waited; i++) {
    const guess = await change({ currentPassword: `Tahmin.${i}Aa`, password: 'Baska.Sifre2026', passwordConfirm: 'Baska.Sifre2026' })
    waited = guess.status === 429
  }
  t.ok(waited, 'repeated wrong current passwords are told to wait (429)')
  const text = JSON.stringify(logs)
  for (const secret of [PASSWORD, 'Yeni.Sifre2026', customer.phone]) t.notOk(text.includes(secret), 'no log line holds a password or the phone')
})

t.test('phone change: a code to the new phone after the captcha; the right code moves the account; 409 when another account has it', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const taken = await createCustomer(app)
  const b = new Browser(app)
  await b.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const call = async (url: string, data: Record<string, unknown>) => b.request('POST', url, { json: { csrfToken: await b.csrf(), ...data } })

  t.equal(fieldErrors((await call('/api/auth/change-phone', {})).body).phoneNumber, 'Lütfen telefon numarası giriniz')
  t.equal(fieldErrors((await call('/api/auth/change-phone', { phoneNumber: customer.phone, captchaToken: await solveCaptcha(app) })).body).phoneNumber, 'Yeni telefon numarası mevcut numaranızla aynı.')
  t.equal(fieldErrors((await call('/api/auth/change-phone', { phoneNumber: randomPhone() })).body).captchaToken, 'Lütfen güvenlik doğrulamasını tamamlayın.')

  const next = randomPhone()
  const sent = await call('/api/auth/change-phone', { phoneNumber: next, captchaToken: await solveCaptcha(app) })
  t.equal(sent.status, 200)
  t.equal(sent.body.message, 'Doğrulama kodu telefonunuza gönderildi')
  const userTemp = sent.body.data.userTemp as string
  t.match(userTemp, /^[A-Za-z0-9_-]{32}$/, 'an opaque userTemp')
  const code = (await lastCode(app, next))!
  const wrong = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code: code === '0000' ? '1111' : '0000' })
  t.same(fieldErrors(wrong.body), { code: 'Doğrulama kodunu kontrol ediniz' })
  const otherPhone = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: randomPhone(), code })
  t.equal(otherPhone.body.message, 'Doğrulama süresi doldu. Lütfen işlemi yeniden başlatınız.', 'the ticket is bound to the phone it was issued for')
  const moved = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code })
  t.equal(moved.status, 200)
  t.same(moved.body, { status: 200, message: 'Telefon numaranız güncellendi.', data: { id: customer.id, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phoneNumber: next } })
  t.equal((await b.session()).body.user.userInfo.phoneNumber, next, 'the session shows the new phone')
  t.equal((await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code })).status, 400, 'userTemp is single use')
  t.equal((await new Browser(app).signIn({ phoneNumber: next, password: PASSWORD })).status, 200, 'the customer signs in with the new phone')

  // Another account's phone: told only after its code proved it.
  const again = await call('/api/auth/change-phone', { phoneNumber: taken.phone, captchaToken: await solveCaptcha(app) })
  t.equal(again.status, 200, 'the same answer before the code')
  const conflict = await call('/api/auth/change-phone-verification', { id: again.body.data.userTemp, phoneNumber: taken.phone, code: (await lastCode(app, taken.phone))! })
  t.equal(conflict.status, 409)
  t.equal(conflict.body.message, 'Bu telefon numarası başka bir üyeliğe ait.')
})
