// What the routes and the wizard ask of booking (`app.booking`): the branches and a branch-day's
// slots through the two-tier cache (dropped on every hold, booking, move and cancel), holds for a
// flow, and the manage link's reads and changes.
import type pg from 'pg'
import type { FlowState } from '../../schemas/flow.js'
import { expiringValue, type CachedJson, type MaybeCached, type TwoTierCache } from '../cache/two-tier-cache.js'
import { BOOKING_MSG, bookingError } from './booking-errors.js'
import { BookingService, type BranchDay, type SlotChoice } from './booking-service.js'
import { appointmentIdOf, choiceOf, subjectOf } from './booking-step.js'
import { loadBooking, type BookingView } from './booking-view.js'
import { appointmentIcs } from './ics.js'
import { addDays, instantOf, isDay, istanbulDay } from './istanbul-time.js'
import { ManageTokens } from './manage-tokens.js'
import { BookingNotifications, type NotificationDeps } from './notifications.js'
import type { BookingBranch } from './schedule-store.js'
import { clockChangeAt, dayHours, dayStrip, inHorizon, slotViews } from './slots.js'

const BRANCHES_KEY = 'booking:branches'
const slotsKey = (branchId: number, day: string) => `booking:slots:${branchId}:${day}`

export interface BookingBranchOption extends BookingBranch {
  horizonDays: number
}

export interface ManagedBooking extends BookingView {
  manageUrl: string
}

export class BookingDesk {
  readonly service: BookingService
  readonly tokens: ManageTokens
  readonly notifications: BookingNotifications

  constructor(private readonly deps: Omit<NotificationDeps, 'tokens' | 'now' | 'db'> & { db: pg.Pool; cache: TwoTierCache; secret: string; host: string; now?: () => Date }) {
    this.service = new BookingService({ db: deps.db, now: deps.now, changed: (days) => this.dropDays(days) })
    this.tokens = new ManageTokens(deps.db, deps.secret, this.service.now)
    this.notifications = new BookingNotifications({ ...deps, tokens: this.tokens, now: this.service.now })
  }

  private dropDays(days: BranchDay[]): Promise<void> {
    return this.deps.cache.invalidate({ keys: days.map((d) => slotsKey(d.branchId, d.day)) })
  }

  branchesAnswer(): MaybeCached {
    return this.deps.cache.get(BRANCHES_KEY, async () => {
      const branches = await this.service.schedules.branches()
      const { rows } = await this.deps.db.query<{ branch_id: number; horizon_days: number }>('SELECT branch_id, horizon_days FROM branch_schedules')
      const horizon = new Map(rows.map((r) => [r.branch_id, r.horizon_days]))
      const cities = [...new Set(branches.map((b) => b.city))]
      return { statusCode: 200, result: { cities, branches: branches.map((b) => ({ ...b, horizonDays: horizon.get(b.id) ?? 14 })) } }
    })
  }

  private parsed: { body: string; branches: BookingBranchOption[] } | undefined

  /** The branches, parsed once per cache entry (a local hit is the same entry). */
  async branches(): Promise<BookingBranchOption[]> {
    const entry = await this.branchesAnswer()
    if (this.parsed?.body !== entry.body) {
      this.parsed = { body: entry.body, branches: (JSON.parse(entry.body) as { result: { branches: BookingBranchOption[] } }).result.branches }
    }
    return this.parsed.branches
  }

  /**
   * A branch-day's strip and slots. The branch and day are checked before any cache key is made, so
   * the keys are bounded by branches × horizon; the entry expires when the clock alone changes it
   * (a slot passes the earliest-booking line, a hold lapses, midnight). A branch-day once checked
   * stays checked until Istanbul's midnight or a new branches entry, so the hot path (a visitor
   * paging the strip, many visitors on one popular day) is a map read and a cache read.
   */
  slotsAnswer(branchId: number, day: string): MaybeCached {
    const checked = this.checked
    const now = checked && +this.service.now()
    const key = checked && checked.branches === this.branchesAnswer() && now! >= checked.from && now! < checked.until ? checked.keys.get(`${branchId}|${day}`) : undefined
    return key === undefined ? this.checkThenAnswer(branchId, day) : this.slotsEntry(key, branchId, day)
  }

  /** Branch-days that passed the checks, for one branches entry and one Istanbul day [from, until). */
  private checked: { branches: MaybeCached; from: number; until: number; keys: Map<string, string> } | undefined

  private async checkThenAnswer(branchId: number, day: string): Promise<CachedJson> {
    const branchesEntry = this.branchesAnswer()
    const branch = (await this.branches()).find((b) => b.id === branchId)
    if (!branch) throw bookingError('BOOKING_BRANCH', 400, BOOKING_MSG.branch, 'branchId')
    const now = this.service.now()
    const today = istanbulDay(now)
    if (!isDay(day) || day < today) throw bookingError('BOOKING_DAY', 400, BOOKING_MSG.past, 'date')
    if (day > addDays(today, branch.horizonDays - 1)) throw bookingError('BOOKING_HORIZON', 400, BOOKING_MSG.horizon, 'date')
    const key = slotsKey(branchId, day)
    // Only a settled entry can be recognised again by identity; the set is bounded by branches × horizon.
    if (!(branchesEntry instanceof Promise)) {
      const from = instantOf(today, 0).getTime()
      if (this.checked?.branches !== branchesEntry || this.checked.from !== from) {
        this.checked = { branches: branchesEntry, from, until: instantOf(addDays(today, 1), 0).getTime(), keys: new Map() }
      }
      this.checked.keys.set(`${branchId}|${day}`, key)
    }
    return this.slotsEntry(key, branchId, day)
  }

  private slotsEntry(key: string, branchId: number, day: string): MaybeCached {
    return this.deps.cache.get(key, async () => {
      const at = this.service.now()
      const { schedule, calendar } = await this.service.planOf(branchId)
      const strip = dayStrip(schedule, calendar, at)
      const { hours, closed, halfDay } = dayHours(schedule, calendar, day)
      const { taken, nextHoldExpiry } = await this.service.occupancy(branchId, day)
      const slots = inHorizon(schedule, day, at) && hours ? slotViews(schedule, calendar, day, taken, at) : []
      const expiresAt = Math.min(clockChangeAt(schedule, calendar, day, at), nextHoldExpiry ?? Infinity)
      return expiringValue({
        statusCode: 200,
        result: {
          branchId, date: day, capacity: schedule.capacity, ...strip,
          day: { open: slots.length > 0, ...(closed ? { closedReason: closed } : {}), ...(halfDay ? { halfDay } : {}) },
          slots,
        },
      }, expiresAt)
    })
  }

  /** Step 12's "choose a slot": a 10-minute hold for the flow. */
  async hold(flowId: string, state: FlowState, values: { city?: string; branch: string; date: string; slot: string }) {
    const subject = subjectOf(flowId, state.answers)
    const { choice } = choiceOf(values, await this.branches())
    return this.service.hold(subject, choice)
  }

  /** Step 13's booking of a flow. */
  async ofFlow(state: FlowState): Promise<ManagedBooking | null> {
    const id = appointmentIdOf(state)
    const record = id === null ? null : await loadBooking(this.deps.db, id)
    if (!record || record.flowId === null) return null
    return { ...record.view, manageUrl: this.notifications.linkOf(record.view.id, record.manageSalt) }
  }

  async icsOfFlow(state: FlowState): Promise<string | null> {
    const booking = await this.ofFlow(state)
    return booking && this.ics(booking)
  }

  private async ics(view: BookingView): Promise<string> {
    const { rows } = await this.deps.db.query<{ reschedules: number }>('SELECT reschedules FROM appointments WHERE id = $1', [view.id])
    return appointmentIcs(view, { host: this.deps.host, now: this.service.now(), sequence: rows[0]?.reschedules ?? 0 })
  }

  /** The booking behind a manage token; the same 404 for anything else. */
  async managed(token: string): Promise<{ view: BookingView; record: NonNullable<Awaited<ReturnType<ManageTokens['open']>>> }> {
    const record = await this.tokens.open(token)
    if (!record) throw bookingError('BOOKING_NOT_FOUND', 404, BOOKING_MSG.notFound)
    return { view: record.view, record }
  }

  async manageIcs(token: string): Promise<string> {
    return this.ics((await this.managed(token)).view)
  }

  async reschedule(token: string, values: { branch: string; date: string; slot: string }): Promise<BookingView> {
    const { view } = await this.managed(token)
    const { choice } = choiceOf(values, await this.branches())
    const { moved } = await this.service.reschedule(view.id, choice as SlotChoice)
    const after = await loadBooking(this.deps.db, view.id)
    if (moved) await this.notifications.booked(view.id, new Date(after!.view.startsAt))
    return after!.view
  }

  async cancel(token: string): Promise<BookingView> {
    const { view } = await this.managed(token)
    if (view.status === 5) return view
    await this.service.cancel(view.id)
    await this.notifications.cancelled(view.id)
    return (await loadBooking(this.deps.db, view.id))!.view
  }
}
