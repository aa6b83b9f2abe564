// A minimal client build (just the HTML shell with its head placeholder), so page tests do not
// depend on whether `npm run build` has run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const SHELL = '<!doctype html><html lang="tr"><head><meta charset="utf-8">\n    <!--ssr-head-->\n</head><body><div id="root"></div></body></html>'

export async function tempWebDist(t: { teardown(fn: () => unknown): void }): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'web-dist-'))
  await writeFile(join(dist, 'index.html'), SHELL)
  t.teardown(() => rm(dist, { recursive: true, force: true }))
  return dist
}
