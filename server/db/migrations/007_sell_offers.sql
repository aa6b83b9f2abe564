-- Pre-offers of the sell wizard (sell-wizard.md §4.5, §4.6): every offer shown — or withheld for an
-- expert — is kept with its inputs, its lines, the whole pricing configuration and the model's
-- version, so an inspection's result can later be compared with what we said and why.

CREATE TABLE sell_offers (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at        timestamptz NOT NULL DEFAULT now(),
  valid_until       timestamptz NOT NULL,
  -- The wizard flow that asked (design §8) and the verified phone, 10 digits ('5321234567').
  flow_id           text CHECK (flow_id IS NULL OR length(flow_id) BETWEEN 1 AND 100),
  phone             text CHECK (phone IS NULL OR phone ~ '^[0-9]{10}$'),
  -- No foreign key to catalog_trims: the catalog is re-seeded (its ids are stable hashes), and an
  -- offer must outlive a trim that leaves the catalog.
  agac_id           integer NOT NULL,
  model_year        integer NOT NULL CHECK (model_year BETWEEN 1950 AND 2100),
  km                integer NOT NULL CHECK (km >= 0),
  inputs            jsonb NOT NULL,
  lines             jsonb NOT NULL,
  configuration     jsonb NOT NULL,
  model_version     text NOT NULL,
  method            text NOT NULL CHECK (method IN ('comparables', 'model')),
  confidence        text NOT NULL CHECK (confidence IN ('yuksek', 'orta', 'dusuk')),
  expert_review     text CHECK (expert_review IN ('heavy-damage', 'damage-cap', 'structural', 'low-confidence')),
  reference         bigint NOT NULL CHECK (reference > 0),
  offer             bigint NOT NULL,
  -- The range shown, TL; null when an expert must look at the car instead.
  range_low         bigint,
  range_high        bigint,
  pre_offered_price bigint,
  CHECK (valid_until > created_at),
  CHECK ((range_low IS NULL) = (expert_review IS NOT NULL) AND (range_high IS NULL) = (range_low IS NULL)
    AND (pre_offered_price IS NULL) = (range_low IS NULL)),
  CHECK (range_low IS NULL OR (range_low <= pre_offered_price AND pre_offered_price <= range_high))
);

CREATE INDEX sell_offers_flow ON sell_offers (flow_id, created_at DESC) WHERE flow_id IS NOT NULL;
CREATE INDEX sell_offers_phone ON sell_offers (phone, created_at DESC) WHERE phone IS NOT NULL;

-- Comparables of one price: same model, fuel and gear, a few model years (pricing/inventory.ts).
CREATE INDEX vehicles_pricing ON vehicles (model_id, fuel_type, gear_type, year) INCLUDE (km)
  WHERE vehicle_type_id = 14870;
