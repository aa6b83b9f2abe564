-- The sell wizard's catalog tree (sell-wizard.md §3, decision 023): year → brand → model → body →
-- generation → fuel → gear → version (model uzantısı) → trim (donanım), whose leaf id is agac_id.
-- Cars only: the wizard buys cars (vehicle type 14870). Rows are produced by the seed from the
-- vehicle catalogue; ids are hashes of each row's natural key, so they survive re-seeds and edits.

CREATE TABLE catalog_generations (
  id        integer PRIMARY KEY,
  model_id  integer NOT NULL REFERENCES models (id),
  name      text NOT NULL,                 -- 'F30', 'Egea Makyajlı'
  from_year integer NOT NULL CHECK (from_year BETWEEN 1950 AND 2100),
  to_year   integer NOT NULL CHECK (to_year BETWEEN from_year AND 2100),
  UNIQUE (model_id, name)
);

-- One engine as sold in one body with one gearbox and one fuel: the wizard asks body, fuel and
-- gear before the engine, so each combination is its own row (an LPG conversion is fuel 'LPG').
CREATE TABLE catalog_versions (
  id            integer PRIMARY KEY,
  generation_id integer NOT NULL REFERENCES catalog_generations (id),
  body          text NOT NULL CHECK (body IN ('Sedan', 'Hatchback', 'SUV', 'Station Wagon', 'Coupe', 'Cabrio', 'MPV', 'Pick-up', 'Hafif Ticari')),
  fuel          text NOT NULL CHECK (fuel IN ('Benzin', 'Dizel', 'LPG', 'Hibrit', 'Elektrik')),
  gear          text NOT NULL CHECK (gear IN ('Manuel', 'Otomatik', 'Yarı Otomatik')),
  name          text NOT NULL CHECK (name <> ''),   -- '320i', '1.6 Multijet'
  engine_cc     integer CHECK (engine_cc > 0),      -- null for electric
  power_hp      integer NOT NULL CHECK (power_hp > 0),
  position      integer NOT NULL,                   -- display order within the generation
  CHECK ((engine_cc IS NULL) = (fuel = 'Elektrik')),
  UNIQUE (generation_id, body, fuel, gear, name, power_hp)
);

-- The leaf: an equipment package of a version.
CREATE TABLE catalog_trims (
  agac_id    integer PRIMARY KEY,
  version_id integer NOT NULL REFERENCES catalog_versions (id),
  name       text NOT NULL CHECK (name <> ''),      -- 'M Sport', 'Urban'
  position   integer NOT NULL,                      -- cheapest first
  UNIQUE (version_id, name)
);

-- A row per model year the trim was sold in: its new list price in 2025 TL (decision 023), so
-- prices of different years compare without an inflation table.
CREATE TABLE catalog_trim_prices (
  agac_id    integer NOT NULL REFERENCES catalog_trims (agac_id),
  model_year integer NOT NULL CHECK (model_year BETWEEN 1950 AND 2100),
  list_price bigint NOT NULL CHECK (list_price > 0),
  PRIMARY KEY (agac_id, model_year)
);

CREATE INDEX catalog_generations_model ON catalog_generations (model_id);
CREATE INDEX catalog_versions_generation ON catalog_versions (generation_id);
CREATE INDEX catalog_trims_version ON catalog_trims (version_id);
CREATE INDEX catalog_trim_prices_year ON catalog_trim_prices (model_year);

-- The contract the pricing code reads: one row per (trim, model year on sale) with its whole path.
CREATE VIEW catalog_leaves AS
SELECT t.agac_id, p.model_year,
       b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
       m.id AS model_id, m.slug AS model_slug, m.name AS model_name,
       v.body, g.id AS generation_id, g.name AS generation, v.fuel, v.gear,
       v.id AS version_id, v.name AS version_name, v.engine_cc, v.power_hp,
       t.name AS trim_name, p.list_price
  FROM catalog_trim_prices p
  JOIN catalog_trims t ON t.agac_id = p.agac_id
  JOIN catalog_versions v ON v.id = t.version_id
  JOIN catalog_generations g ON g.id = v.generation_id
  JOIN models m ON m.id = g.model_id
  JOIN brands b ON b.id = m.brand_id;

-- Every car of the inventory points at its leaf (the seed fills it; a test proves it); motorcycles
-- have none, the wizard does not buy them. Not NOT NULL for cars: rows seeded before this
-- migration have none until the next seed, which runs on the same start (SEED_VERSION).
ALTER TABLE vehicles ADD COLUMN agac_id integer REFERENCES catalog_trims (agac_id);
ALTER TABLE vehicles ADD CONSTRAINT vehicles_agac_id_cars_only CHECK (agac_id IS NULL OR vehicle_type_id = 14870);
CREATE INDEX vehicles_agac_id ON vehicles (agac_id);
