// Shapes of the vehicle calls (spec §3 filter request, search response, vehicle detail; §7; §9).
import Type from 'typebox'
import { PlainText } from './text.js'
import { DEFAULT_PAGE_SIZE, DEFAULT_VEHICLE_TYPE, FILTER_KEYS, SORTERS, VEHICLE_TYPES } from './vehicle-constants.js'

export * from './vehicle-constants.js'

const FilterValue = Type.Union([PlainText({ maxLength: 100 }), Type.Number(), Type.Boolean(), Type.Null()])

export const VehiclesGetBody = Type.Object({
  filters: Type.Record(Type.String({ maxLength: 40 }), Type.Array(FilterValue, { maxItems: 60 }), {
    maxProperties: 30, default: {},
    description: `Filtre anahtarı → değer listesi. Anahtarlar: ${FILTER_KEYS.join(', ')}. Aralıklar (Year, Km, Price) [en az, en çok] iki sayıdır.`,
  }),
  sorters: Type.Array(Type.Integer(), { maxItems: 3, default: [], description: `Sıralama kimlikleri: ${Object.entries(SORTERS).map(([k, v]) => `${k} ${v}`).join(', ')}` }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
  pageNumber: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  VehicleTypeId: Type.Union([Type.Literal(VEHICLE_TYPES.car), Type.Literal(VEHICLE_TYPES.motorcycle)], { default: DEFAULT_VEHICLE_TYPE, description: '14870 otomobil, 14169 motosiklet' }),
})

export const VehicleCardSchema = Type.Object({
  id: Type.Integer(),
  announcementNo: Type.String(),
  vehicleTypeId: Type.Integer(),
  brand: Type.String(),
  brandSlug: Type.String(),
  model: Type.String(),
  modelSlug: Type.String(),
  modelName: Type.String(),
  year: Type.Integer(),
  km: Type.Integer(),
  fuelType: Type.String(),
  gearType: Type.String(),
  caseType: Type.String(),
  color: Type.String(),
  city: Type.String(),
  currentListingPrice: Type.Integer(),
  previousPrice: Type.Optional(Type.Integer()),
  campaignTitle: Type.Optional(Type.String()),
  certificationTitle: Type.Optional(Type.String()),
  isReserved: Type.Boolean(),
  isSold: Type.Boolean(),
  isOptionedAtSap: Type.Boolean(),
  tags: Type.Array(Type.String()),
  vehicleTramImages: Type.Object({ totalAmount: Type.Integer() }),
  paintedCount: Type.Integer(),
  changedCount: Type.Integer(),
  inStockDate: Type.String(),
  photoUrl: Type.String(),
  detailPath: Type.String(),
})

const FacetValue = Type.Object({
  value: Type.String(), label: Type.String(), count: Type.Integer(), selected: Type.Boolean(),
  logoUrl: Type.Optional(Type.String()),
})
export const FacetSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  type: Type.Union([Type.Literal('multi'), Type.Literal('range'), Type.Literal('flag')]),
  values: Type.Optional(Type.Array(FacetValue)),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  selected: Type.Optional(Type.Array(Type.Number())),
  count: Type.Optional(Type.Integer()),
  on: Type.Optional(Type.Boolean()),
})

export const SearchResultSchema = Type.Object({
  totalCount: Type.Integer(),
  filters: Type.Array(FacetSchema),
  hits: Type.Array(VehicleCardSchema),
})

export const AnnouncementBody = Type.Object({
  announcementno: Type.Optional(Type.Union([PlainText({ maxLength: 40 }), Type.Number(), Type.Null()])),
})
