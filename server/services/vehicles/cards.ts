// A vehicle as a listing card (spec §3 vehicle fields) and its addresses.
import type { Catalog } from './catalog.js'
import { VEHICLE_TYPES } from '../../schemas/vehicles.js'

const CARD_COLUMNS = ['id', 'announcement_no', 'vehicle_type_id', 'brand_id', 'model_id', 'model_name', 'year', 'km', 'fuel_type',
  'gear_type', 'case_type', 'color', 'city', 'current_price', 'previous_price', 'campaign_title', 'certification_title', 'is_reserved',
  'is_sold', 'is_optioned_at_sap', 'tags', 'tramer_total']

/** The select list of a card; `t` qualifies the columns when the query joins other tables. */
export function cardSelect(t = ''): string {
  const q = t ? `${t}.` : ''
  return [
    ...CARD_COLUMNS.map((c) => `${q}${c}`),
    `cardinality(${q}painted_parts) AS painted_count`, `cardinality(${q}changed_parts) AS changed_count`,
    `to_char(${q}in_stock_date, 'YYYY-MM-DD') AS in_stock_date`,
  ].join(', ')
}
export const cardColumns = cardSelect()

export interface CardRow {
  id: number; announcement_no: string; vehicle_type_id: number; brand_id: number; model_id: number; model_name: string
  year: number; km: number; fuel_type: string; gear_type: string; case_type: string; color: string; city: string
  current_price: string; previous_price: string | null; campaign_title: string | null; certification_title: string | null
  is_reserved: boolean; is_sold: boolean; is_optioned_at_sap: boolean; tags: string[]; tramer_total: number
  painted_count: number; changed_count: number; in_stock_date: string
}

export function slugify(text: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' }
  return text.replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => map[c]!).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'arac'
}

/** Spec §2.2: the prefix, then brand, model, a readable segment, and the announcement number. */
export function detailPath(typeId: number, brandSlug: string, modelSlug: string, modelName: string, year: number, no: string): string {
  const prefix = typeId === VEHICLE_TYPES.motorcycle ? '/motosiklet-al' : '/araba-al'
  return `${prefix}/${brandSlug}/${modelSlug}/${slugify(`${year} ${modelName}`)}/${no}`
}

export const photoUrl = (no: string, index: number) => `/media/vehicles/${no}/${index}.svg`

export function toCard(r: CardRow, catalog: Catalog) {
  const m = catalog.modelById.get(r.model_id)!
  return {
    id: r.id,
    announcementNo: r.announcement_no,
    vehicleTypeId: r.vehicle_type_id,
    brand: m.brandName,
    brandSlug: m.brandSlug,
    model: m.name,
    modelSlug: m.slug,
    modelName: r.model_name,
    year: r.year,
    km: r.km,
    fuelType: r.fuel_type,
    gearType: r.gear_type,
    caseType: r.case_type,
    color: r.color,
    city: r.city,
    currentListingPrice: Number(r.current_price),
    ...(r.previous_price ? { previousPrice: Number(r.previous_price) } : {}),
    ...(r.campaign_title ? { campaignTitle: r.campaign_title } : {}),
    ...(r.certification_title ? { certificationTitle: r.certification_title } : {}),
    isReserved: r.is_reserved,
    isSold: r.is_sold,
    isOptionedAtSap: r.is_optioned_at_sap,
    tags: r.tags,
    vehicleTramImages: { totalAmount: r.tramer_total },
    paintedCount: r.painted_count,
    changedCount: r.changed_count,
    inStockDate: r.in_stock_date,
    photoUrl: photoUrl(r.announcement_no, 0),
    detailPath: detailPath(r.vehicle_type_id, m.brandSlug, m.slug, r.model_name, r.year, r.announcement_no),
  }
}
