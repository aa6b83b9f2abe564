// Slots from a branch's schedule (sell-wizard.md §5), as pure functions of the schedule, the
// holidays and closures, the seats taken and the moment asked: no SQL, no clock of their own.
// Times of day are minutes after Istanbul midnight; days are 'YYYY-MM-DD' in Istanbul.
import { addDays, chipLabel, hm, instantOf, istanbulDay, weekdayOf } from './istanbul-time.js'

export interface Hours {
  opens: number
  closes: number
}

export interface Schedule {
  branchId: number
  weekday: Hours
  /** Null: closed on Saturdays. */
  saturday: Hours | null
  lunch: { starts: number; ends: number } | null
  slotMinutes: number
  /** Seats per slot (inspection bays). */
  capacity: number
  /** The earliest bookable slot starts this long after now. */
  leadMinutes: number
  /** Days bookable, today included. */
  horizonDays: number
}

export interface Holiday {
  day: string
  name: string
  /** Half day: closed from this minute of day; null = closed all day. */
  closesAt: number | null
}

export interface Closure {
  startsOn: string
  endsOn: string
  reason: string
}

export interface Calendar {
  holidays: ReadonlyMap<string, Holiday>
  /** This branch's closures. */
  closures: readonly Closure[]
}

export const CLOSED = { sunday: 'Pazar', closed: 'Kapalı' } as const

export interface DayView {
  date: string
  /** ISO weekday, Monday 1 … Sunday 7. */
  weekday: number
  /** '12 Mar Per' */
  label: string
  open: boolean
  /** Why a closed day is closed: 'Pazar', the holiday's name, 'Kapalı'. */
  closedReason?: string
  /** An open half day: the holiday's name (morning slots only). */
  halfDay?: string
}

export interface DayStrip {
  /** Empty cells before the first day in a Monday-first week grid (0 when today is a Monday). */
  leadingBlanks: number
  days: DayView[]
}

export type SlotStatus = 'available' | 'full' | 'past'

export interface SlotView {
  time: string
  startsAt: string
  endsAt: string
  remaining: number
  status: SlotStatus
  /** 'Son 1 yer' when one seat is left. */
  label?: string
}

export const LAST_SEAT = 'Son 1 yer'

/** The day's opening hours after holidays, closures and Sundays; `closed` names why there are none. */
export function dayHours(s: Schedule, cal: Calendar, day: string): { hours: Hours | null; closed?: string; halfDay?: string } {
  const holiday = cal.holidays.get(day)
  const weekday = weekdayOf(day)
  if (holiday && holiday.closesAt === null) return { hours: null, closed: holiday.name }
  if (weekday === 7) return { hours: null, closed: CLOSED.sunday }
  if (cal.closures.some((c) => c.startsOn <= day && day <= c.endsOn)) return { hours: null, closed: CLOSED.closed }
  const base = weekday === 6 ? s.saturday : s.weekday
  if (!base) return { hours: null, closed: CLOSED.closed }
  if (!holiday) return { hours: base }
  const closes = Math.min(base.closes, holiday.closesAt!)
  if (closes <= base.opens) return { hours: null, closed: holiday.name }
  return { hours: { opens: base.opens, closes }, halfDay: holiday.name }
}

/**
 * Slot starts of a day: from opening, one slot length apart; a slot that would run into the lunch
 * break starts at its end instead; the last one ends by closing time.
 */
export function slotStarts(s: Schedule, cal: Calendar, day: string): number[] {
  const { hours } = dayHours(s, cal, day)
  if (!hours) return []
  const out: number[] = []
  let t = hours.opens
  while (t + s.slotMinutes <= hours.closes) {
    if (s.lunch && t < s.lunch.ends && t + s.slotMinutes > s.lunch.starts) {
      t = Math.max(t, s.lunch.ends)
      continue
    }
    out.push(t)
    t += s.slotMinutes
  }
  return out
}

/** The bookable days: today and the next horizonDays − 1, in a Monday-first grid. */
export function dayStrip(s: Schedule, cal: Calendar, now: Date): DayStrip {
  const today = istanbulDay(now)
  const days: DayView[] = []
  for (let i = 0; i < s.horizonDays; i++) {
    const date = addDays(today, i)
    const { hours, closed, halfDay } = dayHours(s, cal, date)
    const open = hours !== null && slotStarts(s, cal, date).length > 0
    days.push({
      date, weekday: weekdayOf(date), label: chipLabel(date), open,
      ...(open ? {} : { closedReason: closed ?? CLOSED.closed }),
      ...(open && halfDay ? { halfDay } : {}),
    })
  }
  return { leadingBlanks: weekdayOf(today) - 1, days }
}

/** Whether a day is inside the horizon counted from now. */
export function inHorizon(s: Schedule, day: string, now: Date): boolean {
  const today = istanbulDay(now)
  return day >= today && day <= addDays(today, s.horizonDays - 1)
}

/** Each slot of the day with its free seats; `taken` counts live holds and bookings by start minute. */
export function slotViews(s: Schedule, cal: Calendar, day: string, taken: ReadonlyMap<number, number>, now: Date): SlotView[] {
  const earliest = now.getTime() + s.leadMinutes * 60_000
  return slotStarts(s, cal, day).map((t) => {
    const start = instantOf(day, t)
    const remaining = Math.max(0, s.capacity - (taken.get(t) ?? 0))
    const status: SlotStatus = start.getTime() < earliest ? 'past' : remaining === 0 ? 'full' : 'available'
    return {
      time: hm(t),
      startsAt: start.toISOString(),
      endsAt: instantOf(day, t + s.slotMinutes).toISOString(),
      remaining: status === 'past' ? 0 : remaining,
      status,
      ...(status === 'available' && remaining === 1 ? { label: LAST_SEAT } : {}),
    }
  })
}

/**
 * The moment a day's answer stops being right by the clock alone: the next slot passing the
 * earliest-booking line, or the next Istanbul midnight (the strip moves on a day).
 */
export function clockChangeAt(s: Schedule, cal: Calendar, day: string, now: Date): number {
  const midnight = instantOf(addDays(istanbulDay(now), 1), 0).getTime()
  const lead = s.leadMinutes * 60_000
  const next = slotStarts(s, cal, day).map((t) => instantOf(day, t).getTime() - lead).find((at) => at > now.getTime())
  return Math.min(midnight, next ?? midnight)
}

export type SlotCheck =
  | { ok: true; start: Date; end: Date; minute: number }
  | { ok: false; reason: 'closed' | 'unknown' | 'past' | 'horizon'; closed?: string }

/** Whether a day and time name a slot that may be booked now (seats aside). */
export function checkSlot(s: Schedule, cal: Calendar, day: string, minute: number, now: Date): SlotCheck {
  if (!inHorizon(s, day, now)) return { ok: false, reason: day < istanbulDay(now) ? 'past' : 'horizon' }
  const { hours, closed } = dayHours(s, cal, day)
  if (!hours) return { ok: false, reason: 'closed', ...(closed ? { closed } : {}) }
  if (!slotStarts(s, cal, day).includes(minute)) return { ok: false, reason: 'unknown' }
  const start = instantOf(day, minute)
  if (start.getTime() < now.getTime() + s.leadMinutes * 60_000) return { ok: false, reason: 'past' }
  return { ok: true, start, end: instantOf(day, minute + s.slotMinutes), minute }
}
