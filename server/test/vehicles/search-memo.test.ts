// SearchMemo: bounded, keyed by the exact JSON text, valid only for the catalog it was checked
// against, and the remembered body can no longer be changed by anyone holding it.
import t from 'tap'
import { SearchMemo } from '../../services/vehicles/search-memo.js'
import type { NormalisedSearch, SearchRequest } from '../../services/vehicles/search.js'

const catalogA = { name: 'A' }
const catalogB = { name: 'B' }
const search: NormalisedSearch = { type: 14870, filters: {}, sorter: 2, pageSize: 12, pageNumber: 1 }
const body = (): SearchRequest => ({ filters: { Brand: ['fiat'] }, sorters: [], pageSize: 12, pageNumber: 1, VehicleTypeId: 14870 })

t.test('remembers by exact text, per catalog', async (t) => {
  const memo = new SearchMemo<object>()
  const b = body()
  memo.remember('{"a":1}', { body: b, search, key: 'k1', catalog: catalogA })
  t.equal(memo.body('{"a":1}'), b)
  t.equal(memo.get('{"a":1}', catalogA)?.key, 'k1')
  t.equal(memo.get('{"a":1}', catalogB), undefined, 'another catalog must normalise again')
  t.equal(memo.body('{"a": 1}'), undefined, 'different text, even if equal JSON, is not the same entry')
  t.ok(Object.isFrozen(b) && Object.isFrozen(b.filters) && Object.isFrozen(b.filters.Brand), 'the shared body is frozen all the way down')
  t.throws(() => { (b.filters.Brand as unknown[]).push('bmw') }, TypeError)
})

t.test('bounded: the oldest goes first, long texts are never kept', async (t) => {
  const memo = new SearchMemo<object>(3, 20)
  for (let i = 0; i < 5; i++) memo.remember(`{"n":${i}}`, { body: body(), search, key: `k${i}`, catalog: catalogA })
  t.same([0, 1, 2, 3, 4].map((i) => memo.get(`{"n":${i}}`, catalogA)?.key), [undefined, undefined, 'k2', 'k3', 'k4'])
  memo.remember(`{"long":"${'x'.repeat(30)}"}`, { body: body(), search, key: 'long', catalog: catalogA })
  t.equal(memo.body(`{"long":"${'x'.repeat(30)}"}`), undefined)
})
