// The first-party event collector (issue 17, spec §3, §4.13; decision 037): a batch is kept only
// with the visitor's marketing consent (the tg_consent cookie), each event needs a known name and a
// page_type, the channel is always 'Web', the source is the client's when it follows the rule or
// else derived from the request's headers, hash_id is the session's contact key when none is given,
// and the IP is kept only as a keyed hash that changes every day.
import { createHmac } from 'node:crypto'
import { validationFailed } from '../../plugins/errors.js'
import { EVENT_NAMES } from '../../schemas/events.js'
import { EVENT_SOURCE_PATTERN } from '../../schemas/event-source.js'
import type { FieldError } from '../../schemas/common.js'
import type { EventSink, StoredEvent } from './sinks.js'

type Scalar = string | number | boolean | null
const SOURCE = new RegExp(EVENT_SOURCE_PATTERN)
const PAGE_TYPE = /^[a-z][a-z0-9_]{0,39}$/
const HASH_ID = /^[A-Za-z0-9_-]{1,64}$/
const KNOWN = new Set(['name', 'page_type', 'page_url', 'channel', 'source', 'hash_id'])
/** Addresses whose hash of the day is kept (then the map starts again): ~1 MB at most. */
const IP_HASHES_KEPT = 10_000

export interface CollectContext {
  ip: string
  consent: boolean
  /** The session's contact key, when signed in. */
  contactKey: string | null
  /** The source the request's headers give (client hints, else the user agent); asked only for an event without a valid source of its own. */
  headerSource: () => string
  now?: Date
}

export class EventCollector {
  constructor(private readonly sink: EventSink, private readonly secret: string) {}

  get sinkKind(): string {
    return this.sink.kind
  }

  /** Today's hashes by address: a visitor posts a batch per page or so, and an HMAC costs more than the rest of a batch's checks. */
  private hashes = { day: '', byIp: new Map<string, string>() }

  private ipHash(ip: string, day: string): string {
    if (this.hashes.day !== day || this.hashes.byIp.size >= IP_HASHES_KEPT) this.hashes = { day, byIp: new Map() }
    let hash = this.hashes.byIp.get(ip)
    if (hash === undefined) {
      hash = createHmac('sha256', this.secret).update(`events-ip\u0000${day}\u0000${ip}`).digest('base64url').slice(0, 22)
      this.hashes.byIp.set(ip, hash)
    }
    return hash
  }

  /** Validates the whole batch (400 names every bad field), then stores it; nothing without consent. */
  async collect(events: ReadonlyArray<Record<string, Scalar>>, ctx: CollectContext): Promise<number> {
    const errors: FieldError[] = []
    const now = ctx.now ?? new Date()
    const ipHash = this.ipHash(ctx.ip, now.toISOString().slice(0, 10))
    let headerSource: string | undefined
    const stored: StoredEvent[] = events.map((e, i) => {
      const at = (field: string, message: string) => errors.push({ field: `events.${i}.${field}`, message })
      const name = typeof e.name === 'string' ? e.name : ''
      if (!(EVENT_NAMES as readonly string[]).includes(name)) at('name', `Olay adı şunlardan biri olmalı: ${EVENT_NAMES.join(', ')}.`)
      const pageType = typeof e.page_type === 'string' ? e.page_type : ''
      // Spec §4.13: an event is sent only with a page_type.
      if (!PAGE_TYPE.test(pageType)) at('page_type', 'page_type zorunludur (küçük harf, rakam ve alt çizgi).')
      const pageUrl = typeof e.page_url === 'string' ? e.page_url : ''
      if (!pageUrl || pageUrl.length > 2048) at('page_url', 'page_url zorunludur (en fazla 2048 karakter).')
      const hashId = typeof e.hash_id === 'string' && e.hash_id ? e.hash_id : null
      if (hashId !== null && !HASH_ID.test(hashId)) at('hash_id', 'hash_id yalnızca harf, rakam, tire ve alt çizgi içerebilir (en fazla 64).')
      const source = typeof e.source === 'string' && SOURCE.test(e.source) ? e.source : (headerSource ??= ctx.headerSource())
      const props: Record<string, Scalar> = {}
      for (const [key, value] of Object.entries(e)) if (!KNOWN.has(key)) props[key] = value
      return { receivedAt: now, name, pageType, pageUrl, channel: 'Web', source, hashId: hashId ?? ctx.contactKey, ipHash, props }
    })
    if (errors.length) throw validationFailed(errors)
    if (!ctx.consent) return 0
    await this.sink.write(stored)
    return stored.length
  }
}
