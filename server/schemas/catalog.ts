// Shapes of the sell wizard's catalog (decision 023): the levels of the tree in the order the
// wizard asks them, an option of a level's list, and a leaf as the catalog_leaves view has it.
import Type, { type Static } from 'typebox'
import { FlowOptionSchema, type FlowOption } from './flow.js'

/** Steps 1–9 of sell-wizard.md §3; `trim` is the leaf (agac_id). */
export const CATALOG_LEVELS = ['year', 'brand', 'model', 'body', 'generation', 'fuel', 'gear', 'version', 'trim'] as const
export type CatalogLevel = (typeof CATALOG_LEVELS)[number]

/** Answers so far, each the `value` of an option of its level. */
export type CatalogAnswers = Partial<Record<CatalogLevel, string>>

/** An option of a level's list: the flow layer's option, which the wizard's steps show as it is. */
export const CatalogOptionSchema = FlowOptionSchema
export type CatalogOption = FlowOption

/** A row of the catalog_leaves view: one trim in one model year, with its whole path. */
export const CatalogLeafSchema = Type.Object({
  agac_id: Type.Integer(),
  model_year: Type.Integer(),
  brand_id: Type.Integer(),
  brand_slug: Type.String(),
  brand_name: Type.String(),
  model_id: Type.Integer(),
  model_slug: Type.String(),
  model_name: Type.String(),
  body: Type.String(),
  generation_id: Type.Integer(),
  generation: Type.String(),
  fuel: Type.String(),
  gear: Type.String(),
  version_id: Type.Integer(),
  version_name: Type.String(),
  engine_cc: Type.Union([Type.Integer(), Type.Null()]),
  power_hp: Type.Integer(),
  trim_name: Type.String(),
  /** New list price of the trim for that model year, in 2025 TL. */
  list_price: Type.Integer(),
}, { additionalProperties: false })
export type CatalogLeaf = Static<typeof CatalogLeafSchema>
