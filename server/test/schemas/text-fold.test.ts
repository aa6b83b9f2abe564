// Turkish-folded matching, as the searchable option lists use it: what a visitor types on any
// keyboard finds the brand or model however it is spelt.
import t from 'tap'
import { foldTurkish, matchesFolded } from '../../schemas/text-fold.js'

t.test('Turkish letters fold to their plain Latin letters, case-insensitively', async (t) => {
  const cases: Array<[string, string]> = [
    ['ı', 'i'], ['İ', 'i'], ['I', 'i'], ['i', 'i'],
    ['ş', 's'], ['Ş', 's'], ['ğ', 'g'], ['Ğ', 'g'], ['ü', 'u'], ['Ü', 'u'], ['ö', 'o'], ['Ö', 'o'], ['ç', 'c'], ['Ç', 'c'],
    ['İSTANBUL', 'istanbul'], ['ışık', 'isik'], ['Şahin', 'sahin'], ['DOĞAN', 'dogan'], ['Citroën', 'citroen'], ['Škoda', 'skoda'],
  ]
  for (const [input, folded] of cases) t.equal(foldTurkish(input), folded, `${input} → ${folded}`)
  t.equal(foldTurkish('İ').length, 1, 'no combining dot is left behind')
})

t.test('a query matches labels that contain it, both folded', async (t) => {
  const brands = ['Alfa Romeo', 'Citroën', 'Dacia', 'Isuzu', 'Škoda', 'Tofaş', 'Türk Traktör', 'Opel']
  const find = (query: string) => brands.filter((b) => matchesFolded(b, query))
  t.same(find('tofas'), ['Tofaş'])
  t.same(find('TOFAŞ'), ['Tofaş'])
  t.same(find('citroen'), ['Citroën'])
  t.same(find('ısuzu'), ['Isuzu'], 'dotless ı finds a capital I')
  t.same(find('İsuzu'), ['Isuzu'], 'dotted İ finds a capital I')
  t.same(find('turk'), ['Türk Traktör'])
  t.same(find('rome'), ['Alfa Romeo'], 'inside a label too')
  t.same(find('  opel '), ['Opel'], 'surrounding spaces are ignored')
  t.same(find(''), brands, 'an empty query lists everything')
  t.same(find('zzz'), [], 'nothing matches')
})
