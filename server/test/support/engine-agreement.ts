// Two search engines agree when every search gets the same answer: maps compared as sorted entries
// (value order is not part of an answer), the first difference reported with its seed and search.
import type { Test } from 'tap'
import type { IndexResult, SearchEngine } from '../../services/vehicles/search-engine/types.js'
import type { EngineQuery } from './synthetic-inventory.js'

/** The answer itself: the facets' identity (what the bitmap engine remembers them by) is no part of it. */
export function comparable({ facetsIdentity: _, ...r }: IndexResult) {
  return { ...r, values: [...r.values].map(([k, m]) => [k, [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]) }
}

export function agree(t: Test, expected: SearchEngine, actual: SearchEngine, queries: EngineQuery[], what: string, seed: number): void {
  for (const [i, q] of queries.entries()) {
    const want = comparable(expected.run(q.n, q.brandIds, q.modelIds))
    const got = comparable(actual.run(q.n, q.brandIds, q.modelIds))
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      t.same(got, want, `${what}: search ${i} differs (seed ${seed}): ${JSON.stringify(q)}`)
      return
    }
  }
  t.pass(`${what}: ${queries.length} searches agree`)
}
