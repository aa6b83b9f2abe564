// The development SMS provider: messages go to an in-memory outbox (newest first, the last 200,
// filterable by number) with their full text, and to one log line where the number is masked and
// the code starred.
import t from 'tap'
import { LocalSmsProvider, SmsOutbox, starDigits } from '../../integrations/sms/local.js'
import type { SmsLogger } from '../../integrations/sms/types.js'

type Line = { obj: Record<string, unknown>; msg: string }

function captureLog(): SmsLogger & { lines: Line[] } {
  const lines: Line[] = []
  const push = (obj: object, msg: string) => void lines.push({ obj: obj as Record<string, unknown>, msg })
  return { lines, info: push, warn: push, error: push }
}

const text = (code: string) => `Turuncu Garaj doğrulama kodunuz: ${code}. Kodu kimseyle paylaşmayınız.`

t.test('a send succeeds, lands in the outbox with its full text and logs no number or code', async (t) => {
  const log = captureLog()
  const sms = new LocalSmsProvider(log)
  const result = await sms.send({ to: '5321234567', text: text('4821'), purpose: 'contact' })
  t.match(result, { ok: true, providerId: /^local-/ })
  const [entry, ...rest] = sms.outbox.list()
  t.equal(rest.length, 0)
  t.match(entry, { to: '5321234567', text: text('4821'), purpose: 'contact' })
  t.ok(!Number.isNaN(Date.parse(entry!.at)), 'with the time it was sent')
  t.equal(log.lines.length, 1, 'one log line')
  const line = JSON.stringify(log.lines[0])
  t.match(log.lines[0]!.obj, { provider: 'local', purpose: 'contact', to: '5*******67', text: text('****') })
  t.notOk(line.includes('5321234567'), 'the number is masked')
  t.notOk(line.includes('4821'), 'the code is starred')
})

t.test('every run of 4 or more digits is starred in the log, shorter ones stay', async (t) => {
  t.equal(starDigits('kod 123456, tel 05321234567, 90 saniye'), 'kod ****, tel ****, 90 saniye')
  t.equal(starDigits('3 dakika 180 saniye'), '3 dakika 180 saniye')
})

t.test('the outbox lists newest first and keeps only the most recent 200', async (t) => {
  const sms = new LocalSmsProvider(captureLog())
  for (let i = 0; i < 205; i++) {
    await sms.send({ to: `5${String(i % 3).padStart(9, '0')}`, text: `kod ${String(i).padStart(4, '0')}`, purpose: 'login' })
  }
  const all = sms.outbox.list()
  t.equal(all.length, 200, 'capped at 200')
  t.equal(all[0]!.text, 'kod 0204', 'the newest first')
  t.equal(all[199]!.text, 'kod 0005', 'the five oldest dropped')
})

t.test('the outbox filters by number, given in any usual form', async (t) => {
  const sms = new LocalSmsProvider(captureLog())
  await sms.send({ to: '5321234567', text: 'kod 1111', purpose: 'contact' })
  await sms.send({ to: '5559876543', text: 'kod 2222', purpose: 'appointment' })
  await sms.send({ to: '5321234567', text: 'kod 3333', purpose: 'appointment' })
  for (const form of ['5321234567', '05321234567', '+90 532 123 45 67', '0 (532) 123-4567']) {
    t.same(sms.outbox.list(form).map((e) => e.text), ['kod 3333', 'kod 1111'], form)
  }
  t.same(sms.outbox.list('5000000000'), [], 'a number that got nothing')
})

t.test('what list returns cannot change the outbox, and clear empties it', async (t) => {
  const outbox = new SmsOutbox(2)
  const sms = new LocalSmsProvider(captureLog(), outbox)
  await sms.send({ to: '5321234567', text: 'kod 1111', purpose: 'contact' })
  outbox.list()[0]!.text = 'changed'
  t.equal(outbox.list()[0]!.text, 'kod 1111')
  outbox.clear()
  t.same(outbox.list(), [])
})
