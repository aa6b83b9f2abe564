// The descriptor schema as a union of one closed object per leaf kind (decision 027): every
// descriptor validates kind by kind, a property of another kind is refused, and a client of an
// older renderer version gets each newer node's declared fallback — itself a valid node.
import t from 'tap'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Compile } from 'typebox/compile'
import { SCREENS_DIR } from '../../paths.js'
import { loadScreens, materialise, parseScreen } from '../../services/screens/screen-store.js'
import { KIND_SINCE, LEAF_KINDS, LEAF_SCHEMAS, RENDERER_VERSION, ScreenSourceSchema, leaves, view, type LeafNode, type Screen } from '../../schemas/screen.js'
import { buildTestApp } from '../helper.js'

const checkScreen = Compile(ScreenSourceSchema)
const source = async (id: string) => parseScreen(`${id}.json`, await readFile(join(SCREENS_DIR, `${id}.json`), 'utf8'))
const leafOf = (screen: Screen, id: string): LeafNode => leaves(screen).find((l) => l.id === id)!

t.test('every descriptor validates, each leaf as its own kind', async (t) => {
  const screens = await loadScreens(SCREENS_DIR)
  for (const { screen } of screens.values()) {
    for (const leaf of leaves(screen)) {
      t.ok(Compile(LEAF_SCHEMAS[leaf.kind]).Check(leaf), `${screen.id}/${leaf.id} is a valid ${leaf.kind}`)
    }
  }
  t.equal(RENDERER_VERSION, Math.max(...Object.values(KIND_SINCE)), 'the renderer version is the newest kind’s')
  t.same(Object.keys(LEAF_SCHEMAS).sort(), [...LEAF_KINDS].sort(), 'one schema per kind')
})

t.test('a leaf carrying a property of another kind is refused, with the place named', async (t) => {
  const raw = JSON.parse(await readFile(join(SCREENS_DIR, 'appointment-lookup.json'), 'utf8')) as { children: Array<Record<string, unknown>> }
  const cases: Array<[string, (c: Array<Record<string, unknown>>) => void, RegExp]> = [
    ['options on a phone', (c) => (c[0]!.options = [{ value: 'a', label: 'A' }]), /at \/children\/0.*\(a phone node\)/],
    ['a search box on plain tiles', (c) => (c[0] = { kind: 'tileSelect', id: 'x', name: 'x', search: { label: 'Ara', emptyText: 'Yok', countText: '{n}' } }), /at \/children\/0.*\(a tileSelect node\)/],
    ['an action on a text', (c) => (c[0] = { kind: 'text', id: 'x', text: 'Merhaba', action: { type: 'closeDialog' } }), /\(a text node\)/],
    ['a field without a name', (c) => delete c[0]!.name, /\(a phone node\)/],
    ['a submit without an action', (c) => delete c[2]!.action, /at \/children\/2.*\(a submit node\)/],
    ['a single next action, not a list', (c) => void c, /at \/next/],
    ['a segmented choice without its fallback', (c) => (c[0] = { kind: 'segmented', id: 'x', name: 'x', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }), /\(a segmented node\)/],
    ['a fallback that is not a node of its kind', (c) => (c[1]!.fallback = { kind: 'textInput', name: 'plate', options: [] }), /at \/children\/1\/fallback.*\(a plate node\)/],
  ]
  for (const [name, mutate, expected] of cases) {
    const copy = structuredClone(raw) as typeof raw & { next?: unknown }
    mutate(copy.children)
    if (name.startsWith('a single next')) copy.next = { type: 'openDialog', screen: 'appointment-captcha' }
    t.throws(() => parseScreen('appointment-lookup.json', JSON.stringify(copy)), expected, name)
  }
  const fills = structuredClone(raw)
  fills.children[1]!.fallback = { kind: 'textInput', name: 'phone' }
  t.throws(() => parseScreen('appointment-lookup.json', JSON.stringify(fills)), /its fallback must fill the same field \(plate\), not phone/, 'a fallback fills the same field')
  const newer = structuredClone(raw)
  newer.children[1]!.fallback = { kind: 'textInput', name: 'plate' }
  newer.children[1]!.kind = 'textInput'
  t.throws(() => parseScreen('appointment-lookup.json', JSON.stringify(newer)), /textInput node/, 'only the kinds that may degrade have a fallback')
})

t.test('each renderer version gets valid descriptors: newer kinds become their fallbacks', async (t) => {
  const screens = await loadScreens(SCREENS_DIR)
  for (const { screen } of screens.values()) {
    for (let rv = 1; rv <= RENDERER_VERSION; rv++) {
      const { screen: out, unsupported } = materialise(screen, rv, new Map())
      t.ok(checkScreen.Check(out), `${screen.id} at rv ${rv} is a valid Screen`)
      for (const leaf of leaves(out)) {
        if (KIND_SINCE[leaf.kind] > rv) t.ok(unsupported.some((u) => u.id === leaf.id && leaf.blocking), `${screen.id}/${leaf.id} (${leaf.kind}) at rv ${rv}: only a blocking node is left without a fallback`)
      }
    }
  }
})

t.test('an rv 2 client gets tiles for the searchable list and the segmented choice, a text for the progress header', async (t) => {
  const brand = await source('sell-brand')
  const old = materialise(brand, 2, new Map())
  t.same(old.substituted, [{ id: 'progress', from: 'progressHeader', to: 'text' }, { id: 'brand', from: 'searchList', to: 'tileSelect' }])
  const tiles = view(leafOf(old.screen, 'brand'))
  t.equal(tiles.kind, 'tileSelect')
  t.equal(tiles.name, 'brand', 'the same field')
  t.same(tiles.action, { type: 'submitScreen' }, 'a tap still advances')
  t.equal(tiles.search, undefined, 'nothing of the newer kind is left')
  t.same(leafOf(old.screen, 'progress'), { kind: 'text', id: 'progress', text: '' }, 'an older page draws its own progress')
  t.equal(leafOf(materialise(brand, 3, new Map()).screen, 'brand').kind, 'searchList', 'a current client gets the search')

  const condition = await source('sell-condition')
  const cold = materialise(condition, 2, new Map()).screen
  for (const id of ['tramer', 'heavyDamage']) {
    const current = view(leafOf(condition, id))
    const fallback = view(leafOf(cold, id))
    t.equal(current.kind, 'segmented', `${id} is a segmented choice`)
    t.equal(fallback.kind, 'tileSelect', `${id} falls back to tiles`)
    t.same([fallback.name, fallback.options, fallback.rules], [current.name, current.options, current.rules], `${id}: same field, options and rules`)
  }
  t.same(view(leafOf(condition, 'tramer')).options?.map((o) => o.label), ['Yok', 'Var', 'Bilmiyorum'])
  t.same(view(leafOf(condition, 'heavyDamage')).options?.map((o) => o.label), ['Hayır', 'Evet'])

  for (const file of ['sell-year', 'sell-brand', 'sell-model', 'sell-body', 'sell-generation', 'sell-fuel', 'sell-gear', 'sell-version', 'sell-trim', 'sell-condition', 'sell-offer', 'sell-appointment', 'sell-appointment-result']) {
    const screen = await source(file)
    t.equal(screen.children[0]!.kind, 'progressHeader', `${file} starts with the progress header`)
  }
})

t.test('served over HTTP: the screens route and the wizard step follow the client’s rv', async (t) => {
  const { app } = await buildTestApp(t)
  const kindsAt = async (rv: number) => {
    const res = await app.inject({ url: `/api/screens/sell-condition?rv=${rv}` })
    t.equal(res.statusCode, 200)
    const screen = (res.json() as { result: Screen }).result
    return Object.fromEntries(leaves(screen).map((l) => [l.id, l.kind]))
  }
  t.match(await kindsAt(2), { progress: 'text', tramer: 'tileSelect', heavyDamage: 'tileSelect', panels: 'panelDamage' })
  t.match(await kindsAt(3), { progress: 'progressHeader', tramer: 'segmented', heavyDamage: 'segmented' })

  const step = async (rv: number) => {
    const res = await app.inject({ url: `/api/flows/sell/step?path=/teklif-al/yil-sec&rv=${rv}` })
    t.equal(res.statusCode, 200, res.body)
    return (res.json() as { result: { screen: Screen } }).result.screen.children[0]!.kind
  }
  t.equal(await step(2), 'text', 'an rv 2 wizard page gets the fallback')
  t.equal(await step(3), 'progressHeader')

  const doc = (await app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    components: { schemas: Record<string, unknown> }
  }
  t.match(JSON.stringify(doc.paths['/api/screens/{id}']!.get!.responses['200']), /"result":\{"\$ref":"#\/components\/schemas\/Screen"\}/, 'the screens route documents the shared Screen schema')
  t.match(JSON.stringify(doc.paths['/api/flows/sell/step']!.get!.responses['200']), /"screen":\{"\$ref":"#\/components\/schemas\/Screen"\}/, 'so does the wizard step')
  const leafDoc = JSON.stringify(doc.components.schemas.ScreenLeaf)
  for (const kind of LEAF_KINDS) t.ok(leafDoc.includes(`"enum":["${kind}"]`) || leafDoc.includes(`"const":"${kind}"`), `the OpenAPI document names the ${kind} kind`)
  const size = Buffer.byteLength(JSON.stringify(doc))
  t.ok(size < 600_000, `each kind is documented once: the whole document is ${Math.round(size / 1024)} KB`)
})
