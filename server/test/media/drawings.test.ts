// The drawings, split by responsibility under services/media/drawings (issue 18), draw exactly what
// the one 785-line file drew: 259 drawings (every car body and motorcycle kind, paints known and
// unknown, every photo index, badges, silhouettes) compared by their SHA-256 with the digests taken
// from the code before the split.
import t from 'tap'
import { readFile } from 'node:fs/promises'
import * as drawings from '../../services/media/drawings/index.js'
import { digest, drawSample } from '../support/drawings-sample.js'

const expected = JSON.parse(await readFile(new URL('./drawings-digests.json', import.meta.url), 'utf8')) as Record<string, string>

t.test('every drawing of the sample is byte for byte what it was', async (t) => {
  const sample = drawSample(drawings)
  t.equal(sample.length, Object.keys(expected).length, `${sample.length} drawings, as before`)
  const changed = sample.filter(([name, svg]) => expected[name] !== digest(svg)).map(([name]) => name)
  t.same(changed, [], 'none changed')
})

t.test('the drawings are what their callers expect', async (t) => {
  const photo = drawings.vehiclePhotoSvg({ vehicleTypeId: 14870, caseType: 'Sedan', color: 'Beyaz', brand: 'Fiat', model: 'Egea', year: 2020, index: 0 })
  t.match(photo, /^<svg [^>]*viewBox="0 0 1200 800"/, 'a 1200 × 800 photo')
  t.match(photo, /Fiat Egea 2020/, 'labelled with the car')
  t.match(drawings.brandLogoSvg('Alfa Romeo'), /aria-label="Alfa Romeo"[^>]*>.*>AR</, 'a badge with the initials')
  t.equal(drawings.bodySilhouetteSlug('Station Wagon'), 'station-wagon')
  t.equal(drawings.bodySilhouetteSlug('Kamyonet'), null, 'a body with no drawing')
})
