-- Vehicle inventory (spec §2.2, §3, §4.10, §9): brands, models and vehicles for sale at the
-- branches. Facet columns are plain columns so a search filters and counts them in one pass.

CREATE TABLE brands (
  id        integer PRIMARY KEY,
  slug      text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name      text NOT NULL,
  -- Drawn by the gateway: /media/brands/{slug}.svg
  logo_url  text NOT NULL,
  position  integer NOT NULL DEFAULT 0
);

CREATE TABLE models (
  id              integer PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands (id),
  slug            text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name            text NOT NULL,
  -- 14870 cars, 14169 motorcycles (spec §9)
  vehicle_type_id integer NOT NULL CHECK (vehicle_type_id IN (14870, 14169)),
  UNIQUE (brand_id, slug)
);

CREATE TABLE vehicles (
  id                  serial PRIMARY KEY,
  announcement_no     text NOT NULL UNIQUE CHECK (announcement_no ~ '^[0-9]{6,12}$'),
  vehicle_type_id     integer NOT NULL CHECK (vehicle_type_id IN (14870, 14169)),
  brand_id            integer NOT NULL REFERENCES brands (id),
  model_id            integer NOT NULL REFERENCES models (id),
  model_name          text NOT NULL,               -- trim, e.g. '1.6 Multijet Urban'
  year                integer NOT NULL CHECK (year BETWEEN 1990 AND 2100),
  km                  integer NOT NULL CHECK (km >= 0),
  case_type           text NOT NULL,               -- body: Sedan, Hatchback, SUV … / Scooter, Naked …
  generation          text NOT NULL,
  fuel_type           text NOT NULL,               -- Benzin, Dizel, LPG, Hibrit, Elektrik
  gear_type           text NOT NULL,               -- Manuel, Otomatik, Yarı Otomatik
  color               text NOT NULL,
  engine_cc           integer,                     -- null for electric
  power_hp            integer NOT NULL,
  city                text NOT NULL,
  branch_id           integer NOT NULL REFERENCES branches (id),
  current_price       bigint NOT NULL CHECK (current_price > 0),   -- TL
  previous_price      bigint CHECK (previous_price IS NULL OR previous_price > current_price),
  campaign_title      text,                        -- set = the vehicle is in a campaign
  certification_title text,                        -- set = certified
  is_reserved         boolean NOT NULL DEFAULT false,
  is_sold             boolean NOT NULL DEFAULT false,
  is_optioned_at_sap  boolean NOT NULL DEFAULT false,
  tags                text[] NOT NULL DEFAULT '{}',
  in_stock_date       date NOT NULL,
  view_count          integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  chassis_number      text NOT NULL,
  license_plate       text NOT NULL,
  tramer_total        integer NOT NULL DEFAULT 0 CHECK (tramer_total >= 0),  -- TL; 0 = no damage record
  painted_parts       text[] NOT NULL DEFAULT '{}',
  changed_parts       text[] NOT NULL DEFAULT '{}',
  expertise_summary   text NOT NULL DEFAULT '',
  photo_count         integer NOT NULL DEFAULT 4 CHECK (photo_count BETWEEN 1 AND 20),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- The listing always filters by type; sorts and the home rails read these orders.
CREATE INDEX vehicles_type_price ON vehicles (vehicle_type_id, current_price);
CREATE INDEX vehicles_type_stock ON vehicles (vehicle_type_id, in_stock_date DESC, id DESC);
CREATE INDEX vehicles_type_views ON vehicles (vehicle_type_id, view_count DESC, id DESC);
CREATE INDEX vehicles_brand_model ON vehicles (brand_id, model_id);
CREATE INDEX vehicles_campaign ON vehicles (vehicle_type_id, in_stock_date DESC) WHERE campaign_title IS NOT NULL;
