// Taking a seat of a slot inside the caller's transaction. The seat table's primary key
// (branch, slot start, seat number) is the guard: two transactions that want the same seat cannot
// both insert it, whichever gateway they run in; the loser waits for the winner's commit and moves
// on to the next seat number, and finds none when the slot is full (decision 029).
import type pg from 'pg'

/** Removes holds of the slot that lapsed, so their seats can be taken again. */
export async function releaseLapsedHolds(client: pg.PoolClient, branchId: number, start: Date, now: Date): Promise<void> {
  await client.query(
    `DELETE FROM appointments a USING appointment_seats s
      WHERE s.appointment_id = a.id AND s.branch_id = $1 AND s.slot_start = $2 AND a.status = 1 AND a.hold_expires_at <= $3`,
    [branchId, start, now])
}

/** The seat number taken for the appointment, or null when every seat is taken. */
export async function takeSeat(client: pg.PoolClient, branchId: number, start: Date, capacity: number, appointmentId: number, now: Date): Promise<number | null> {
  await releaseLapsedHolds(client, branchId, start, now)
  for (let seat = 1; seat <= capacity; seat++) {
    const { rows } = await client.query<{ seat_no: number }>(
      `INSERT INTO appointment_seats (branch_id, slot_start, seat_no, appointment_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (branch_id, slot_start, seat_no) DO NOTHING RETURNING seat_no`,
      [branchId, start, seat, appointmentId])
    if (rows.length) return seat
  }
  return null
}

/** Seats of a branch's day taken by bookings and live holds, by slot start (epoch ms). */
export async function takenSeats(db: pg.Pool, branchId: number, from: Date, to: Date, now: Date): Promise<{ taken: Map<number, number>; nextHoldExpiry: number | null }> {
  const { rows } = await db.query<{ slot_start: Date; n: number; next_expiry: Date | null }>(
    `SELECT s.slot_start, count(*)::int AS n, min(a.hold_expires_at) AS next_expiry
       FROM appointment_seats s JOIN appointments a ON a.id = s.appointment_id
      WHERE s.branch_id = $1 AND s.slot_start >= $2 AND s.slot_start < $3
        AND (a.status <> 1 OR a.hold_expires_at > $4)
      GROUP BY s.slot_start`,
    [branchId, from, to, now])
  const taken = new Map<number, number>()
  let next: number | null = null
  for (const r of rows) {
    taken.set(r.slot_start.getTime(), r.n)
    if (r.next_expiry && (next === null || r.next_expiry.getTime() < next)) next = r.next_expiry.getTime()
  }
  return { taken, nextHoldExpiry: next }
}
