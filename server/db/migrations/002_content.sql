-- Site content run by the backend team (spec §2.3, §3, §7): footer, social links, static texts,
-- general info, contracts, parameter lists, pages, posts (campaign/blog/news) and branches.

CREATE TABLE footer_columns (
  id       serial PRIMARY KEY,
  position integer NOT NULL,
  title    text NOT NULL CHECK (length(title) BETWEEN 1 AND 80)
);

CREATE TABLE footer_items (
  id        serial PRIMARY KEY,
  column_id integer NOT NULL REFERENCES footer_columns (id) ON DELETE CASCADE,
  position  integer NOT NULL,
  title     text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  url       text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
  -- The remote content's "tab" setting: false hides the link (spec §2.3).
  tab       boolean NOT NULL DEFAULT true
);
CREATE INDEX footer_items_column ON footer_items (column_id, position);

CREATE TABLE social_links (
  id        integer PRIMARY KEY,
  position  integer NOT NULL,
  title     text NOT NULL,
  url       text NOT NULL,
  image_url text NOT NULL
);

CREATE TABLE site_static (
  key   text PRIMARY KEY CHECK (key ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  title text NOT NULL,
  text  text NOT NULL
);

CREATE TABLE general_info (
  key          text PRIMARY KEY CHECK (key ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  bool_value   boolean,
  string_value text,
  CHECK ((bool_value IS NULL) <> (string_value IS NULL))
);

CREATE TABLE contracts (
  id               integer PRIMARY KEY,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description      text NOT NULL,
  contract_type_id integer NOT NULL
    CHECK (contract_type_id IN (105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 170, 171, 190, 191, 192)),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contracts_type ON contracts (contract_type_id, id);

CREATE TABLE parameter_items (
  table_name text NOT NULL CHECK (table_name ~ '^[A-Za-z][A-Za-z0-9]{0,63}$'),
  id         integer NOT NULL,
  value      text NOT NULL CHECK (length(value) BETWEEN 1 AND 200),
  PRIMARY KEY (table_name, id)
);

CREATE TABLE pages (
  slug            text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary         text NOT NULL DEFAULT '',
  body            jsonb NOT NULL DEFAULT '[]'::jsonb,
  seo_title       text NOT NULL,
  seo_description text NOT NULL,
  seo_keywords    text,
  seo_robots      text,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE posts (
  id              serial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('campaign', 'blog', 'news')),
  slug            text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary         text NOT NULL,
  body            jsonb NOT NULL DEFAULT '[]'::jsonb,
  cover_theme     text NOT NULL,
  published_at    timestamptz NOT NULL,
  starts_at       timestamptz,
  ends_at         timestamptz,
  tags            text[] NOT NULL DEFAULT '{}',
  seo_title       text NOT NULL,
  seo_description text NOT NULL,
  seo_keywords    text,
  seo_robots      text,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, slug),
  -- A campaign runs between two dates; blog posts and news have none.
  CHECK ((kind = 'campaign') = (starts_at IS NOT NULL AND ends_at IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX posts_list ON posts (kind, published_at DESC, id DESC);

CREATE TABLE branches (
  id        integer PRIMARY KEY,
  slug      text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name      text NOT NULL,
  city      text NOT NULL,
  district  text NOT NULL,
  address   text NOT NULL,
  phone     text NOT NULL,
  hours     text NOT NULL,
  latitude  double precision NOT NULL CHECK (latitude BETWEEN 35 AND 43),
  longitude double precision NOT NULL CHECK (longitude BETWEEN 25 AND 45),
  services  text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX branches_city ON branches (city);
