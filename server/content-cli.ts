// npm run content -- <command>: the backend team's content edits from a shell. Writes go through the
// same ContentAdmin as the admin API, so every running gateway drops the changed keys within a second.
import { readFileSync } from 'node:fs'
import { Redis } from 'ioredis'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'
import { ConfigError, loadConfig } from './config.js'
import { StartupError, openPool } from './db/connect.js'
import { TwoTierCache } from './services/cache/two-tier-cache.js'
import { ContentAdmin } from './services/content/content-admin.js'
import { CONTENT_GROUPS, type ContentGroup } from './services/content/content-service.js'
import { GatewayError } from './plugins/errors.js'
import { ScheduleUpdate } from './schemas/booking.js'
import { ScheduleAdmin, type ScheduleFields } from './services/booking/schedule-admin.js'
import {
  ContractUpdate, FooterColumnsUpdate, PageFile, PARAMETER_TABLES, ParametersUpdate, POST_KINDS, PostFile,
  SocialLinksUpdate, type PostKind,
} from './schemas/content.js'

const USAGE = `usage: npm run content -- <command>
  show general-info | site-static [PREFIX] | posts <campaign|blog|news>
  set general-info <key> <true|false|text>
  set site-static <KEY> <text> [title]
  put page <slug> <file.json>            (title, summary, body, seo)
  put post <kind> <slug> <file.json>     (title, summary, body, coverTheme, publishedAt, startsAt?, endsAt?, tags, seo)
  put contract <id> <file.json>          (name, description, contractTypeId)
  put footer-columns <file.json>         ({ columns: [...] })
  put social-links <file.json>           ({ links: [...] })
  put parameters <tableName> <file.json> ({ items: [{ id, value }] })
  delete page <slug> | post <kind> <slug> | contract <id>
  show schedule <branchId> | holidays
  put schedule <branchId> <file.json>    (weekdayOpens, weekdayCloses, saturdayOpens|null, saturdayCloses|null,
                                          lunchStarts|null, lunchEnds|null, slotMinutes, capacity 1–2, leadMinutes, horizonDays)
  put holiday <YYYY-MM-DD> <name> [HH:mm] (HH:mm: a half day, closed from then)
  put closure <branchId> <YYYY-MM-DD> <YYYY-MM-DD> [reason]
  delete holiday <YYYY-MM-DD> | closure <id>
  invalidate [group ...]                 (groups: ${Object.keys(CONTENT_GROUPS).join(', ')})`

class UsageError extends Error {}

function readJson<T>(file: string | undefined, schema: TSchema): T {
  if (!file) throw new UsageError(USAGE)
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new UsageError(`content: cannot read ${file}: ${(err as Error).message}`)
  }
  const check = Compile(schema)
  if (!check.Check(data)) {
    const first = [...check.Errors(data)][0]
    throw new UsageError(`content: ${file}${first?.instancePath ? ` at ${first.instancePath}` : ''}: ${first?.message ?? 'invalid'}`)
  }
  return data as T
}

function kindOf(raw: string | undefined): PostKind {
  if (!(POST_KINDS as readonly string[]).includes(raw ?? '')) throw new UsageError(`content: kind must be one of ${POST_KINDS.join(', ')}`)
  return raw as PostKind
}

async function main(args: string[]): Promise<string> {
  const [verb, what, a, b, c] = args
  const config = loadConfig()
  const pool = await openPool(config.databaseUrl, 2)
  // Cache entries and their invalidation channel live in the cache role.
  const redis = new Redis(config.redisCacheUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  try {
    await redis.connect().catch(() => {
      console.warn('content: Redis is not reachable; the change is saved, caches expire on their TTL')
    })
    const log = { warn: () => {}, info: () => {}, error: () => {} } as never
    const cache = new TwoTierCache({ redis, sub: redis, keyPrefix: config.redisKeyPrefix, localTtlMs: 0, redisTtlS: 1, localMaxBytes: 1024 * 1024, log })
    const admin = new ContentAdmin(pool, cache)
    const calendar = new ScheduleAdmin(pool, cache)
    const branchId = () => {
      const id = Number(a)
      if (!Number.isInteger(id) || id < 1) throw new UsageError(USAGE)
      return id
    }

    switch (`${verb} ${what}`) {
      case 'show general-info':
        return JSON.stringify((await pool.query('SELECT key, bool_value AS "boolValue", string_value AS "stringValue" FROM general_info ORDER BY key')).rows, null, 2)
      case 'show site-static':
        return JSON.stringify((await pool.query('SELECT key, title, text FROM site_static WHERE key LIKE $1 ORDER BY key', [`${(a ?? '').replace(/[^A-Z0-9_]/g, '')}%`])).rows, null, 2)
      case 'show posts':
        return JSON.stringify((await pool.query(
          `SELECT slug, title, published_at AS "publishedAt", starts_at AS "startsAt", ends_at AS "endsAt" FROM posts WHERE kind = $1 ORDER BY published_at DESC`,
          [kindOf(a)])).rows, null, 2)
      case 'set general-info': {
        if (!a || b === undefined) throw new UsageError(USAGE)
        await admin.setGeneralInfo(a, b === 'true' || b === 'false' ? { boolValue: b === 'true' } : { stringValue: b })
        return `content: general-info ${a} = ${b}`
      }
      case 'set site-static': {
        if (!a || b === undefined || !/^[A-Z][A-Z0-9_]*$/.test(a)) throw new UsageError(USAGE)
        const current = await pool.query<{ title: string }>('SELECT title FROM site_static WHERE key = $1', [a])
        await admin.setSiteStatic(a, c ?? current.rows[0]?.title ?? a, b)
        return `content: site-static ${a} saved`
      }
      case 'put page':
        if (!a) throw new UsageError(USAGE)
        await admin.upsertPage(a, readJson(b, PageFile))
        return `content: page ${a} saved`
      case 'put post':
        if (!b) throw new UsageError(USAGE)
        await admin.upsertPost(kindOf(a), b, readJson(c, PostFile))
        return `content: ${a} ${b} saved`
      case 'put contract': {
        const id = Number(a)
        if (!Number.isInteger(id) || id < 1) throw new UsageError(USAGE)
        const body = readJson<{ name: string; description: string; contractTypeId: number }>(b, ContractUpdate)
        await admin.upsertContract(id, body.name, body.description, body.contractTypeId)
        return `content: contract ${id} saved`
      }
      case 'put footer-columns':
        await admin.replaceFooterColumns(readJson<{ columns: never[] }>(a, FooterColumnsUpdate).columns)
        return 'content: footer columns saved'
      case 'put social-links':
        await admin.replaceSocialLinks(readJson<{ links: never[] }>(a, SocialLinksUpdate).links)
        return 'content: social links saved'
      case 'put parameters':
        if (!(PARAMETER_TABLES as readonly string[]).includes(a ?? '')) throw new UsageError(`content: tableName must be one of ${PARAMETER_TABLES.join(', ')}`)
        await admin.replaceParameters(a!, readJson<{ items: Array<{ id: number; value: string }> }>(b, ParametersUpdate).items)
        return `content: parameters ${a} saved`
      case 'show schedule':
        return JSON.stringify(await calendar.schedule(branchId()), null, 2)
      case 'show holidays':
        return JSON.stringify(await calendar.holidays(), null, 2)
      case 'put schedule':
        await calendar.setSchedule(branchId(), readJson<ScheduleFields>(b, ScheduleUpdate))
        return `content: schedule of branch ${a} saved`
      case 'put holiday': {
        if (!a || !b || (c !== undefined && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(c))) throw new UsageError(USAGE)
        await calendar.putHoliday(a, b, c ?? null)
        return `content: holiday ${a} saved`
      }
      case 'put closure': {
        if (!b || !c) throw new UsageError(USAGE)
        const id = await calendar.addClosure(branchId(), b, c, args[5] ?? '')
        return `content: closure ${id} saved`
      }
      case 'delete holiday':
        return (await calendar.deleteHoliday(a ?? '')) ? `content: holiday ${a} deleted` : `content: no holiday on ${a}`
      case 'delete closure':
        return (await calendar.deleteClosure(Number(a) || 0)) ? `content: closure ${a} deleted` : `content: no closure ${a}`
      case 'delete page':
        await admin.deletePage(a ?? '')
        return `content: page ${a} deleted`
      case 'delete post':
        await admin.deletePost(kindOf(a), b ?? '')
        return `content: ${a} ${b} deleted`
      case 'delete contract':
        await admin.deleteContract(Number(a))
        return `content: contract ${a} deleted`
      default: {
        if (verb !== 'invalidate') throw new UsageError(USAGE)
        const all = Object.keys(CONTENT_GROUPS) as ContentGroup[]
        const groups = args.slice(1)
        const unknown = groups.filter((g) => !all.includes(g as ContentGroup))
        if (unknown.length) throw new UsageError(`content: unknown group ${unknown.join(', ')}; groups: ${all.join(', ')}`)
        await admin.invalidate(groups.length ? (groups as ContentGroup[]) : all)
        return `content: invalidated ${groups.length ? groups.join(', ') : 'all content'}`
      }
    }
  } finally {
    redis.disconnect()
    await pool.end()
  }
}

main(process.argv.slice(2)).then(
  (out) => console.log(out),
  (err: unknown) => {
    if (err instanceof GatewayError) console.error(`content: ${err.errors?.map((e) => `${e.field}: ${e.message}`).join('; ') || err.message}`)
    else if (err instanceof UsageError || err instanceof ConfigError || err instanceof StartupError) console.error(err.message)
    else console.error(`content: ${(err as Error).message}`)
    process.exit(1)
  },
)
