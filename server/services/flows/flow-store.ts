// Flow states in the state Redis role (never evicted; design §1, §8): one JSON value per flow id
// with a sliding TTL, written only by compare-and-set on the revision, so two tabs or two gateway
// instances can never interleave a flow (redis/flow-save.lua).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { Compile } from 'typebox/compile'
import { REDIS_DIR } from '../../paths.js'
import { FlowStateSchema, type FlowState } from '../../schemas/flow.js'

const SAVE_SCRIPT = readFileSync(join(REDIS_DIR, 'flow-save.lua'), 'utf8')
const checkState = Compile(FlowStateSchema)

/** 128 random bits, base64url: what the flow cookie carries. */
const FLOW_ID = /^[A-Za-z0-9_-]{22}$/

export function newFlowId(): string {
  return randomBytes(16).toString('base64url')
}

export function isFlowId(value: unknown): value is string {
  return typeof value === 'string' && FLOW_ID.test(value)
}

type SaveResult = { saved: true } | { saved: false; current: FlowState | null }

interface FlowRedis extends Redis {
  flowSave(key: string, expected: number, state: string, ttlMs: number): Promise<1 | string | null>
}

export class FlowStore {
  private readonly redis: FlowRedis

  constructor(redis: Redis, private readonly keyPrefix: string, private readonly ttlMs: number) {
    if (!(redis as unknown as Partial<FlowRedis>).flowSave) redis.defineCommand('flowSave', { numberOfKeys: 1, lua: SAVE_SCRIPT })
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
