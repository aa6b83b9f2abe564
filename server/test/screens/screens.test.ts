// Screen descriptors (design §3): validated at boot and here, served from the cache with presets
// expanded, submitted values checked by the same rules function the renderer runs, fallbacks for
// older clients, and live reload when a descriptor file changes.
import t from 'tap'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SCREENS_DIR } from '../../paths.js'
import { buildApp } from '../../app.js'
import { loadScreens, materialise, parseScreen, ScreenError } from '../../services/screens/screen-store.js'
import { KIND_SINCE, leaves, view, type Screen } from '../../schemas/screen.js'
import { validateValues } from '../../schemas/rules/index.js'
import { buildTestApp, testConfig } from '../helper.js'
import { PANEL_IDS } from '../../schemas/sell-condition.js'

const PANEL_ANSWER = PANEL_IDS.map((id) => `${id}=orijinal`).join(';')

async function tempScreens(t: { teardown(fn: () => unknown): void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'screens-'))
  await cp(SCREENS_DIR, dir, { recursive: true })
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  return dir
}

t.test('every descriptor in server/screens is valid, and every operation it calls exists', async (t) => {
  const screens = await loadScreens(SCREENS_DIR)
  t.ok(screens.size >= 2, `${screens.size} descriptors`)
  const { app } = await buildTestApp(t)
  t.same([...screens.keys()].sort(), app.screens.ids().sort(), 'the gateway serves all of them')
  for (const { screen } of screens.values()) {
    for (const leaf of leaves(screen).map(view)) {
      t.notOk(leaf.rules?.some((r) => r.type === 'preset'), `${screen.id}/${leaf.id}: presets expanded`)
    }
  }
})

t.test('GET /api/screens/:id serves the descriptor with an ETag', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ url: '/api/screens/appointment-lookup' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /application\/json/)
  const body = res.json() as { statusCode: number; result: Screen }
  t.equal(body.result.title, 'Randevu Sorgulama')
  const labels = leaves(body.result).map((l) => view(l).label)
  t.same(labels, ['Telefon Numarası', 'Plaka', 'Sorgula'])
  const phone = leaves(body.result).map(view).find((l) => l.name === 'phone')!
  t.same(phone.rules?.map((r) => r.type), ['required', 'phoneTR'], 'the client gets plain rules')
  t.match(res.headers.etag, /^W\/"/, 'a weak ETag')
  t.equal(res.headers['cache-control'], 'no-cache', 'revalidated before reuse')
  const again = await app.inject({ url: '/api/screens/appointment-lookup', headers: { 'if-none-match': String(res.headers.etag) } })
  t.equal(again.statusCode, 304, 'unchanged descriptor is not sent twice')
  t.equal(again.rawPayload.length, 0, 'a 304 has no body')
  t.equal(again.headers.etag, res.headers.etag)
  t.ok(again.headers['x-request-id'], 'the request id comes back on a 304 too')
  const { brotliDecompressSync } = await import('node:zlib')
  const br = await app.inject({ url: '/api/screens/appointment-lookup', headers: { 'accept-encoding': 'br' } })
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(br.headers.etag, res.headers.etag, 'one weak ETag for every encoding')
  t.equal(br.headers.vary, 'accept-encoding')
  t.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), res.body, 'brotli decodes to the same descriptor')
  const head = await app.inject({ method: 'HEAD', url: '/api/screens/appointment-lookup' })
  t.equal(head.statusCode, 200)
  t.equal(head.rawPayload.length, 0, 'HEAD sends headers only')
  t.equal(head.headers['content-length'], res.headers['content-length'])

  const missing = await app.inject({ url: '/api/screens/no-such-screen' })
  t.equal(missing.statusCode, 404)
  t.same(missing.json(), { statusCode: 404, message: 'Ekran bulunamadı.' })
})

t.test('a submit gets exactly the messages the renderer shows for the same values', async (t) => {
  const { app } = await buildTestApp(t)
  const screen = app.screens.source('appointment-lookup')!
  const fields = leaves(screen).map(view).filter((l) => l.name).map((l) => ({ name: l.name!, rules: l.rules, normalisers: l.normalisers }))
  const cases: Array<[Record<string, string>, Record<string, string>]> = [
    [{ phone: '', plate: '' }, { phone: 'Lütfen telefon numarası giriniz', plate: 'Lütfen plaka giriniz' }],
    [{ phone: '0 (532) 123-45', plate: '00 A 1234' }, { phone: 'Geçersiz telefon numarası', plate: 'Geçersiz plaka no' }],
    [{ phone: '0 (532) 123-4567', plate: '34 ABCD 12' }, { plate: 'Geçersiz plaka no' }],
    [{ phone: '12345678901234', plate: '34 abc 123' }, { phone: 'Geçersiz telefon numarası' }],
  ]
  for (const [values, expected] of cases) {
    const res = await app.inject({ method: 'POST', url: '/api/screens/appointment-lookup/submit', payload: { values } })
    t.equal(res.statusCode, 400, JSON.stringify(values))
    const body = res.json() as { statusCode: number; message: string; errors: Array<{ field: string; message: string }> }
    const got = Object.fromEntries(body.errors.map((e) => [e.field, e.message]))
    t.same(got, expected, 'gateway messages')
    const shared = Object.fromEntries(validateValues(fields, values).errors.map((e) => [e.field, e.message]))
    t.same(shared, got, 'identical to the shared rules module')
    t.equal(body.message, body.errors.length > 1 ? 'Devam etmek için hatalı alanları düzeltiniz.' : body.errors[0]!.message)
  }
})

t.test('a valid submit answers the next action with normalised values', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({
    method: 'POST',
    url: '/api/screens/appointment-lookup/submit',
    payload: { values: { phone: '+90 (532) 123 45 67', plate: '34 abc 123', unknown: 'dropped' } },
  })
  t.equal(res.statusCode, 200)
  t.same(res.json(), {
    statusCode: 200,
    result: { values: { phone: '5321234567', plate: '34ABC123' }, next: [{ type: 'openDialog', screen: 'appointment-captcha' }] },
  })
})

t.test('a ticked checkbox stays a boolean through the submit, an unticked one too', async (t) => {
  const { app } = await buildTestApp(t)
  const values = { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: '0 (532) 123 45 67', subjectId: '1', requestTypeId: '1', message: 'Aracım hakkında bilgi almak istiyorum.' }
  for (const isEtk of [true, false]) {
    const res = await app.inject({ method: 'POST', url: '/api/screens/customer-contact-form/submit', payload: { values: { ...values, isEtk } } })
    t.equal(res.statusCode, 200, res.body)
    t.equal(res.json().result.values.isEtk, isEtk, `isEtk ${isEtk} comes back as the boolean ${isEtk}`)
  }
})

t.test('an older client gets the declared fallback kind; without one, the node stays for its Unsupported view', async (t) => {
  const screen = parseScreen('appointment-lookup.json', await readFile(join(SCREENS_DIR, 'appointment-lookup.json'), 'utf8'))
  const newer = { ...KIND_SINCE, plate: 2, phone: 2 }
  const { screen: v1, substituted, unsupported } = materialise(screen, 1, new Map(), newer)
  const kinds = Object.fromEntries(leaves(v1).map((l) => [l.id, l.kind]))
  t.equal(kinds.plate, 'textInput', 'plate falls back to a text input')
  t.equal(kinds.phone, 'phone', 'phone has no fallback and is left for the client to report')
  t.same(substituted, [{ id: 'plate', from: 'plate', to: 'textInput' }])
  t.same(unsupported, [{ id: 'phone', kind: 'phone' }])
  const { screen: v2 } = materialise(screen, 2, new Map(), newer)
  t.equal(leaves(v2).find((l) => l.id === 'plate')!.kind, 'plate', 'a current client gets the real kind')
  t.equal(leaves(screen).find((l) => l.id === 'plate')!.kind, 'plate', 'the stored descriptor is not modified')
})

t.test('a broken descriptor stops the boot with the file and the place named', async (t) => {
  const broken: Array<[string, (s: Record<string, unknown>) => void, RegExp]> = [
    ['unknown kind', (s) => ((s.children as Array<Record<string, unknown>>)[0]!.kind = 'hologram'), /appointment-lookup\.json at \/children\/0\/kind: unknown kind hologram/],
    ['unknown preset', (s) => ((s.children as Array<Record<string, unknown>>)[0]!.rules = [{ type: 'preset', name: 'phone.nope' }]), /appointment-lookup\.json at \/children\/0\/rules\/0/],
    ['dialog target missing', (s) => (s.next = [{ type: 'openDialog', screen: 'nowhere' }]), /unknown screen nowhere/],
    ['id not the file name', (s) => (s.id = 'other'), /must equal the file name/],
  ]
  for (const [name, mutate, expected] of broken) {
    const dir = await tempScreens(t)
    const file = join(dir, 'appointment-lookup.json')
    const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    mutate(data)
    await writeFile(file, JSON.stringify(data))
    await t.rejects(loadScreens(dir), expected, name)
    const err = await loadScreens(dir).catch((e: unknown) => e)
    t.ok(err instanceof ScreenError, `${name}: a ScreenError (printed as one line at boot)`)
  }

  const dir = await tempScreens(t)
  const file = join(dir, 'appointment-lookup.json')
  const data = JSON.parse(await readFile(file, 'utf8')) as { children: Array<Record<string, unknown>> }
  data.children[2]!.action = { type: 'call', operation: 'noSuchOperation' }
  await writeFile(file, JSON.stringify(data))
  const app = await buildApp({ config: testConfig(), screensDir: dir })
  t.teardown(() => app.close())
  await t.rejects(async () => { await app.ready() }, /unknown operation noSuchOperation/, 'a call to a missing operation fails at ready')
})

t.test('a changed descriptor file is served at once without restarting the gateway', async (t) => {
  const dir = await tempScreens(t)
  const { app } = await buildTestApp(t, { screensDir: dir, env: { SCREENS_WATCH: 'true' } })
  const first = (await app.inject({ url: '/api/screens/appointment-lookup' })).json() as { result: Screen }
  t.equal(view(leaves(first.result).find((l) => l.id === 'plate')!).label, 'Plaka')

  const file = join(dir, 'appointment-lookup.json')
  const data = JSON.parse(await readFile(file, 'utf8')) as { children: Array<Record<string, unknown>> }
  data.children[1]!.label = 'Araç Plakası'
  await writeFile(file, JSON.stringify(data, null, 2))
  let label = ''
  for (let i = 0; i < 100 && label !== 'Araç Plakası'; i++) {
    await new Promise((r) => setTimeout(r, 20))
    const body = (await app.inject({ url: '/api/screens/appointment-lookup' })).json() as { result: Screen }
    label = view(leaves(body.result).find((l) => l.id === 'plate')!).label ?? ''
  }
  t.equal(label, 'Araç Plakası', 'new label served')

  await writeFile(file, '{ broken json')
  await new Promise((r) => setTimeout(r, 300))
  const still = await app.inject({ url: '/api/screens/appointment-lookup' })
  t.equal(still.statusCode, 200, 'an invalid edit keeps the last good descriptor')
})

t.test('a node hidden by its showWhen is neither checked nor kept; shown, its rules apply', async (t) => {
  const { app } = await buildTestApp(t)
  const base = { km: '85.000', numberPlate: '34 ABC 123', panels: PANEL_ANSWER, heavyDamage: 'hayir', phone: '0 (532) 765 43 21' }
  const yok = app.screens.validate('sell-condition', { ...base, tramer: 'yok', tramerAmount: 'abc' })
  t.equal(yok.tramer, 'yok')
  t.notOk('tramerAmount' in yok, "with tramer 'yok' the amount field is hidden: its bad value is not checked and not kept")
  const missing = (() => {
    try {
      app.screens.validate('sell-condition', { ...base, tramer: 'var' })
      return null
    } catch (err) {
      return err as { statusCode: number; errors: Array<{ field: string; message: string }> }
    }
  })()
  t.equal(missing?.statusCode, 400, "with 'var' the amount is asked")
  t.same(missing?.errors, [{ field: 'tramerAmount', message: 'Lütfen hasar kaydı tutarını giriniz.' }])
  t.equal(app.screens.validate('sell-condition', { ...base, tramer: 'var', tramerAmount: '12.500' }).tramerAmount, '12.500', 'and kept')
})
