-- Booking the inspection (sell-wizard.md §5, issue 14): each branch's schedule as data, the public
-- holidays (half days included) and per-branch closures; the appointment grows the lead, offer,
-- consents and hold/booking fields; and a seat table whose primary key makes a double booking
-- impossible whatever the number of gateways (decision 029).

CREATE TABLE branch_schedules (
  branch_id       integer PRIMARY KEY REFERENCES branches (id) ON DELETE CASCADE,
  weekday_opens   time NOT NULL,
  weekday_closes  time NOT NULL,
  -- Null: closed on Saturdays. Sundays are always closed.
  saturday_opens  time,
  saturday_closes time,
  -- Null: no lunch break.
  lunch_starts    time,
  lunch_ends      time,
  slot_minutes    smallint NOT NULL CHECK (slot_minutes BETWEEN 15 AND 240),
  -- Inspection bays: seats per slot (appointment_seats.seat_no is at most 2).
  capacity        smallint NOT NULL CHECK (capacity BETWEEN 1 AND 2),
  lead_minutes    integer NOT NULL CHECK (lead_minutes BETWEEN 0 AND 2880),
  horizon_days    smallint NOT NULL CHECK (horizon_days BETWEEN 1 AND 60),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (weekday_opens < weekday_closes),
  CHECK ((saturday_opens IS NULL) = (saturday_closes IS NULL) AND (saturday_opens IS NULL OR saturday_opens < saturday_closes)),
  CHECK ((lunch_starts IS NULL) = (lunch_ends IS NULL) AND (lunch_starts IS NULL OR lunch_starts < lunch_ends))
);

-- Public holidays, closed all day unless `closes_at` says from when (a half day: morning slots only).
CREATE TABLE holidays (
  day        date PRIMARY KEY,
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  closes_at  time
);

-- A branch closed on whole days (renovation, stocktaking): shown as 'Kapalı'.
CREATE TABLE branch_closures (
  id         bigserial PRIMARY KEY,
  branch_id  integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  starts_on  date NOT NULL,
  ends_on    date NOT NULL,
  reason     text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX branch_closures_branch ON branch_closures (branch_id, ends_on);

ALTER TABLE appointments
  ADD COLUMN ends_at          timestamptz,
  -- The wizard flow (the lead) and the pre-offer the booking came from.
  ADD COLUMN flow_id          text CHECK (flow_id IS NULL OR length(flow_id) BETWEEN 1 AND 100),
  ADD COLUMN offer_id         uuid REFERENCES sell_offers (id),
  ADD COLUMN first_name       text CHECK (first_name IS NULL OR length(first_name) BETWEEN 1 AND 50),
  ADD COLUMN last_name        text CHECK (last_name IS NULL OR length(last_name) BETWEEN 1 AND 50),
  -- [{ id, accepted }] with when, from where and through which channel they were given.
  ADD COLUMN consents         jsonb,
  ADD COLUMN consented_at     timestamptz,
  ADD COLUMN consent_ip       text CHECK (consent_ip IS NULL OR length(consent_ip) <= 64),
  ADD COLUMN channel          text CHECK (channel IS NULL OR channel IN ('Web')),
  -- A hold (status 1, Taslak) lapses at this moment; null once booked.
  ADD COLUMN hold_expires_at  timestamptz,
  -- A confirm replayed with the same key (a double click) answers the first booking.
  ADD COLUMN idempotency_key  text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 100),
  -- Mixed into the manage link's signature, so a link names one appointment and cannot be forged.
  ADD COLUMN manage_salt      text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN reschedules      integer NOT NULL DEFAULT 0,
  ADD COLUMN reminder_sent_at timestamptz,
  ADD CONSTRAINT appointments_hold CHECK (hold_expires_at IS NULL OR status = 1),
  ADD CONSTRAINT appointments_ends CHECK (ends_at IS NULL OR ends_at > starts_at);

CREATE UNIQUE INDEX appointments_idempotency ON appointments (flow_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX appointments_flow ON appointments (flow_id) WHERE flow_id IS NOT NULL;
-- Lapsed holds are swept by the next hold (they stopped counting when they lapsed).
CREATE INDEX appointments_holds ON appointments (hold_expires_at) WHERE status = 1 AND hold_expires_at IS NOT NULL;

-- One row per taken seat (a hold or a booking). The primary key is what makes a double booking
-- impossible: two transactions that want the same seat cannot both insert it.
CREATE TABLE appointment_seats (
  branch_id      integer NOT NULL REFERENCES branches (id),
  slot_start     timestamptz NOT NULL,
  seat_no        smallint NOT NULL CHECK (seat_no BETWEEN 1 AND 2),
  appointment_id bigint NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
  PRIMARY KEY (branch_id, slot_start, seat_no)
);
