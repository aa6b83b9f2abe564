// Flow states in the state Redis role (never evicted; design §1, §8): one JSON value per flow id
// with a sliding TTL, written only by compare-and-set on the revision, so two tabs or two gateway
// instances can never interleave a flow (redis/flow-save.lua).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { Compile } from 'typebox/compile'
import { REDIS_DIR } from '../../paths.js'
import { FlowStateSchema, type FlowState } from '../../schemas/flow.js'

const SAVE_SCRIPT = readFileSync(join(REDIS_DIR, 'flow-save.lua'), 'utf8')
const READ_COUNTED_SCRIPT = readFileSync(join(REDIS_DIR, 'flow-read-counted.lua'), 'utf8')
const checkState = Compile(FlowStateSchema)

/**
 * The flow cookie's value: 128 random bits and a 128-bit HMAC tag over them, both base64url. Only
 * ids this gateway issued are honoured: a made-up id would otherwise open a new flow (a key in the
 * Redis that never evicts) and a fresh submit budget without passing the new-flow limit.
 */
const FLOW_ID = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/

export class FlowIds {
  private readonly key: Buffer
  /**
   * Ids checked lately: an HMAC per request was a tenth of a step submit's CPU. Only issued ids go
   * in, so made-up ones cannot push the visitors' ids out faster than they arrive anyway.
   */
  private readonly checked = new LRUCache<string, true>({ max: 20_000 })

  constructor(secret: string) {
    // A key of its own, derived from the session secret: a tag is good for nothing else.
    this.key = createHmac('sha256', secret).update('sell-flow-id').digest()
  }

  private tag(random: string): string {
    return createHmac('sha256', this.key).update(random).digest().subarray(0, 16).toString('base64url')
  }

  issue(): string {
    const random = randomBytes(16).toString('base64url')
    const id = `${random}.${this.tag(random)}`
    this.checked.set(id, true)
    return id
  }

  /** Whether `value` is an id this gateway issued (constant-time tag check). */
  verify(value: unknown): value is string {
    if (typeof value !== 'string' || !FLOW_ID.test(value)) return false
    if (this.checked.has(value)) return true
    const [random, tag] = value.split('.') as [string, string]
    if (!timingSafeEqual(Buffer.from(tag), Buffer.from(this.tag(random)))) return false
    this.checked.set(value, true)
    return true
  }
}

type SaveResult = { saved: true } | { saved: false; current: FlowState | null }

interface FlowRedis extends Redis {
  flowSave(key: string, expected: number, state: string, ttlMs: number): Promise<1 | string | null>
  flowReadCounted(key: string, counterKey: string, ttlMs: number, windowMs: number): Promise<[number, string | null]>
}

export class FlowStore {
  private readonly redis: FlowRedis

  constructor(redis: Redis, private readonly keyPrefix: string, private readonly ttlMs: number) {
    if (!(redis as unknown as Partial<FlowRedis>).flowSave) redis.defineCommand('flowSave', { numberOfKeys: 1, lua: SAVE_SCRIPT })
    if (!(redis as unknown as Partial<FlowRedis>).flowReadCounted) redis.defineCommand('flowReadCounted', { numberOfKeys: 2, lua: READ_COUNTED_SCRIPT })
    this.redis = redis as unknown as FlowRedis
  }

  private key(flowName: string, id: string): string {
    return `${this.keyPrefix}flow:${flowName}:${id}`
  }

  /** The state, its TTL slid forward; null when there is none (expired, never saved, or unreadable). */
  async read(flowName: string, id: string): Promise<FlowState | null> {
    const raw = await this.redis.getex(this.key(flowName, id), 'PX', this.ttlMs)
    return parse(raw)
  }

  /**
   * Reads the state for a change and counts the change in the flow's window, in one round trip
   * (the submit limit needs no round trip of its own).
   */
  async readCounted(flowName: string, id: string, windowMs: number): Promise<{ state: FlowState | null; count: number }> {
    const [count, raw] = await this.redis.flowReadCounted(this.key(flowName, id), `${this.keyPrefix}flow-changes:${flowName}:${id}`, this.ttlMs, windowMs)
    return { state: parse(raw), count }
  }

  /** Saves `state` if the stored revision is still `expected` (0 for a flow not saved yet). */
  async save(flowName: string, id: string, expected: number, state: FlowState): Promise<SaveResult> {
    const result = await this.redis.flowSave(this.key(flowName, id), expected, JSON.stringify(state), this.ttlMs)
    return result === 1 ? { saved: true } : { saved: false, current: parse(result) }
  }
}

function parse(raw: string | null): FlowState | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return checkState.Check(value) ? (value as FlowState) : null
  } catch {
    return null
  }
}
