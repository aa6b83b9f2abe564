// The appointment lookup over HTTP (spec §2.5, §4.5, §5.1, §5.2, §8): a code for phone + plate
// whether or not appointments exist, the 502 wait within the countdown, appointments only for a
// right and unused code, and the lookup dialog's submit sending the code on the server.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { turkishDate } from '../support/turkish-date.js'
import type { App } from '../../app.js'

const ENV = { SMS_DEV_OUTBOX: 'true' }
const CREATE = '/api/appointment/create-verification-code'
const GET = '/api/appointment/get-user-appointment'

async function post(app: App, url: string, payload: object, ip = '10.0.0.1') {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

function lastCode(app: App, phone: string): string {
  return /(\d{4})/.exec(app.smsOutbox!.list(phone)[0]?.text ?? '')![1]!
}

t.test('phone and plate are checked with the shared rules and their spec messages', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  t.same((await post(app, CREATE, { plateNumber: '34ABC123' })).body, { statusCode: 400, message: 'Telefon numarası girmeniz gerekmektedir', errors: [{ field: 'phoneNumber', message: 'Telefon numarası girmeniz gerekmektedir' }] })
  t.same((await post(app, CREATE, { phoneNumber: '5321234567' })).body.errors, [{ field: 'plateNumber', message: 'Lütfen plaka giriniz' }])
  t.same((await post(app, CREATE, { phoneNumber: '532123', plateNumber: '00 A 1234' })).body.errors, [
    { field: 'phoneNumber', message: 'Geçersiz telefon numarası' },
    { field: 'plateNumber', message: 'Geçersiz plaka no' },
  ])
  t.equal(app.smsOutbox!.list().length, 0, 'no SMS for invalid input')
})

t.test('a right code shows the appointments of that phone AND plate, in Turkish, once', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const sent = await post(app, CREATE, { phoneNumber: '0532 123 45 67', plateNumber: '34 abc 123' })
  t.same(sent, { status: 200, body: { statusCode: 200, message: 'Doğrulama kodu telefonunuza gönderildi' } })
  const code = lastCode(app, '5321234567')
  const wrong = code === '0000' ? '1111' : '0000'
  const bad = await post(app, GET, { phone: '5321234567', numberPlate: '34ABC123', verificationCode: wrong })
  t.same(bad, { status: 400, body: { statusCode: 400, message: 'Doğrulama kodunu kontrol ediniz', errors: [{ field: 'verificationCode', message: 'Doğrulama kodunu kontrol ediniz' }] } })

  const ok = await post(app, GET, { phone: '5321234567', numberPlate: '34 ABC 123', verificationCode: code })
  t.equal(ok.status, 200)
  const list = ok.body.result.appointments as Array<Record<string, any>>
  t.equal(list.length, 2, 'both demo appointments of 5321234567 / 34ABC123')
  t.ok(list.every((a) => a.plate === '34ABC123'), 'only that plate')
  t.same(list.map((a) => a.statusText), ['Onaylandı', 'Müşteri Randevuya Geldi'], 'statuses in Turkish, newest first')
  const [ahead, behind] = list
  t.ok(Date.parse(ahead!.startsAt) > Date.now() && Date.parse(behind!.startsAt) < Date.now(), 'the confirmed one is ahead, the visited one behind')
  t.match(ahead, { branchName: 'Turuncu Garaj Ataşehir', date: turkishDate(ahead!.startsAt), time: '10:30' }, 'branch, Turkish date and Istanbul time')

  const again = await post(app, GET, { phone: '5321234567', numberPlate: '34ABC123', verificationCode: code })
  t.equal(again.status, 400, 'a used code never returns anything')
  t.notOk('result' in again.body)
})

t.test('the same answer whether or not appointments exist; none are shown for another plate', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const withAppointments = await post(app, CREATE, { phoneNumber: '5550002000', plateNumber: '34ABC123' })
  const without = await post(app, CREATE, { phoneNumber: '5559998877', plateNumber: '34ABC123' })
  t.same(without, withAppointments, 'identical answers')
  t.equal(app.smsOutbox!.list('5559998877').length, 1, 'a code is sent either way')
  const none = await post(app, GET, { phone: '5559998877', numberPlate: '34ABC123', verificationCode: lastCode(app, '5559998877') })
  t.same(none.body, { statusCode: 200, message: 'Bu telefon numarası ve plakaya ait randevu bulunamadı.', result: { appointments: [] } })
  // 5550002000 has appointments for 34ABC123 only; another plate shows nothing.
  const other = await post(app, GET, { phone: '5550002000', numberPlate: '06TG4512', verificationCode: lastCode(app, '5550002000') })
  t.same(other.body.result.appointments, [], 'the phone alone is not enough')
})

t.test('within the countdown the call answers 502 with the wait in minutes and seconds', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  t.equal((await post(app, CREATE, { phoneNumber: '5550004001', plateNumber: '34ABC123' })).status, 200)
  const wait = await post(app, CREATE, { phoneNumber: '5550004001', plateNumber: '34ABC123' })
  t.equal(wait.status, 502)
  t.equal(wait.body.statusCode, 502)
  t.match(wait.body.message, /^Yeni kod için (3 dakika 0|2 dakika 5\d) saniye beklemelisiniz\.$/, 'about 3 minutes: the web parses X dakika Y saniye')
  t.equal(app.smsOutbox!.list('5550004001').length, 1, 'nothing more was sent')
})

t.test('the lookup dialog submit sends the code; reopening within the countdown reuses it, a resend gets the wait', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const submit = (payload: object) => post(app, '/api/screens/appointment-lookup/submit', payload)
  const first = await submit({ values: { phone: '0555 000 40 02', plate: '34 abc 123' } })
  t.same(first.body.result, { values: { phone: '5550004002', plate: '34ABC123' }, next: { type: 'openDialog', screen: 'sms-verification' } })
  t.equal(app.smsOutbox!.list('5550004002').length, 1, 'the submit sent the code')
  const reopen = await submit({ values: { phone: '5550004002', plate: '34ABC123' } })
  t.equal(reopen.status, 200, 'closing and submitting again opens the dialog again')
  t.equal(app.smsOutbox!.list('5550004002').length, 1, '… with the code already sent')
  const resend = await submit({ values: { phone: '5550004002', plate: '34ABC123' }, resend: true })
  t.equal(resend.status, 502, "'Tekrar Gönder' within the countdown gets the wait")
  t.match(resend.body.message, /\d dakika \d+ saniye/)

  const code = lastCode(app, '5550004002')
  t.equal((await post(app, GET, { phone: '5550004002', numberPlate: '34ABC123', verificationCode: code })).status, 200)
  const afterUse = await submit({ values: { phone: '5550004002', plate: '34ABC123' } })
  t.equal(afterUse.status, 502, 'with the code used up, a new submit within the countdown gets the wait instead of a dialog with no code')
})

t.test('5 wrong codes burn the code; 2,000 guesses over HTTP across phones and IPs never get in', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, SMS_PER_IP_HOUR: '1000' } })
  const phones = Array.from({ length: 20 }, (_, i) => `55500050${String(i).padStart(2, '0')}`)
  for (const [i, phone] of phones.entries()) t.equal((await post(app, CREATE, { phoneNumber: phone, plateNumber: '34ABC123' }, `10.2.0.${i}`)).status, 200)
  let ok = 0
  let guesses = 0
  for (let round = 0; round < 100; round++) {
    await Promise.all(phones.map(async (phone, i) => {
      const guess = String((round * 97 + i * 13) % 10_000).padStart(4, '0')
      guesses++
      const res = await post(app, GET, { phone, numberPlate: '34ABC123', verificationCode: guess }, `10.3.${round}.${i}`)
      if (res.status === 200) ok++
    }))
  }
  t.equal(guesses, 2000)
  t.equal(ok, 0, 'none of 2,000 guesses succeeded (each code dies after 5 wrong tries)')
  const phone = phones[0]!
  t.equal((await post(app, GET, { phone, numberPlate: '34ABC123', verificationCode: lastCode(app, phone) })).status, 400, 'even the right code fails once burnt')
})
