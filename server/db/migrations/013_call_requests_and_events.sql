-- 'Sizi Arayalım' for a vehicle (issue 17, spec §3 call-request payload, §5.7, §7
-- vehicle/inform-customer, decision 037): the call form's requests go into the call_requests table
-- the wizard's "Sizi arayalım mı?" already uses (decision 028), with source 'vehicle'. Each carries
-- the vehicle, the person, the call type, the consent record (KVKK confirmation and permission, the
-- ETK channels, the contract ids shown, the connection's IP, channel 'Web') and, when signed in,
-- the customer.
ALTER TABLE call_requests
  ADD COLUMN vehicle_id      integer REFERENCES vehicles (id) ON DELETE SET NULL,
  ADD COLUMN customer_id     bigint REFERENCES customers (id) ON DELETE SET NULL,
  ADD COLUMN call_type_id    integer,
  ADD COLUMN call_type_name  text,
  ADD COLUMN name            text CHECK (name IS NULL OR length(name) BETWEEN 1 AND 100),
  ADD COLUMN surname         text CHECK (surname IS NULL OR length(surname) BETWEEN 1 AND 100),
  ADD COLUMN email           text CHECK (email IS NULL OR length(email) BETWEEN 3 AND 320),
  ADD COLUMN kvkk_confirm    boolean,
  ADD COLUMN kvkk_permission boolean,
  ADD COLUMN etk_call        boolean,
  ADD COLUMN etk_mail        boolean,
  ADD COLUMN etk_sms         boolean,
  ADD COLUMN contract_ids    integer[],
  ADD COLUMN channel         text CHECK (channel IS NULL OR channel = 'Web'),
  ADD COLUMN ip_address      inet,
  -- HMAC of (phone, vehicle, day): a double submit, also on two instances, stores one request.
  ADD COLUMN idempotency_key text;

ALTER TABLE call_requests ADD CONSTRAINT call_requests_vehicle_complete CHECK (
  source <> 'vehicle' OR (
    call_type_id IS NOT NULL AND call_type_name IS NOT NULL AND name IS NOT NULL AND surname IS NOT NULL
    AND email IS NOT NULL AND kvkk_confirm IS TRUE AND kvkk_permission IS NOT NULL AND etk_call IS NOT NULL
    AND etk_mail IS NOT NULL AND etk_sms IS NOT NULL AND contract_ids IS NOT NULL AND channel IS NOT NULL
    AND ip_address IS NOT NULL AND idempotency_key IS NOT NULL));

CREATE UNIQUE INDEX call_requests_idempotency ON call_requests (idempotency_key) WHERE idempotency_key IS NOT NULL;
-- Who asked about a vehicle (the call-centre's context when a vehicle is sold or its price moves).
CREATE INDEX call_requests_vehicle ON call_requests (vehicle_id) WHERE vehicle_id IS NOT NULL;

-- Behavioural events (issue 17, spec §3, §4.13, §7; decision 037): the first-party collector's
-- PostgreSQL sink. Partitioned by day (UTC) so a day is dropped whole when its retention ends; the
-- sink creates each day's partition before its first insert. No IP in clear: a keyed hash that
-- changes every day.
CREATE TABLE engagement_events (
  received_at  timestamptz NOT NULL DEFAULT now(),
  name         text NOT NULL CHECK (name ~ '^[a-z][a-z_]{0,39}$'),
  page_type    text NOT NULL CHECK (page_type ~ '^[a-z][a-z0-9_]{0,39}$'),
  page_url     text NOT NULL CHECK (length(page_url) BETWEEN 1 AND 2048),
  channel      text NOT NULL CHECK (channel = 'Web'),
  source       text NOT NULL CHECK (length(source) <= 20),
  hash_id      text CHECK (hash_id IS NULL OR length(hash_id) <= 64),
  ip_hash      text NOT NULL,
  -- The caller's other fields (the sell-flow payload and the like): scalars only.
  props        jsonb NOT NULL DEFAULT '{}'
) PARTITION BY RANGE (received_at);
CREATE INDEX engagement_events_summary ON engagement_events (received_at, name, page_type);
