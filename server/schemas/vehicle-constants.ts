// The vehicle search's constants (spec §3, §4.10, §9), free of TypeBox so the web bundle imports
// them as they are instead of keeping copies; server/schemas/vehicles.ts re-exports them.

export const VEHICLE_TYPES = { car: 14870, motorcycle: 14169 } as const
/** Spec §9: "default vehicle type 14169 (motorcycles)"; the car listing always sends 14870. */
export const DEFAULT_VEHICLE_TYPE = VEHICLE_TYPES.motorcycle
export const DEFAULT_PAGE_SIZE = 12

/** Sort ids: the spec's three (1 most visited, 2 last added, 3 campaign) plus price, km and year both ways. */
export const SORTERS = {
  1: 'En çok görüntülenen',
  2: 'Son eklenen',
  3: 'Kampanyalı araçlar önce',
  4: 'Fiyat: düşükten yükseğe',
  5: 'Fiyat: yüksekten düşüğe',
  6: 'Kilometre: düşükten yükseğe',
  7: 'Kilometre: yüksekten düşüğe',
  8: 'Yıl: eskiden yeniye',
  9: 'Yıl: yeniden eskiye',
} as const
export type SorterId = keyof typeof SORTERS
export const DEFAULT_SORTER: SorterId = 2

/** Filter keys: the spec's six plus the vehicle's own facets. */
export const FILTER_KEYS = [
  'HasReserved', 'HasSold', 'HasOptionedAtSap', 'HasCertified', 'Tags', 'HasCampaign',
  'Brand', 'Model', 'Year', 'Km', 'Price', 'FuelType', 'GearType', 'CaseType', 'Color', 'City', 'Damage',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export const RANGE_KEYS = ['Year', 'Km', 'Price'] as const
export const FLAG_KEYS = ['HasReserved', 'HasSold', 'HasOptionedAtSap', 'HasCertified', 'HasCampaign'] as const
export const DAMAGE_VALUES = { NoTramer: 'Tramer kaydı yok', NoPainted: 'Boyasız', NoChanged: 'Değişensiz' } as const

/** What a range filter may span; an open end in the client is the limit. */
export const RANGE_LIMITS = { Year: [1990, 2100], Km: [0, 5_000_000], Price: [0, 1_000_000_000] } as const

/**
 * The listing's query keys in the page address (web/src/components/vehicles/listing-search.ts
 * writes them); the gateway keeps exactly these in canonical URLs and access logs (decision 020).
 */
export const LISTING_QUERY = {
  multi: { Brand: 'marka', Model: 'model', FuelType: 'yakit', GearType: 'vites', CaseType: 'kasa', Color: 'renk', City: 'sehir', Tags: 'etiket', Damage: 'hasar' },
  range: { Year: 'yil', Km: 'km', Price: 'fiyat' },
  flag: { HasReserved: 'rezerve', HasSold: 'satilan', HasOptionedAtSap: 'opsiyonlu', HasCertified: 'sertifikali', HasCampaign: 'kampanyali' },
  sort: 'siralama',
  page: 'sayfa',
  size: 'adet',
} as const
