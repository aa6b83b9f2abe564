// Reads the whole car tree from PostgreSQL in the compact shape the cache keeps (CatalogTreeJson).
import type pg from 'pg'
import type { CatalogTreeJson } from './tree-index.js'

export async function loadTree(db: pg.Pool): Promise<CatalogTreeJson> {
  const [brands, models, generations, versions, trims] = await Promise.all([
    db.query({ rowMode: 'array', text: `SELECT id, slug, name, logo_url FROM brands b
      WHERE EXISTS (SELECT 1 FROM models m JOIN catalog_generations g ON g.model_id = m.id WHERE m.brand_id = b.id) ORDER BY id` }),
    db.query({ rowMode: 'array', text: `SELECT id, brand_id, slug, name FROM models m
      WHERE EXISTS (SELECT 1 FROM catalog_generations g WHERE g.model_id = m.id) ORDER BY id` }),
    db.query({ rowMode: 'array', text: 'SELECT id, model_id, name, from_year, to_year FROM catalog_generations ORDER BY id' }),
    db.query({ rowMode: 'array', text: 'SELECT id, generation_id, body, fuel, gear, name, engine_cc, power_hp, position FROM catalog_versions ORDER BY id' }),
    // list_price is bigint (a string in pg); TL prices stay far below 2^53.
    db.query({ rowMode: 'array', text: `SELECT t.agac_id, t.version_id, t.name, t.position,
        array_agg(p.model_year ORDER BY p.model_year), array_agg(p.list_price::float8 ORDER BY p.model_year)
      FROM catalog_trims t JOIN catalog_trim_prices p ON p.agac_id = t.agac_id GROUP BY t.agac_id ORDER BY t.agac_id` }),
  ])
  return {
    brands: brands.rows as CatalogTreeJson['brands'],
    models: models.rows as CatalogTreeJson['models'],
    generations: generations.rows as CatalogTreeJson['generations'],
    versions: versions.rows as CatalogTreeJson['versions'],
    trims: trims.rows as CatalogTreeJson['trims'],
  }
}
