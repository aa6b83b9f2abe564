// Search request bodies seen before, by their exact JSON text. Most searches repeat (the listing's
// first page, a brand's page, a shared link), and for a repeated one parsing the JSON, normalising
// it and building its cache key cost more than answering it from the cache. The JSON text maps to
// the body as validated (frozen, shared by the requests that send it), its normalised form and its
// cache key; the normalised form holds only for the catalog it was checked against.
import type { NormalisedSearch, SearchRequest } from './search.js'

interface Remembered<C> {
  body: SearchRequest
  search: NormalisedSearch
  key: string
  catalog: C
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

export class SearchMemo<C extends object> {
  private readonly entries = new Map<string, Remembered<C>>()

  /** At most `size` bodies of at most `maxLength` characters; the oldest goes first. */
  constructor(private readonly size = 1000, private readonly maxLength = 2048) {}

  /** The validated body for this JSON text, whatever catalog it was checked against. */
  body(raw: string): SearchRequest | undefined {
    return this.entries.get(raw)?.body
  }

  /** The normalised search and key for this JSON text, if checked against this catalog. */
  get(raw: string, catalog: C): Remembered<C> | undefined {
    const entry = this.entries.get(raw)
    return entry !== undefined && entry.catalog === catalog ? entry : undefined
  }

  /** Remembers a body that passed validation and normalising (it is frozen from now on). */
  remember(raw: string, entry: Remembered<C>): void {
    if (raw.length > this.maxLength) return
    if (!this.entries.has(raw) && this.entries.size >= this.size) {
      this.entries.delete(this.entries.keys().next().value!)
    }
    deepFreeze(entry.body)
    this.entries.set(raw, entry)
  }
}
