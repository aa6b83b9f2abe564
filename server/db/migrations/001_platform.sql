-- Platform tables: SEO data of pages, served into each page's server-rendered <head>.
CREATE TABLE seo_pages (
  path            text PRIMARY KEY CHECK (path ~ '^/'),
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description     text CHECK (length(description) <= 400),
  canonical       text,
  robots          text,
  keywords        text,
  link_tags       jsonb NOT NULL DEFAULT '[]'::jsonb,
  og_image        text,
  no_title_suffix boolean NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Which seed version a database carries; the gateway seeds an empty database on first start.
CREATE TABLE seed_runs (
  version    integer PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
