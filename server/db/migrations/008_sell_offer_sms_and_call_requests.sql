-- Step 11's "Teklifi SMS ile gönder" and "Sizi arayalım mı?" (issue 13, decision 028).

-- What the signed link restores: the flow's answers when the offer was made, without the phone
-- (services/sell/offer-snapshot.ts). Null for an offer made before this migration: its link is
-- "not found" like any other.
ALTER TABLE sell_offers ADD COLUMN flow_snapshot jsonb;
-- The offer's SMS sends, counted here so the per-offer cap holds across instances and restarts.
ALTER TABLE sell_offers ADD COLUMN sms_sends smallint NOT NULL DEFAULT 0 CHECK (sms_sends >= 0);
ALTER TABLE sell_offers ADD COLUMN sms_sent_at timestamptz;

-- Call requests for the call-centre. The wizard's expert-review card ('sell-offer') writes the
-- first ones; issue 17's call form (source 'vehicle', POST /api/vehicle/inform-customer) adds its
-- own columns (vehicle, name, call type, consent, channels) to this same table.
CREATE TABLE call_requests (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now(),
  source      text NOT NULL CHECK (source ~ '^[a-z][a-z0-9-]{0,39}$'),
  -- new → in-progress → done | cancelled, moved by the call-centre.
  status      text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in-progress', 'done', 'cancelled')),
  -- The verified phone, 10 digits ('5321234567'); never logged in full.
  phone       text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  -- The pre-offer (its inputs, lines and flow snapshot are the call-centre's context).
  offer_id    uuid REFERENCES sell_offers (id),
  flow_id     text CHECK (flow_id IS NULL OR length(flow_id) BETWEEN 1 AND 100),
  CHECK (source <> 'sell-offer' OR offer_id IS NOT NULL)
);

-- One request per offer: a second click stores nothing new.
CREATE UNIQUE INDEX call_requests_offer ON call_requests (offer_id) WHERE offer_id IS NOT NULL;
-- The call-centre's queue: open requests, oldest first.
CREATE INDEX call_requests_open ON call_requests (created_at) WHERE status IN ('new', 'in-progress');
