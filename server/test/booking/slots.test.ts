// Slot generation from the seeded schedule and holidays (sell-wizard.md §5): weekday, Saturday,
// lunch, a half day, a holiday, Sundays, a branch closure, the Monday-first strip, the earliest
// booking line and Istanbul's fixed UTC+3 (no DST: the day of the European clock change is like any other).
import t from 'tap'
import { HOLIDAYS, seedSchedules } from '../../db/seed/booking/index.js'
import { instantOf, istanbulDay, parseHm } from '../../services/booking/istanbul-time.js'
import { checkSlot, dayStrip, slotStarts, slotViews, type Calendar, type Schedule } from '../../services/booking/slots.js'
import { hm } from '../../services/booking/istanbul-time.js'

const seeded = seedSchedules().find((s) => s.capacity === 2)!
const schedule: Schedule = {
  branchId: seeded.branchId,
  weekday: { opens: parseHm(seeded.weekdayOpens)!, closes: parseHm(seeded.weekdayCloses)! },
  saturday: { opens: parseHm(seeded.saturdayOpens)!, closes: parseHm(seeded.saturdayCloses)! },
  lunch: { starts: parseHm(seeded.lunchStarts)!, ends: parseHm(seeded.lunchEnds)! },
  slotMinutes: seeded.slotMinutes, capacity: seeded.capacity, leadMinutes: seeded.leadMinutes, horizonDays: seeded.horizonDays,
}
const calendar: Calendar = {
  holidays: new Map(HOLIDAYS.map((h) => [h.day, { day: h.day, name: h.name, closesAt: h.closesAt ? parseHm(h.closesAt) : null }])),
  closures: [{ startsOn: '2026-03-25', endsOn: '2026-03-25', reason: 'Sayım' }],
}
const times = (day: string) => slotStarts(schedule, calendar, day).map(hm)

t.test('a weekday: 09:00–18:00 in 60-minute slots, none across the 12:30–13:30 lunch', async (t) => {
  t.same(times('2026-03-17'), ['09:00', '10:00', '11:00', '13:30', '14:30', '15:30', '16:30'])
})

t.test('a Saturday: 09:30–17:00', async (t) => {
  t.same(times('2026-03-28'), ['09:30', '10:30', '11:30', '13:30', '14:30', '15:30'])
})

t.test('a half day (arife, from 13:00): morning slots only', async (t) => {
  t.same(times('2026-03-19'), ['09:00', '10:00', '11:00'])
  t.same(times('2026-10-28'), ['09:00', '10:00', '11:00'])
})

t.test('holidays, Sundays and a closure have no slots', async (t) => {
  for (const day of ['2026-03-20', '2026-03-21', '2026-01-01', '2026-05-19', '2027-05-19', '2026-03-22', '2026-03-29', '2026-03-25']) t.same(times(day), [], day)
})

t.test('the strip: 14 days from today, Monday-first, closed days named', async (t) => {
  const now = instantOf('2026-03-18', 10 * 60) // a Wednesday
  const strip = dayStrip(schedule, calendar, now)
  t.equal(strip.leadingBlanks, 2, 'Monday and Tuesday are empty cells before Wednesday')
  t.equal(strip.days.length, 14)
  t.equal(strip.days[0]!.date, '2026-03-18')
  t.equal(strip.days[13]!.date, '2026-03-31')
  const byDate = new Map(strip.days.map((d) => [d.date, d]))
  t.same(byDate.get('2026-03-19'), { date: '2026-03-19', weekday: 4, label: '19 Mar Per', open: true, halfDay: 'Ramazan Bayramı Arifesi' })
  t.equal(byDate.get('2026-03-20')!.closedReason, 'Ramazan Bayramı')
  t.equal(byDate.get('2026-03-21')!.closedReason, 'Ramazan Bayramı', 'a holiday on a Saturday is named as the holiday')
  t.equal(byDate.get('2026-03-29')!.closedReason, 'Pazar')
  t.equal(byDate.get('2026-03-25')!.closedReason, 'Kapalı', "a branch closure reads 'Kapalı'")
  t.equal(byDate.get('2026-03-28')!.open, true, 'an ordinary Saturday is open')
})

t.test('seats and the earliest line: now + 2 h is the first bookable start; full and last-seat slots', async (t) => {
  const now = instantOf('2026-03-17', 8 * 60 + 30) // 08:30 Istanbul
  const taken = new Map([[10 * 60, 1], [11 * 60, 2]])
  const views = slotViews(schedule, calendar, '2026-03-17', taken, now)
  t.same(views.slice(0, 4).map((v) => [v.time, v.status, v.remaining, v.label ?? '']), [
    ['09:00', 'past', 0, ''], ['10:00', 'past', 0, ''], ['11:00', 'full', 0, ''], ['13:30', 'available', 2, ''],
  ])
  const later = slotViews(schedule, calendar, '2026-03-17', taken, instantOf('2026-03-17', 7 * 60))
  t.same(later[1], { time: '10:00', startsAt: '2026-03-17T07:00:00.000Z', endsAt: '2026-03-17T08:00:00.000Z', remaining: 1, status: 'available', label: 'Son 1 yer' })
})

t.test('checkSlot names what is wrong', async (t) => {
  const now = instantOf('2026-03-16', 8 * 60)
  t.match(checkSlot(schedule, calendar, '2026-03-17', 10 * 60, now), { ok: true })
  t.match(checkSlot(schedule, calendar, '2026-03-17', 10 * 60 + 15, now), { ok: false, reason: 'unknown' })
  t.match(checkSlot(schedule, calendar, '2026-03-17', 12 * 60, now), { ok: false, reason: 'unknown' }, 'lunch is no slot')
  t.match(checkSlot(schedule, calendar, '2026-03-16', 9 * 60, now), { ok: false, reason: 'past' }, 'inside the 2-hour lead')
  t.match(checkSlot(schedule, calendar, '2026-03-15', 9 * 60, now), { ok: false, reason: 'past' })
  t.match(checkSlot(schedule, calendar, '2026-03-20', 9 * 60, now), { ok: false, reason: 'closed', closed: 'Ramazan Bayramı' })
  t.match(checkSlot(schedule, calendar, '2026-03-19', 14 * 60 + 30, now), { ok: false, reason: 'unknown' }, 'an afternoon slot of a half day')
  t.match(checkSlot(schedule, calendar, '2026-03-30', 9 * 60, now), { ok: false, reason: 'horizon' }, 'the 15th day')
})

t.test('Istanbul is UTC+3 all year: the last Sunday of March and of October change nothing', async (t) => {
  for (const day of ['2026-03-30', '2026-10-26', '2026-07-01', '2026-12-01']) {
    t.equal(instantOf(day, 9 * 60).toISOString(), `${day}T06:00:00.000Z`, `${day} 09:00 is 06:00 UTC`)
    t.equal(istanbulDay(instantOf(day, 23 * 60 + 59)), day)
    t.same(times(day), ['09:00', '10:00', '11:00', '13:30', '14:30', '15:30', '16:30'])
  }
})
