// Journey: a backend change to a screen descriptor reaches the visitor with no web rebuild and no
// page reload. The gateway reads a copy of server/screens (SCREENS_DIR) and watches it
// (SCREENS_WATCH); the journey edits the copy while the page is open.
import t from 'tap'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { ROOT, WEB_DIST } from '../../server/paths.js'
import { launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

/** Every file of the client build with its modification time and size. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const info = await stat(path)
    out[path.slice(dir.length + 1)] = `${info.mtimeMs} ${info.size}`
  }
  return out
}

const webBefore = await snapshot(WEB_DIST)

const root = await mkdtemp(join(tmpdir(), 'e2e-screens-'))
t.teardown(() => rm(root, { recursive: true, force: true }))
const screensDir = join(root, 'screens')
await cp(join(ROOT, 'server/screens'), screensDir, { recursive: true })

const gateway = await startGateway(t, { SCREENS_WATCH: 'true', SCREENS_DIR: screensDir })
const browser = await launch(t)

async function openLookup(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Randevu Sorgula' }).click()
  const dialog = page.getByRole('dialog', { name: 'Randevu Sorgulama' })
  await dialog.getByRole('button', { name: 'Sorgula' }).waitFor()
  return dialog
}

interface Descriptor {
  children: Array<{ kind: string; id: string; label?: string; [key: string]: unknown }>
}

t.test('an edited descriptor shows on the next open, without a rebuild or reload', async (t) => {
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1))

  let dialog = await openLookup(page)
  t.ok(await dialog.getByLabel('Plaka', { exact: true }).isVisible(), "the plate field reads 'Plaka'")
  t.equal(await dialog.getByLabel('Not').count(), 0, "there is no 'Not' field yet")
  await dialog.getByRole('button', { name: 'Kapat' }).click()
  await dialog.waitFor({ state: 'detached' })

  // The backend change: a new plate label and a new field before the submit button. Written next
  // to the folder and moved in, so the watcher never reads a half-written file.
  const file = join(screensDir, 'appointment-lookup.json')
  const descriptor = JSON.parse(await readFile(file, 'utf8')) as Descriptor
  const plate = descriptor.children.find((node) => node.id === 'plate')!
  plate.label = 'Araç Plakası'
  const submitAt = descriptor.children.findIndex((node) => node.kind === 'submit')
  descriptor.children.splice(submitAt, 0, { kind: 'textInput', id: 'note', name: 'note', label: 'Not', maxLength: 100 })
  const staged = join(root, 'appointment-lookup.json')
  await writeFile(staged, `${JSON.stringify(descriptor, null, 2)}\n`)
  await rename(staged, file)

  // The watcher reloads asynchronously; wait until the gateway serves the change.
  await until(
    'the gateway to serve the edited descriptor',
    async () => {
      const res = await page.request.get(`${gateway.url}/api/screens/appointment-lookup`)
      const body = (await res.json()) as { result?: Descriptor }
      return body.result?.children.some((node) => node.id === 'note') === true
    },
    5_000,
  )

  dialog = await openLookup(page)
  const plateInput = dialog.getByLabel('Araç Plakası')
  const note = dialog.getByLabel('Not', { exact: true })
  const submit = dialog.getByRole('button', { name: 'Sorgula' })
  await plateInput.waitFor()
  t.ok(await plateInput.isVisible(), "the plate field now reads 'Araç Plakası'")
  t.equal(await dialog.getByLabel('Plaka', { exact: true }).count(), 0, "the old label 'Plaka' is gone")
  t.ok(await note.isVisible(), "the new 'Not' field is shown")
  const noteBeforeSubmit = await note.evaluate(
    (input, button) => Boolean(input.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await submit.elementHandle(),
  )
  t.ok(noteBeforeSubmit, "the 'Not' field comes before the 'Sorgula' button")
  t.equal(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker), 1, 'the page was not reloaded')

  await note.pressSequentially('x'.repeat(101))
  t.equal((await note.inputValue()).length, 100, "'Not' takes at most 100 characters")

  // The changed form still works end to end.
  await dialog.getByLabel('Telefon Numarası').pressSequentially('5321234567')
  await plateInput.pressSequentially('34 abc 123')
  await submit.click()
  // The lookup's next step is the captcha before any SMS (decision 020).
  await page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' }).waitFor()
  t.pass('the edited form submits and the next step (the captcha) opens')

  t.same(await snapshot(WEB_DIST), webBefore, 'nothing in dist/web changed')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})
