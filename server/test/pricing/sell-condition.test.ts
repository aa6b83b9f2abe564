// The step 10 constants the web imports as they are: 13 panels with ascii ids and the Turkish
// labels of the diagram, four states, and no import that would drag server code into the bundle.
import t from 'tap'
import { readFile } from 'node:fs/promises'
import { PANEL_IDS, PANELS, PANEL_STATE_IDS, PILLAR_IDS, originalPanels } from '../../schemas/sell-condition.js'

t.test('13 panels, ascii ids, the diagram\'s labels', async (t) => {
  t.equal(PANEL_IDS.length, 13)
  for (const id of [...PANEL_IDS, ...PILLAR_IDS]) t.match(id, /^[a-z]+(-[a-z]+)*$/, id)
  t.same(Object.values(PANELS), ['Ön tampon', 'Motor kaputu', 'Tavan', 'Bagaj kapağı', 'Arka tampon', 'Sol ön çamurluk', 'Sağ ön çamurluk',
    'Sol ön kapı', 'Sağ ön kapı', 'Sol arka kapı', 'Sağ arka kapı', 'Sol arka çamurluk', 'Sağ arka çamurluk'])
  t.same(PANEL_STATE_IDS, ['orijinal', 'lokal-boyali', 'boyali', 'degismis'])
  t.same(Object.values(originalPanels()), Array(13).fill('orijinal'), '"Boya/değişen yok"')
})

t.test('the module imports nothing, so the web bundle can use it as it is', async (t) => {
  const source = await readFile(new URL('../../schemas/sell-condition.ts', import.meta.url), 'utf8')
  t.notMatch(source, /^\s*import\s/m)
})
