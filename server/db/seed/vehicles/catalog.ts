// The vehicle catalogue as data: brands sold in Turkey, their models, generations (year spans),
// engines (cc, hp, fuel, gearboxes) and equipment packages, with a 2025 new-price anchor in TL
// (Turkish list prices incl. ÖTV/KDV). Discontinued models carry the price an equivalent car
// would list at in 2025. The inventory generator (generate.ts) draws from it.

export const CAR_TYPE_ID = 14870
export const MOTORCYCLE_TYPE_ID = 14169
export type VehicleTypeId = typeof CAR_TYPE_ID | typeof MOTORCYCLE_TYPE_ID

export const CAR_BODIES = ['Sedan', 'Hatchback', 'SUV', 'Station Wagon', 'Coupe', 'Cabrio', 'MPV', 'Pick-up', 'Hafif Ticari'] as const
export const MOTORCYCLE_BODIES = ['Scooter', 'Naked', 'Sport', 'Touring', 'Adventure', 'Chopper', 'Classic'] as const
export type CarBody = (typeof CAR_BODIES)[number]
export type MotorcycleBody = (typeof MOTORCYCLE_BODIES)[number]
export type Body = CarBody | MotorcycleBody

export const FUELS = ['Benzin', 'Dizel', 'LPG', 'Hibrit', 'Elektrik'] as const
export const GEARS = ['Manuel', 'Otomatik', 'Yarı Otomatik'] as const
export type Fuel = (typeof FUELS)[number]
export type Gear = (typeof GEARS)[number]

export interface EngineSpec {
  /** First part of the trim name (model_name), e.g. '1.6 Multijet'; '' for motorcycles named by package only. */
  name: string
  /** null for electric */
  cc: number | null
  hp: number
  fuel: Fuel
  gears: Gear[]
  /** Multiplies the model's base new price. */
  priceFactor: number
  from?: number
  to?: number
  /** Relative share among the engines offered in a year (default 1). */
  weight?: number
}

export interface GenerationSpec {
  name: string
  from: number
  to: number
  /** Overrides the model's body mix for this generation. */
  bodies?: BodyMix
  /** Overrides the model's equipment packages for this generation. */
  packages?: string[]
}

export type BodyMix = Partial<Record<Body, number>>

export interface ModelSpec {
  slug: string
  name: string
  vehicleTypeId: VehicleTypeId
  /** Relative yearly share of the used stock (per model year on sale). */
  popularity: number
  /** 2025 new list price in TL of the base engine with the first package. */
  newPrice: number
  bodies: BodyMix
  generations: GenerationSpec[]
  engines: EngineSpec[]
  /** Equipment packages, cheapest first; each step adds about 6 % to the price. '' = none. */
  packages: string[]
}

export interface BrandSpec {
  slug: string
  name: string
  /** World manufacturer identifier: the first three characters of the chassis number. */
  wmi: string
  premium?: boolean
  models: ModelSpec[]
}

// ---- compact builders -------------------------------------------------------------------------

const FUEL_CODES = { B: 'Benzin', D: 'Dizel', L: 'LPG', H: 'Hibrit', E: 'Elektrik' } as const satisfies Record<string, Fuel>
const GEAR_CODES = { M: 'Manuel', A: 'Otomatik', Y: 'Yarı Otomatik' } as const satisfies Record<string, Gear>

/** Engine: gears as a code string ('M', 'A', 'Y', 'MA', 'MY' …). */
function e(name: string, cc: number | null, hp: number, fuel: keyof typeof FUEL_CODES, gears: string, priceFactor = 1,
  from?: number, to?: number, weight?: number): EngineSpec {
  const spec: EngineSpec = {
    name, cc, hp, fuel: FUEL_CODES[fuel],
    gears: [...gears].map((c) => GEAR_CODES[c as keyof typeof GEAR_CODES]),
    priceFactor,
  }
  if (from !== undefined) spec.from = from
  if (to !== undefined) spec.to = to
  if (weight !== undefined) spec.weight = weight
  return spec
}

function g(name: string, from: number, to: number, extra: { bodies?: BodyMix | Body; packages?: string[] } = {}): GenerationSpec {
  const spec: GenerationSpec = { name, from, to }
  if (extra.bodies) spec.bodies = mix(extra.bodies)
  if (extra.packages) spec.packages = extra.packages
  return spec
}

function mix(b: BodyMix | Body): BodyMix {
  return typeof b === 'string' ? { [b]: 1 } : b
}

function car(slug: string, name: string, popularity: number, newPrice: number, bodies: BodyMix | Body,
  generations: GenerationSpec[], engines: EngineSpec[], packages: string[]): ModelSpec {
  return { slug, name, vehicleTypeId: CAR_TYPE_ID, popularity, newPrice, bodies: mix(bodies), generations, engines, packages }
}

function moto(slug: string, name: string, popularity: number, newPrice: number, body: MotorcycleBody,
  generations: GenerationSpec[], engines: EngineSpec[], packages: string[] = ['']): ModelSpec {
  return { slug, name, vehicleTypeId: MOTORCYCLE_TYPE_ID, popularity, newPrice, bodies: { [body]: 1 }, generations, engines, packages }
}

const ELEKTRIK = null

// ---- cars -------------------------------------------------------------------------------------

const VW_OLD = ['Trendline', 'Comfortline', 'Highline']
const VW_NEW = ['Life', 'Style', 'R-Line']
const PSA = ['Access', 'Active', 'Allure', 'GT Line']
const CIT = ['Feel', 'Feel Bold', 'Shine']
const KIA = ['Cool', 'Concept', 'Prestige', 'Elegance']
const HONDA = ['Elegance', 'Executive', 'Executive+']
const SEAT = ['Reference', 'Style', 'Xcellence', 'FR']
const OPEL_OLD = ['Essentia', 'Enjoy', 'Cosmo']
const OPEL_NEW = ['Edition', 'Elegance', 'GS']
const VOLVO = ['Momentum', 'Inscription', 'R-Design', 'Plus']

export const CAR_BRANDS: BrandSpec[] = [
  {
    slug: 'fiat', name: 'Fiat', wmi: 'NM4', models: [
      car('egea', 'Egea', 11, 1_300_000, { Sedan: 78, Hatchback: 14, 'Station Wagon': 8 },
        [g('Egea 1. Nesil', 2015, 2020), g('Egea Makyajlı', 2021, 2025)],
        [e('1.4 Fire', 1368, 95, 'B', 'M', 0.92, 2015, 2024, 1.2), e('1.3 Multijet', 1248, 95, 'D', 'M', 1.0, 2015, 2020, 2),
          e('1.6 E-Torq', 1598, 110, 'B', 'A', 1.0, 2015, 2020), e('1.6 Multijet', 1598, 120, 'D', 'MA', 1.12, 2015, 2020, 1.5),
          e('1.6 Multijet', 1598, 130, 'D', 'MA', 1.15, 2021, 2025, 1.5), e('1.0 Firefly', 999, 100, 'B', 'M', 0.98, 2021, 2025),
          e('1.5 Hybrid', 1469, 130, 'H', 'A', 1.2, 2024, 2025)],
        ['Easy', 'Urban', 'Lounge']),
      car('egea-cross', 'Egea Cross', 2.5, 1_500_000, { Hatchback: 72, 'Station Wagon': 28 },
        [g('Egea Cross', 2021, 2025)],
        [e('1.0 Firefly', 999, 100, 'B', 'M', 0.95), e('1.6 Multijet', 1598, 130, 'D', 'MA', 1.1, 2021, 2025, 1.5),
          e('1.5 Hybrid', 1469, 130, 'H', 'A', 1.15, 2024, 2025)],
        ['Urban', 'Lounge', 'Street']),
      car('500', '500', 0.6, 1_500_000, { Hatchback: 82, Cabrio: 18 },
        [g('500 (2008-2015)', 2008, 2015), g('500 Makyajlı', 2016, 2025)],
        [e('1.2 8V', 1242, 69, 'B', 'MY', 0.9, 2008, 2020), e('0.9 TwinAir', 875, 85, 'B', 'MY', 0.98, 2011, 2019),
          e('1.4 16V', 1368, 100, 'B', 'M', 1.05, 2008, 2015), e('1.0 Hybrid', 999, 70, 'H', 'M', 1.0, 2020, 2025),
          e('e 42 kWh', ELEKTRIK, 118, 'E', 'A', 1.35, 2021, 2025, 0.5)],
        ['Pop', 'Lounge', 'Dolcevita']),
      car('doblo', 'Doblo', 2.5, 1_350_000, 'Hafif Ticari',
        [g('Doblo 1. Nesil', 2008, 2009), g('Doblo 2. Nesil', 2010, 2022), g('Doblo 3. Nesil', 2023, 2025)],
        [e('1.3 Multijet', 1248, 90, 'D', 'M', 0.95, 2008, 2022, 2), e('1.6 Multijet', 1598, 105, 'D', 'M', 1.05, 2010, 2022),
          e('1.4 Fire', 1368, 95, 'B', 'M', 0.9, 2008, 2022, 0.6), e('1.5 BlueHDi', 1499, 100, 'D', 'M', 1.05, 2023, 2025),
          e('1.2 PureTech', 1199, 110, 'B', 'M', 0.97, 2023, 2025)],
        ['Safeline', 'Easy', 'Premio Plus']),
      car('fiorino', 'Fiorino', 1.4, 1_000_000, 'Hafif Ticari',
        [g('Fiorino', 2008, 2025)],
        [e('1.3 Multijet', 1248, 80, 'D', 'M', 1.0, 2008, 2025, 3), e('1.4 Fire', 1360, 77, 'B', 'M', 0.92)],
        ['Combi', 'Pop', 'Premio']),
      car('linea', 'Linea', 4, 1_150_000, 'Sedan',
        [g('Linea 1. Nesil', 2008, 2012), g('Linea Makyajlı', 2013, 2016)],
        [e('1.3 Multijet', 1248, 95, 'D', 'MY', 1.0, 2008, 2016, 2.5), e('1.4 Fire', 1368, 77, 'B', 'M', 0.9),
          e('1.4 T-Jet', 1368, 120, 'B', 'M', 1.05, 2008, 2012, 0.4), e('1.6 Multijet', 1598, 105, 'D', 'M', 1.08, 2008, 2016)],
        ['Active Plus', 'Dynamic', 'Emotion Plus']),
      car('punto', 'Punto', 1.4, 1_050_000, 'Hatchback',
        [g('Grande Punto', 2008, 2009), g('Punto Evo', 2010, 2012), g('Punto (2013-2018)', 2013, 2018)],
        [e('1.3 Multijet', 1248, 95, 'D', 'M', 1.0, 2008, 2018, 2), e('1.4 Fire', 1368, 77, 'B', 'MY', 0.93),
          e('1.2 Fire', 1242, 69, 'B', 'M', 0.88)],
        ['Active', 'Dynamic', 'Lounge']),
    ],
  },
  {
    slug: 'renault', name: 'Renault', wmi: 'VF1', models: [
      car('clio', 'Clio', 6, 1_400_000, { Hatchback: 88, 'Station Wagon': 12 },
        [g('Clio 3', 2008, 2012, { packages: ['Authentique', 'Expression', 'Privilege'] }), g('Clio 4', 2013, 2019, { packages: ['Joy', 'Touch', 'Icon'] }),
          g('Clio 5', 2020, 2025, { bodies: 'Hatchback', packages: ['Joy', 'Touch', 'Icon', 'Esprit Alpine'] })],
        [e('1.2 16V', 1149, 75, 'B', 'M', 0.92, 2008, 2019), e('1.5 dCi', 1461, 90, 'D', 'MA', 1.05, 2008, 2022, 2.5),
          e('0.9 TCe', 898, 90, 'B', 'M', 0.98, 2013, 2019), e('1.2 TCe', 1197, 120, 'B', 'A', 1.08, 2013, 2019, 0.5),
          e('1.0 TCe', 999, 90, 'B', 'MA', 1.0, 2020, 2025, 2), e('1.0 SCe', 999, 72, 'B', 'M', 0.9, 2020, 2025),
          e('1.6 E-Tech Hybrid', 1598, 145, 'H', 'A', 1.25, 2023, 2025, 0.6)],
        ['Joy', 'Touch', 'Icon']),
      car('megane', 'Megane', 5, 1_600_000, { Sedan: 72, Hatchback: 20, 'Station Wagon': 8 },
        [g('Megane 3', 2008, 2015, { packages: ['Joy', 'Touch', 'Privilege'] }), g('Megane 4', 2016, 2025)],
        [e('1.5 dCi', 1461, 110, 'D', 'MA', 1.1, 2008, 2025, 2.5), e('1.6 16V', 1598, 115, 'B', 'MA', 1.0, 2008, 2024),
          e('1.2 TCe', 1197, 130, 'B', 'MA', 1.05, 2013, 2019, 0.5), e('1.3 TCe', 1332, 140, 'B', 'A', 1.12, 2021, 2025)],
        ['Joy', 'Touch', 'Icon']),
      car('taliant', 'Taliant', 4, 1_150_000, 'Sedan',
        [g('Taliant', 2021, 2025)],
        [e('1.0 SCe', 999, 65, 'B', 'M', 0.92), e('1.0 Turbo', 999, 90, 'B', 'MA', 1.0, undefined, undefined, 2),
          e('1.0 Turbo ECO-G', 999, 100, 'L', 'M', 1.02)],
        ['Joy', 'Touch', 'Evolution']),
      car('captur', 'Captur', 1.5, 1_750_000, 'SUV',
        [g('Captur 1', 2013, 2019), g('Captur 2', 2020, 2025, { packages: ['Touch', 'Icon', 'Techno'] })],
        [e('0.9 TCe', 898, 90, 'B', 'M', 0.95, 2013, 2019), e('1.5 dCi', 1461, 90, 'D', 'MA', 1.05, 2013, 2022, 2),
          e('1.2 TCe', 1197, 120, 'B', 'A', 1.05, 2013, 2019), e('1.0 TCe', 999, 100, 'B', 'M', 1.0, 2020, 2025),
          e('1.3 TCe', 1332, 140, 'B', 'A', 1.1, 2020, 2025, 1.5), e('1.6 E-Tech Hybrid', 1598, 145, 'H', 'A', 1.2, 2023, 2025, 0.6)],
        ['Joy', 'Touch', 'Icon']),
      car('austral', 'Austral', 1.2, 2_600_000, 'SUV',
        [g('Austral', 2023, 2025)],
        [e('1.3 Mild Hybrid', 1332, 160, 'H', 'A', 1.0, undefined, undefined, 2), e('1.2 E-Tech Full Hybrid', 1199, 200, 'H', 'A', 1.15)],
        ['Techno', 'Techno Esprit Alpine', 'Iconic']),
      car('symbol', 'Symbol', 2.2, 1_000_000, 'Sedan',
        [g('Symbol 2. Nesil', 2008, 2012), g('Symbol 3. Nesil', 2013, 2020)],
        [e('1.2 16V', 1149, 75, 'B', 'M', 0.93), e('1.5 dCi', 1461, 90, 'D', 'M', 1.03, undefined, undefined, 2.5),
          e('0.9 TCe', 898, 90, 'B', 'M', 0.98, 2017, 2020)],
        ['Authentique', 'Expression', 'Joy', 'Touch']),
      car('fluence', 'Fluence', 5, 1_300_000, 'Sedan',
        [g('Fluence', 2010, 2012), g('Fluence Makyajlı', 2013, 2016)],
        [e('1.5 dCi', 1461, 110, 'D', 'MA', 1.05, 2010, 2016, 3), e('1.6 16V', 1598, 110, 'B', 'MA', 1.0)],
        ['Authentique', 'Expression', 'Touch', 'Icon']),
      car('kangoo', 'Kangoo', 0.8, 1_350_000, 'Hafif Ticari',
        [g('Kangoo 2', 2008, 2021), g('Kangoo 3', 2022, 2025)],
        [e('1.5 dCi', 1461, 90, 'D', 'M', 1.0, 2008, 2025, 3), e('1.6 16V', 1598, 105, 'B', 'M', 0.93, 2008, 2015),
          e('1.3 TCe', 1332, 100, 'B', 'M', 0.98, 2022, 2025)],
        ['Multix', 'Joy', 'Touch']),
    ],
  },
  {
    slug: 'toyota', name: 'Toyota', wmi: 'NMT', models: [
      car('corolla', 'Corolla', 5, 1_700_000, 'Sedan',
        [g('Corolla E150', 2008, 2012, { packages: ['Terra', 'Comfort', 'Elegant'] }), g('Corolla E170', 2013, 2018, { packages: ['Life', 'Touch', 'Advance', 'Premium'] }),
          g('Corolla E210', 2019, 2025, { packages: ['Vision', 'Dream', 'Flame', 'Passion'] })],
        [e('1.33 VVT-i', 1329, 101, 'B', 'M', 0.9, 2008, 2018), e('1.4 D-4D', 1364, 90, 'D', 'MY', 0.97, 2008, 2018, 1.8),
          e('1.6 VVT-i', 1598, 132, 'B', 'MA', 1.0, 2008, 2018, 1.2), e('1.5', 1490, 125, 'B', 'MA', 1.0, 2019, 2025, 1.5),
          e('1.8 Hybrid', 1798, 122, 'H', 'A', 1.22, 2019, 2025)],
        ['Life', 'Touch', 'Premium']),
      car('c-hr', 'C-HR', 1.8, 2_000_000, 'SUV',
        [g('C-HR 1. Nesil', 2017, 2023), g('C-HR 2. Nesil', 2024, 2025)],
        [e('1.2 Turbo', 1197, 116, 'B', 'A', 0.92, 2017, 2019), e('1.8 Hybrid', 1798, 122, 'H', 'A', 1.0, 2017, 2025, 2),
          e('2.0 Hybrid', 1987, 196, 'H', 'A', 1.15, 2024, 2025)],
        ['Dynamic', 'Flame', 'Passion']),
      car('yaris', 'Yaris', 1.4, 1_450_000, 'Hatchback',
        [g('Yaris 2. Nesil', 2008, 2011), g('Yaris 3. Nesil', 2012, 2020), g('Yaris 4. Nesil', 2021, 2025, { packages: ['Vision', 'Dream', 'Flame', 'Passion'] })],
        [e('1.0 VVT-i', 998, 69, 'B', 'M', 0.92, 2008, 2020), e('1.33 Dual VVT-i', 1329, 99, 'B', 'MA', 1.0, 2008, 2020),
          e('1.4 D-4D', 1364, 90, 'D', 'M', 1.02, 2008, 2016), e('1.5 Hybrid', 1490, 116, 'H', 'A', 1.15, 2013, 2025),
          e('1.5', 1490, 125, 'B', 'MA', 1.0, 2021, 2025)],
        ['Life', 'Cool', 'Fun', 'Style']),
      car('rav4', 'RAV4', 0.8, 3_100_000, 'SUV',
        [g('RAV4 3. Nesil', 2008, 2012), g('RAV4 4. Nesil', 2013, 2018), g('RAV4 5. Nesil', 2019, 2025)],
        [e('2.0 VVT-i', 1987, 152, 'B', 'MA', 0.92, 2008, 2018), e('2.2 D-4D', 2231, 150, 'D', 'MA', 0.97, 2008, 2015),
          e('2.5 Hybrid', 2487, 218, 'H', 'A', 1.0, 2016, 2025, 2)],
        ['Active', 'Flame', 'Passion X-Sport']),
      car('auris', 'Auris', 3, 1_450_000, { Hatchback: 88, 'Station Wagon': 12 },
        [g('Auris 1. Nesil', 2008, 2012, { bodies: 'Hatchback' }), g('Auris 2. Nesil', 2013, 2018)],
        [e('1.33 Dual VVT-i', 1329, 99, 'B', 'M', 0.93), e('1.4 D-4D', 1364, 90, 'D', 'MY', 1.0, undefined, undefined, 2),
          e('1.6 Valvematic', 1598, 132, 'B', 'MA', 1.02), e('1.8 Hybrid', 1798, 136, 'H', 'A', 1.2, 2010, 2018)],
        ['Life', 'Comfort', 'Premium', 'Elegant']),
      car('hilux', 'Hilux', 0.8, 2_400_000, 'Pick-up',
        [g('Hilux 7. Nesil', 2008, 2015), g('Hilux 8. Nesil', 2016, 2025)],
        [e('2.5 D-4D', 2494, 144, 'D', 'M', 1.0, 2008, 2015), e('2.4 D-4D', 2393, 150, 'D', 'MA', 1.0, 2016, 2025, 2),
          e('2.8 D-4D', 2755, 204, 'D', 'A', 1.2, 2016, 2025)],
        ['4x2 Life', '4x4 Hi-Cruiser', '4x4 Adventure']),
    ],
  },
  {
    slug: 'volkswagen', name: 'Volkswagen', wmi: 'WVW', models: [
      car('passat', 'Passat', 3.5, 3_100_000, { Sedan: 86, 'Station Wagon': 14 },
        [g('Passat B6', 2008, 2010), g('Passat B7', 2011, 2014), g('Passat B8', 2015, 2019),
          g('Passat B8.5', 2020, 2023, { packages: ['Impression', 'Business', 'Elegance', 'R-Line'] }),
          g('Passat B9', 2024, 2025, { bodies: 'Station Wagon', packages: ['Impression', 'Business', 'Elegance', 'R-Line'] })],
        [e('1.6 TDI', 1598, 120, 'D', 'MA', 1.0, 2008, 2019, 2.5), e('2.0 TDI', 1968, 150, 'D', 'A', 1.15, 2008, 2023),
          e('1.4 TSI', 1390, 150, 'B', 'A', 0.98, 2011, 2019, 1.2), e('1.8 TSI', 1798, 160, 'B', 'A', 1.0, 2008, 2010),
          e('1.5 TSI', 1498, 150, 'B', 'A', 1.0, 2020, 2025, 2)],
        VW_OLD),
      car('golf', 'Golf', 2.8, 2_000_000, { Hatchback: 94, 'Station Wagon': 6 },
        [g('Golf 5', 2008, 2008), g('Golf 6', 2009, 2012), g('Golf 7', 2013, 2016), g('Golf 7.5', 2017, 2019),
          g('Golf 8', 2020, 2024, { packages: VW_NEW }), g('Golf 8.5', 2025, 2025, { packages: VW_NEW })],
        [e('1.4 TSI', 1390, 122, 'B', 'MA', 1.0, 2008, 2019), e('1.6 TDI', 1598, 105, 'D', 'MA', 1.02, 2008, 2019, 2),
          e('1.2 TSI', 1197, 105, 'B', 'MA', 0.95, 2011, 2016), e('1.0 TSI', 999, 110, 'B', 'MA', 0.93, 2017, 2025),
          e('1.5 eTSI', 1498, 150, 'B', 'A', 1.08, 2020, 2025, 1.5), e('2.0 TDI', 1968, 150, 'D', 'A', 1.15, 2013, 2023, 0.5),
          e('2.0 TSI GTI', 1984, 245, 'B', 'A', 1.45, 2013, 2025, 0.15)],
        VW_OLD),
      car('polo', 'Polo', 3, 1_550_000, 'Hatchback',
        [g('Polo 4', 2008, 2008), g('Polo 5', 2009, 2017), g('Polo 6', 2018, 2025, { packages: VW_NEW })],
        [e('1.2', 1198, 70, 'B', 'M', 0.88, 2008, 2014), e('1.4', 1390, 85, 'B', 'MA', 0.95, 2008, 2014),
          e('1.6 TDI', 1598, 90, 'D', 'MA', 1.0, 2010, 2017, 1.5), e('1.4 TDI', 1422, 90, 'D', 'MA', 1.0, 2015, 2021, 1.5),
          e('1.2 TSI', 1197, 90, 'B', 'MA', 0.96, 2014, 2017), e('1.0', 999, 80, 'B', 'M', 0.92, 2018, 2025),
          e('1.0 TSI', 999, 95, 'B', 'MA', 1.0, 2018, 2025, 1.5)],
        VW_OLD),
      car('t-roc', 'T-Roc', 1.6, 2_100_000, { SUV: 95, Cabrio: 5 },
        [g('T-Roc', 2018, 2021), g('T-Roc Makyajlı', 2022, 2025)],
        [e('1.0 TSI', 999, 110, 'B', 'M', 0.9), e('1.5 TSI', 1498, 150, 'B', 'A', 1.0, undefined, undefined, 2),
          e('2.0 TDI', 1968, 150, 'D', 'A', 1.1, 2018, 2021)],
        VW_NEW),
      car('tiguan', 'Tiguan', 1.4, 2_900_000, 'SUV',
        [g('Tiguan 1. Nesil', 2008, 2016), g('Tiguan 2. Nesil', 2017, 2023), g('Tiguan 3. Nesil', 2024, 2025, { packages: ['Life', 'Elegance', 'R-Line'] })],
        [e('1.4 TSI', 1395, 150, 'B', 'MA', 0.95, 2008, 2020), e('2.0 TDI', 1968, 150, 'D', 'A', 1.1, 2008, 2023, 1.5),
          e('1.5 TSI', 1498, 150, 'B', 'A', 1.0, 2021, 2025, 2)],
        VW_OLD),
      car('jetta', 'Jetta', 2.8, 1_700_000, 'Sedan',
        [g('Jetta 5', 2008, 2010), g('Jetta 6', 2011, 2018)],
        [e('1.6 TDI', 1598, 105, 'D', 'MA', 1.0, 2008, 2018, 2), e('1.4 TSI', 1390, 125, 'B', 'MA', 1.0, 2008, 2018),
          e('1.2 TSI', 1197, 105, 'B', 'MA', 0.95, 2011, 2015), e('1.6', 1595, 102, 'B', 'M', 0.9, 2008, 2014)],
        VW_OLD),
      car('caddy', 'Caddy', 1.3, 1_700_000, 'Hafif Ticari',
        [g('Caddy 3', 2008, 2015), g('Caddy 4', 2016, 2020), g('Caddy 5', 2021, 2025, { packages: ['Impression', 'Life', 'Style'] })],
        [e('1.9 TDI', 1896, 105, 'D', 'M', 0.97, 2008, 2010), e('1.6 TDI', 1598, 102, 'D', 'MA', 1.0, 2010, 2015, 2),
          e('1.2 TSI', 1197, 85, 'B', 'M', 0.92, 2011, 2015), e('2.0 TDI', 1968, 122, 'D', 'MA', 1.08, 2016, 2025, 2),
          e('1.5 TSI', 1498, 114, 'B', 'M', 0.97, 2021, 2025)],
        ['Kombi', 'Trendline', 'Comfortline', 'Exclusive']),
    ],
  },
  {
    slug: 'bmw', name: 'BMW', wmi: 'WBA', premium: true, models: [
      car('1-serisi', '1 Serisi', 1.1, 2_600_000, 'Hatchback',
        [g('E87', 2008, 2011, { packages: ['Standart', 'Comfort'] }), g('F20', 2012, 2019, { packages: ['Joy', 'Urban Line', 'Sport Line', 'M Sport'] }),
          g('F40', 2020, 2024, { packages: ['First Edition', 'Sport Line', 'M Sport'] }), g('F70', 2025, 2025, { packages: ['Sport Line', 'M Sport'] })],
        [e('116i', 1598, 136, 'B', 'MA', 0.95, 2008, 2019), e('116d', 1496, 116, 'D', 'A', 1.0, 2012, 2025, 1.5),
          e('118i', 1499, 136, 'B', 'A', 1.05, 2015, 2025, 1.5), e('120d', 1995, 190, 'D', 'A', 1.2, 2008, 2019, 0.5)],
        ['Joy', 'Sport Line', 'M Sport']),
      car('3-serisi', '3 Serisi', 2.8, 3_600_000, { Sedan: 93, 'Station Wagon': 7 },
        [g('E90', 2008, 2011, { packages: ['Standart', 'Comfort', 'Premium'] }), g('F30', 2012, 2018, { packages: ['Modern Line', 'Sport Line', 'Luxury Line', 'M Sport'] }),
          g('G20', 2019, 2025, { packages: ['First Edition', 'Sport Line', 'Luxury Line', 'M Sport'] })],
        [e('320i', 1998, 170, 'B', 'A', 1.0, 2008, 2025, 1.5), e('316i', 1598, 136, 'B', 'A', 0.9, 2008, 2018),
          e('320d', 1995, 190, 'D', 'A', 1.12, 2008, 2025, 1.5), e('318i', 1499, 156, 'B', 'A', 0.95, 2016, 2025),
          e('320i ED', 1598, 170, 'B', 'A', 1.02, 2012, 2018, 1.5), e('330e', 1998, 292, 'H', 'A', 1.2, 2019, 2025, 0.3)],
        ['Sport Line', 'Luxury Line', 'M Sport']),
      car('4-serisi', '4 Serisi', 0.35, 4_200_000, { Coupe: 68, Cabrio: 32 },
        [g('F32', 2014, 2020), g('G22', 2021, 2025)],
        [e('420i', 1998, 184, 'B', 'A', 1.0, undefined, undefined, 2), e('420d', 1995, 190, 'D', 'A', 1.08),
          e('430i', 1998, 258, 'B', 'A', 1.2, 2021, 2025, 0.4)],
        ['Sport Line', 'Luxury Line', 'M Sport']),
      car('5-serisi', '5 Serisi', 1.1, 5_200_000, 'Sedan',
        [g('E60', 2008, 2009), g('F10', 2010, 2016), g('G30', 2017, 2023), g('G60', 2024, 2025)],
        [e('520i', 1998, 184, 'B', 'A', 1.0, 2012, 2025, 2), e('520d', 1995, 190, 'D', 'A', 1.05, 2008, 2025, 2),
          e('525d', 2993, 218, 'D', 'A', 1.1, 2008, 2016), e('530e', 1998, 292, 'H', 'A', 1.15, 2019, 2025, 0.4)],
        ['Executive', 'Luxury Line', 'M Sport']),
      car('x1', 'X1', 1.0, 3_000_000, 'SUV',
        [g('E84', 2010, 2015), g('F48', 2016, 2022), g('U11', 2023, 2025)],
        [e('sDrive18i', 1499, 136, 'B', 'A', 1.0, 2016, 2025, 2), e('sDrive16d', 1496, 116, 'D', 'A', 0.97, 2016, 2022),
          e('sDrive18d', 1995, 150, 'D', 'A', 1.05, 2010, 2022), e('sDrive20i', 1998, 184, 'B', 'A', 1.08, 2010, 2015)],
        ['Sport Line', 'xLine', 'M Sport']),
      car('x3', 'X3', 0.5, 4_800_000, 'SUV',
        [g('E83', 2008, 2010), g('F25', 2011, 2017), g('G01', 2018, 2024), g('G45', 2025, 2025)],
        [e('xDrive20d', 1995, 190, 'D', 'A', 1.0, 2008, 2025, 2), e('sDrive20i', 1998, 184, 'B', 'A', 0.95, 2018, 2025),
          e('xDrive30e', 1998, 292, 'H', 'A', 1.15, 2020, 2025, 0.4)],
        ['xLine', 'Luxury Line', 'M Sport']),
    ],
  },
  {
    slug: 'mercedes-benz', name: 'Mercedes-Benz', wmi: 'WDD', premium: true, models: [
      car('a-serisi', 'A Serisi', 0.9, 2_600_000, { Hatchback: 72, Sedan: 28 },
        [g('W169', 2008, 2012, { bodies: 'Hatchback', packages: ['Classic', 'Elegance', 'Avantgarde'] }), g('W176', 2013, 2018, { bodies: 'Hatchback', packages: ['Style', 'Urban', 'AMG'] }),
          g('W177', 2019, 2025, { packages: ['Progressive', 'Style', 'AMG'] })],
        [e('A 160', 1498, 95, 'B', 'MA', 0.9, 2008, 2012), e('A 180 CDI', 1991, 109, 'D', 'MA', 0.95, 2008, 2012),
          e('A 180', 1332, 136, 'B', 'A', 1.0, 2013, 2025, 2), e('A 180 d', 1461, 116, 'D', 'A', 0.98, 2013, 2025, 1.5),
          e('A 200', 1332, 163, 'B', 'A', 1.08, 2013, 2025)],
        ['Style', 'Urban', 'AMG']),
      car('c-serisi', 'C Serisi', 1.6, 4_200_000, { Sedan: 80, Coupe: 12, Cabrio: 4, 'Station Wagon': 4 },
        [g('W204', 2008, 2014, { packages: ['Classic', 'Elegance', 'Avantgarde', 'AMG'] }), g('W205', 2015, 2021, { packages: ['Fascination', 'Exclusive', 'Avantgarde', 'AMG'] }),
          g('W206', 2022, 2025, { bodies: { Sedan: 92, 'Station Wagon': 8 }, packages: ['Avantgarde', 'AMG'] })],
        [e('C 180', 1497, 170, 'B', 'A', 1.0, 2008, 2025, 2), e('C 200', 1496, 204, 'B', 'A', 1.08, 2008, 2025),
          e('C 180 CDI', 2143, 120, 'D', 'A', 0.95, 2008, 2014), e('C 200 d', 1598, 160, 'D', 'A', 1.05, 2015, 2025, 1.5),
          e('C 220 d', 1993, 200, 'D', 'A', 1.15, 2015, 2025, 0.6)],
        ['Avantgarde', 'AMG']),
      car('e-serisi', 'E Serisi', 0.9, 6_200_000, { Sedan: 92, Coupe: 8 },
        [g('W211', 2008, 2008), g('W212', 2009, 2016), g('W213', 2017, 2023), g('W214', 2024, 2025)],
        [e('E 180', 1497, 156, 'B', 'A', 0.9, 2013, 2025), e('E 200', 1991, 197, 'B', 'A', 1.0, 2008, 2025, 1.5),
          e('E 220 d', 1950, 194, 'D', 'A', 1.08, 2017, 2025, 1.5), e('E 250 CDI', 2143, 204, 'D', 'A', 1.05, 2008, 2016, 1.5),
          e('E 300 e', 1991, 320, 'H', 'A', 1.2, 2020, 2025, 0.3)],
        ['Elegance', 'Avantgarde', 'Exclusive', 'AMG']),
      car('gla', 'GLA', 0.6, 3_100_000, 'SUV',
        [g('X156', 2014, 2019), g('H247', 2020, 2025, { packages: ['Progressive', 'Style', 'AMG'] })],
        [e('GLA 180', 1332, 136, 'B', 'A', 1.0, undefined, undefined, 1.5), e('GLA 200', 1332, 163, 'B', 'A', 1.07),
          e('GLA 200 d', 1950, 150, 'D', 'A', 1.05)],
        ['Style', 'Urban', 'AMG']),
    ],
  },
  {
    slug: 'audi', name: 'Audi', wmi: 'WAU', premium: true, models: [
      car('a3', 'A3', 1.2, 2_300_000, { Hatchback: 55, Sedan: 45 },
        [g('8P', 2008, 2012, { bodies: 'Hatchback', packages: ['Attraction', 'Ambition', 'Sport'] }), g('8V', 2013, 2019, { packages: ['Dynamic', 'Design', 'Sport'] }),
          g('8Y', 2020, 2025, { packages: ['Advanced', 'S Line'] })],
        [e('1.4 TFSI', 1395, 125, 'B', 'A', 1.0, 2008, 2019), e('1.6 TDI', 1598, 110, 'D', 'A', 1.0, 2008, 2019, 2),
          e('1.5 TFSI', 1498, 150, 'B', 'A', 1.05, 2017, 2019), e('30 TFSI', 999, 110, 'B', 'A', 0.96, 2020, 2025),
          e('35 TFSI', 1498, 150, 'B', 'A', 1.05, 2020, 2025, 1.5), e('30 TDI', 1968, 116, 'D', 'A', 1.0, 2020, 2023)],
        ['Dynamic', 'Design', 'Sport']),
      car('a4', 'A4', 1.0, 3_300_000, { Sedan: 90, 'Station Wagon': 10 },
        [g('B8', 2008, 2015), g('B9', 2016, 2025, { packages: ['Design', 'Sport', 'Advanced', 'S Line'] })],
        [e('1.8 TFSI', 1798, 170, 'B', 'A', 1.0, 2008, 2015), e('2.0 TDI', 1968, 150, 'D', 'A', 1.05, 2008, 2019, 2),
          e('1.4 TFSI', 1395, 150, 'B', 'A', 0.97, 2016, 2019), e('2.0 TFSI', 1984, 190, 'B', 'A', 1.1, 2016, 2019, 0.5),
          e('40 TFSI', 1984, 204, 'B', 'A', 1.12, 2020, 2025, 1.5), e('40 TDI', 1968, 204, 'D', 'A', 1.15, 2020, 2025)],
        ['Dynamic', 'Design', 'Sport']),
      car('a6', 'A6', 0.6, 4_500_000, 'Sedan',
        [g('C6', 2008, 2010), g('C7', 2011, 2018), g('C8', 2019, 2025)],
        [e('2.0 TDI', 1968, 190, 'D', 'A', 1.0, 2008, 2018, 2), e('3.0 TDI quattro', 2967, 272, 'D', 'A', 1.25, 2008, 2018, 0.4),
          e('2.0 TFSI', 1984, 252, 'B', 'A', 1.0, 2012, 2018), e('40 TDI', 1968, 204, 'D', 'A', 1.05, 2019, 2025, 1.5),
          e('45 TFSI', 1984, 265, 'B', 'A', 1.1, 2019, 2025)],
        ['Design', 'Sport', 'S Line']),
      car('q3', 'Q3', 0.6, 2_900_000, 'SUV',
        [g('8U', 2012, 2018), g('F3', 2019, 2025)],
        [e('1.4 TFSI', 1395, 150, 'B', 'A', 0.97, 2012, 2018), e('2.0 TDI', 1968, 150, 'D', 'A', 1.05, 2012, 2018),
          e('35 TFSI', 1498, 150, 'B', 'A', 1.0, 2019, 2025, 2), e('35 TDI', 1968, 150, 'D', 'A', 1.05, 2019, 2023)],
        ['Design', 'Sport', 'Advanced', 'S Line']),
    ],
  },
  {
    slug: 'hyundai', name: 'Hyundai', wmi: 'NLH', models: [
      car('i20', 'i20', 4, 1_350_000, 'Hatchback',
        [g('i20 1. Nesil', 2009, 2014), g('i20 2. Nesil', 2015, 2020), g('i20 3. Nesil', 2021, 2025)],
        [e('1.4 CRDi', 1396, 90, 'D', 'M', 1.0, 2009, 2020, 1.8), e('1.25 MPI', 1248, 84, 'B', 'M', 0.88, 2009, 2020, 1.5),
          e('1.4 MPI', 1368, 100, 'B', 'A', 0.95, 2015, 2025), e('1.0 T-GDI', 998, 100, 'B', 'MA', 1.05, 2016, 2025, 1.5)],
        ['Jump', 'Style', 'Elite']),
      car('i10', 'i10', 1.0, 1_100_000, 'Hatchback',
        [g('i10 1. Nesil', 2008, 2013), g('i10 2. Nesil', 2014, 2019), g('i10 3. Nesil', 2020, 2025)],
        [e('1.1', 1086, 66, 'B', 'MA', 0.9, 2008, 2013), e('1.0 MPI', 998, 67, 'B', 'MA', 0.95, 2014, 2025),
          e('1.2 MPI', 1248, 87, 'B', 'MA', 1.05, 2014, 2025)],
        ['Jump', 'Style', 'Elite']),
      car('tucson', 'Tucson', 1.3, 2_200_000, 'SUV',
        [g('Tucson 1. Nesil', 2008, 2009), g('ix35', 2010, 2015), g('Tucson 3. Nesil', 2016, 2020), g('Tucson 4. Nesil', 2021, 2025)],
        [e('2.0 CRDi', 1995, 136, 'D', 'MA', 1.05, 2008, 2015, 1.5), e('2.0', 1998, 163, 'B', 'A', 0.95, 2008, 2015),
          e('1.6 GDI', 1591, 132, 'B', 'M', 0.9, 2016, 2020), e('1.6 T-GDI', 1591, 177, 'B', 'A', 1.05, 2016, 2020),
          e('1.6 CRDi', 1598, 136, 'D', 'A', 1.0, 2016, 2025, 1.5), e('1.6 T-GDI 48V', 1598, 180, 'B', 'A', 1.0, 2021, 2025),
          e('1.6 T-GDI Hybrid', 1598, 230, 'H', 'A', 1.15, 2021, 2025, 0.6)],
        ['Comfort', 'Elite', 'Elite Plus']),
      car('elantra', 'Elantra', 1.2, 1_650_000, 'Sedan',
        [g('Elantra MD', 2011, 2015), g('Elantra AD', 2016, 2020), g('Elantra CN7', 2021, 2025)],
        [e('1.6 MPI', 1591, 127, 'B', 'MA', 1.0, 2011, 2025, 2), e('1.6 CRDi', 1582, 136, 'D', 'MA', 1.05, 2011, 2020)],
        ['Style', 'Elite', 'Smart']),
      car('bayon', 'Bayon', 1.0, 1_400_000, 'SUV',
        [g('Bayon', 2021, 2025)],
        [e('1.4 MPI', 1368, 100, 'B', 'A', 0.95, undefined, undefined, 1.5), e('1.0 T-GDI', 998, 100, 'B', 'MA', 1.02)],
        ['Jump', 'Style', 'Elite']),
      car('accent-blue', 'Accent Blue', 3.5, 1_050_000, 'Sedan',
        [g('Accent Blue', 2011, 2018)],
        [e('1.4 CVVT', 1396, 109, 'B', 'MA', 0.95), e('1.6 CRDi', 1582, 136, 'D', 'MA', 1.05, undefined, undefined, 1.8)],
        ['Mode', 'Mode Plus', 'Prime', 'Biz']),
    ],
  },
  {
    slug: 'ford', name: 'Ford', wmi: 'NM0', models: [
      car('focus', 'Focus', 4, 1_750_000, { Sedan: 50, Hatchback: 40, 'Station Wagon': 10 },
        [g('Focus 2', 2008, 2010), g('Focus 3', 2011, 2018), g('Focus 4', 2019, 2025, { packages: ['Trend X', 'Titanium', 'ST-Line'] })],
        [e('1.6 TDCi', 1560, 115, 'D', 'MA', 1.0, 2008, 2018, 2), e('1.6 Ti-VCT', 1596, 125, 'B', 'MA', 0.95, 2008, 2018),
          e('1.5 TDCi', 1499, 120, 'D', 'A', 1.05, 2015, 2025, 1.5), e('1.5 EcoBoost', 1497, 150, 'B', 'A', 1.05, 2019, 2025),
          e('1.0 EcoBoost', 999, 125, 'B', 'MA', 1.0, 2015, 2025)],
        ['Trend', 'Trend X', 'Titanium']),
      car('fiesta', 'Fiesta', 1.4, 1_300_000, 'Hatchback',
        [g('Fiesta 6', 2008, 2017), g('Fiesta 7', 2018, 2023)],
        [e('1.4 TDCi', 1399, 68, 'D', 'M', 0.95, 2008, 2017, 1.5), e('1.25', 1242, 82, 'B', 'M', 0.9, 2008, 2017),
          e('1.6 TDCi', 1560, 95, 'D', 'M', 1.0, 2010, 2017), e('1.0 EcoBoost', 999, 100, 'B', 'MA', 1.0, 2013, 2023, 1.5),
          e('1.5 TDCi', 1499, 85, 'D', 'M', 1.0, 2018, 2021), e('1.1', 1084, 85, 'B', 'M', 0.9, 2018, 2023)],
        ['Trend', 'Titanium', 'ST-Line']),
      car('puma', 'Puma', 1.2, 1_950_000, 'SUV',
        [g('Puma', 2020, 2025)],
        [e('1.0 EcoBoost', 999, 125, 'B', 'A', 1.0, undefined, undefined, 2), e('1.0 EcoBoost Hybrid', 999, 155, 'H', 'A', 1.08)],
        ['Style', 'Titanium', 'ST-Line']),
      car('kuga', 'Kuga', 0.9, 2_400_000, 'SUV',
        [g('Kuga 1', 2008, 2012), g('Kuga 2', 2013, 2019), g('Kuga 3', 2020, 2025)],
        [e('2.0 TDCi', 1997, 150, 'D', 'MA', 1.0, 2008, 2019, 2), e('1.5 EcoBoost', 1498, 150, 'B', 'MA', 0.97, 2013, 2025),
          e('1.5 TDCi', 1499, 120, 'D', 'A', 1.0, 2016, 2025), e('2.5 Hybrid', 2488, 190, 'H', 'A', 1.15, 2021, 2025, 0.5)],
        ['Trend', 'Titanium', 'ST-Line']),
      car('courier', 'Courier', 1.6, 1_150_000, 'Hafif Ticari',
        [g('Courier 1. Nesil', 2014, 2023), g('Courier 2. Nesil', 2024, 2025)],
        [e('1.5 TDCi', 1499, 100, 'D', 'M', 1.0, undefined, undefined, 3), e('1.0 EcoBoost', 999, 100, 'B', 'MA', 0.97)],
        ['Trend', 'Deluxe', 'Titanium']),
      car('ranger', 'Ranger', 0.8, 2_500_000, 'Pick-up',
        [g('Ranger 2. Nesil', 2008, 2011), g('Ranger 3. Nesil', 2012, 2022), g('Ranger 4. Nesil', 2023, 2025)],
        [e('2.5 TDCi', 2499, 143, 'D', 'M', 0.95, 2008, 2011), e('2.2 TDCi', 2198, 160, 'D', 'MA', 1.0, 2012, 2022, 2),
          e('3.2 TDCi', 3198, 200, 'D', 'A', 1.15, 2012, 2019, 0.5), e('2.0 EcoBlue', 1996, 170, 'D', 'A', 1.1, 2019, 2025)],
        ['XL 4x2', 'XLT 4x4', 'Wildtrak 4x4']),
    ],
  },
  {
    slug: 'opel', name: 'Opel', wmi: 'W0L', models: [
      car('corsa', 'Corsa', 1.8, 1_350_000, 'Hatchback',
        [g('Corsa D', 2008, 2014), g('Corsa E', 2015, 2019), g('Corsa F', 2020, 2025, { packages: OPEL_NEW })],
        [e('1.2', 1229, 80, 'B', 'MY', 0.9, 2008, 2019), e('1.3 CDTI', 1248, 95, 'D', 'MY', 1.0, 2008, 2019, 1.5),
          e('1.4', 1398, 90, 'B', 'MA', 0.97, 2008, 2019), e('1.2 Turbo', 1199, 100, 'B', 'MA', 1.05, 2020, 2025, 1.5),
          e('1.2', 1199, 75, 'B', 'M', 0.92, 2020, 2025), e('Corsa-e', ELEKTRIK, 136, 'E', 'A', 1.25, 2021, 2025, 0.3)],
        OPEL_OLD),
      car('astra', 'Astra', 2.2, 1_750_000, { Sedan: 50, Hatchback: 40, 'Station Wagon': 10 },
        [g('Astra H', 2008, 2009), g('Astra J', 2010, 2015), g('Astra K', 2016, 2021, { bodies: { Sedan: 35, Hatchback: 55, 'Station Wagon': 10 } }),
          g('Astra L', 2022, 2025, { bodies: { Hatchback: 85, 'Station Wagon': 15 }, packages: OPEL_NEW })],
        [e('1.6', 1598, 115, 'B', 'MA', 0.95, 2008, 2015), e('1.3 CDTI', 1248, 95, 'D', 'M', 0.97, 2008, 2015, 1.5),
          e('1.4 Turbo', 1364, 140, 'B', 'MA', 1.0, 2010, 2019), e('1.6 CDTI', 1598, 136, 'D', 'MA', 1.05, 2013, 2019, 1.5),
          e('1.4', 1399, 100, 'B', 'M', 0.9, 2016, 2019), e('1.2 Turbo', 1199, 130, 'B', 'A', 1.0, 2020, 2025, 1.5),
          e('1.5 D', 1499, 130, 'D', 'A', 1.07, 2020, 2025)],
        [...OPEL_OLD, 'Sport']),
      car('mokka', 'Mokka', 0.7, 1_750_000, 'SUV',
        [g('Mokka', 2013, 2016), g('Mokka X', 2017, 2019), g('Mokka B', 2021, 2025, { packages: OPEL_NEW })],
        [e('1.4 Turbo', 1364, 140, 'B', 'MA', 1.0, 2013, 2019), e('1.6 CDTI', 1598, 136, 'D', 'MA', 1.05, 2014, 2019, 1.5),
          e('1.2 Turbo', 1199, 130, 'B', 'A', 1.0, 2021, 2025, 2), e('Mokka-e', ELEKTRIK, 136, 'E', 'A', 1.25, 2022, 2025, 0.3)],
        ['Enjoy', 'Cosmo', 'Excellence']),
      car('insignia', 'Insignia', 0.9, 2_200_000, { Sedan: 80, 'Station Wagon': 20 },
        [g('Insignia A', 2009, 2016), g('Insignia B', 2017, 2022)],
        [e('1.6 Turbo', 1598, 170, 'B', 'A', 1.0, 2009, 2022), e('2.0 CDTI', 1956, 170, 'D', 'MA', 1.05, 2009, 2022, 1.5),
          e('1.6 CDTI', 1598, 136, 'D', 'A', 1.0, 2015, 2022, 1.5), e('1.4 Turbo', 1364, 140, 'B', 'M', 0.95, 2013, 2016)],
        ['Edition', 'Cosmo', 'Excellence']),
    ],
  },
  {
    slug: 'peugeot', name: 'Peugeot', wmi: 'VF3', models: [
      car('208', '208', 1.6, 1_400_000, 'Hatchback',
        [g('208 1. Nesil', 2012, 2019), g('208 2. Nesil', 2020, 2025)],
        [e('1.2 PureTech', 1199, 82, 'B', 'M', 0.92, 2012, 2019, 1.5), e('1.4 HDi', 1398, 68, 'D', 'M', 0.95, 2012, 2016),
          e('1.6 VTi', 1598, 120, 'B', 'A', 0.98, 2012, 2015), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.0, 2015, 2019),
          e('1.2 PureTech', 1199, 100, 'B', 'MA', 1.0, 2020, 2025, 2), e('1.5 BlueHDi', 1499, 100, 'D', 'M', 1.02, 2020, 2022),
          e('e-208', ELEKTRIK, 136, 'E', 'A', 1.3, 2020, 2025, 0.3)],
        PSA),
      car('301', '301', 2.2, 1_100_000, 'Sedan',
        [g('301', 2013, 2016), g('301 Makyajlı', 2017, 2022)],
        [e('1.6 HDi', 1560, 92, 'D', 'M', 1.0, 2013, 2016, 2), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.03, 2017, 2022, 2),
          e('1.2 VTi', 1199, 72, 'B', 'M', 0.9), e('1.6 VTi', 1587, 115, 'B', 'A', 0.98, 2013, 2019)],
        ['Access', 'Active', 'Allure']),
      car('2008', '2008', 1.4, 1_750_000, 'SUV',
        [g('2008 1. Nesil', 2014, 2019), g('2008 2. Nesil', 2020, 2025)],
        [e('1.2 PureTech', 1199, 130, 'B', 'MA', 1.0, undefined, undefined, 2), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.02, 2014, 2019),
          e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.07, 2020, 2025), e('e-2008', ELEKTRIK, 136, 'E', 'A', 1.3, 2021, 2025, 0.3)],
        ['Active', 'Allure', 'GT Line', 'GT']),
      car('3008', '3008', 1.3, 2_400_000, 'SUV',
        [g('3008 1. Nesil', 2010, 2016), g('3008 2. Nesil', 2017, 2023), g('3008 3. Nesil', 2024, 2025)],
        [e('1.6 HDi', 1560, 115, 'D', 'MY', 1.0, 2010, 2016, 1.5), e('1.6 THP', 1598, 156, 'B', 'A', 0.97, 2010, 2016),
          e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.05, 2017, 2023, 2), e('1.2 PureTech', 1199, 130, 'B', 'A', 1.0, 2017, 2023),
          e('1.2 Hybrid', 1199, 136, 'H', 'A', 1.1, 2024, 2025)],
        ['Active', 'Allure', 'GT Line', 'GT']),
      car('308', '308', 0.9, 1_900_000, { Hatchback: 85, 'Station Wagon': 15 },
        [g('308 1. Nesil', 2008, 2013), g('308 2. Nesil', 2014, 2021), g('308 3. Nesil', 2022, 2025)],
        [e('1.6 HDi', 1560, 110, 'D', 'M', 1.0, 2008, 2013, 1.5), e('1.6 VTi', 1598, 120, 'B', 'MA', 0.95, 2008, 2015),
          e('1.2 PureTech', 1199, 130, 'B', 'MA', 1.0, 2014, 2025, 1.5), e('1.6 BlueHDi', 1560, 120, 'D', 'MA', 1.03, 2014, 2018),
          e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.05, 2018, 2025)],
        PSA),
      car('508', '508', 0.5, 2_600_000, { Sedan: 80, 'Station Wagon': 20 },
        [g('508 1. Nesil', 2011, 2018), g('508 2. Nesil', 2019, 2025)],
        [e('1.6 e-HDi', 1560, 112, 'D', 'Y', 1.0, 2011, 2018, 1.5), e('2.0 HDi', 1997, 163, 'D', 'A', 1.05, 2011, 2018),
          e('1.6 THP', 1598, 156, 'B', 'A', 0.97, 2011, 2018), e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.0, 2019, 2025, 1.5),
          e('1.6 PureTech', 1598, 180, 'B', 'A', 1.05, 2019, 2025)],
        ['Active', 'Allure', 'GT Line', 'GT']),
    ],
  },
  {
    slug: 'citroen', name: 'Citroën', wmi: 'VF7', models: [
      car('c3', 'C3', 1.2, 1_200_000, 'Hatchback',
        [g('C3 1. Nesil', 2008, 2009, { packages: ['Attraction', 'Confort', 'Exclusive'] }), g('C3 2. Nesil', 2010, 2016, { packages: ['Attraction', 'Confort', 'Exclusive'] }),
          g('C3 3. Nesil', 2017, 2024), g('C3 4. Nesil', 2025, 2025)],
        [e('1.4 HDi', 1398, 70, 'D', 'M', 1.0, 2008, 2016, 1.5), e('1.4', 1360, 75, 'B', 'MY', 0.93, 2008, 2012),
          e('1.2 PureTech', 1199, 82, 'B', 'M', 0.95, 2013, 2025, 1.5), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.03, 2015, 2020),
          e('1.2 PureTech', 1199, 110, 'B', 'A', 1.05, 2021, 2025)],
        CIT),
      car('c4', 'C4', 0.9, 1_700_000, 'Hatchback',
        [g('C4 1. Nesil', 2008, 2010, { packages: ['Attraction', 'Confort', 'Exclusive'] }), g('C4 2. Nesil', 2011, 2018, { packages: ['Attraction', 'Confort', 'Exclusive'] }),
          g('C4 3. Nesil', 2021, 2025)],
        [e('1.6 HDi', 1560, 110, 'D', 'MY', 1.0, 2008, 2018, 2), e('1.6 VTi', 1598, 120, 'B', 'MA', 0.95, 2008, 2018),
          e('1.2 PureTech', 1199, 130, 'B', 'A', 1.0, 2021, 2025, 1.5), e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.05, 2021, 2025),
          e('e-C4', ELEKTRIK, 136, 'E', 'A', 1.25, 2021, 2025, 0.3)],
        CIT),
      car('c-elysee', 'C-Elysee', 2.2, 1_050_000, 'Sedan',
        [g('C-Elysee', 2013, 2016), g('C-Elysee Makyajlı', 2017, 2021)],
        [e('1.6 HDi', 1560, 92, 'D', 'M', 1.0, 2013, 2016, 2), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.03, 2017, 2021, 2),
          e('1.2 PureTech', 1199, 82, 'B', 'M', 0.9), e('1.6 VTi', 1587, 115, 'B', 'A', 0.97, 2013, 2019)],
        ['Attraction', 'Confort', 'Exclusive', 'Feel', 'Shine']),
      car('c5-aircross', 'C5 Aircross', 0.8, 2_100_000, 'SUV',
        [g('C5 Aircross', 2019, 2025)],
        [e('1.5 BlueHDi', 1499, 130, 'D', 'A', 1.05, undefined, undefined, 1.5), e('1.2 PureTech', 1199, 130, 'B', 'A', 1.0)],
        ['Feel', 'Feel Bold', 'Shine', 'Shine Bold']),
      car('berlingo', 'Berlingo', 0.9, 1_350_000, 'Hafif Ticari',
        [g('Berlingo 2. Nesil', 2008, 2018), g('Berlingo 3. Nesil', 2019, 2025)],
        [e('1.6 HDi', 1560, 90, 'D', 'M', 0.97, 2008, 2018, 2), e('1.6 BlueHDi', 1560, 100, 'D', 'M', 1.0, 2015, 2018),
          e('1.5 BlueHDi', 1499, 130, 'D', 'MA', 1.05, 2019, 2025, 2), e('1.2 PureTech', 1199, 110, 'B', 'M', 0.95, 2019, 2025)],
        ['Multispace', 'Feel', 'Shine']),
    ],
  },
  {
    slug: 'dacia', name: 'Dacia', wmi: 'UU1', models: [
      car('sandero', 'Sandero', 1.6, 1_050_000, 'Hatchback',
        [g('Sandero 1. Nesil', 2008, 2012), g('Sandero 2. Nesil', 2013, 2020),
          g('Sandero 3. Nesil', 2021, 2025, { packages: ['Essential', 'Expression', 'Stepway Expression', 'Stepway Extreme'] })],
        [e('1.4', 1390, 75, 'B', 'M', 0.88, 2008, 2012), e('1.5 dCi', 1461, 90, 'D', 'M', 1.0, 2008, 2020, 2),
          e('0.9 TCe', 898, 90, 'B', 'MY', 0.97, 2013, 2020), e('1.0 SCe', 999, 75, 'B', 'M', 0.9, 2017, 2025),
          e('1.0 TCe', 999, 90, 'B', 'MA', 1.02, 2021, 2025, 1.5), e('1.0 ECO-G', 999, 100, 'L', 'M', 1.03, 2021, 2025)],
        ['Ambiance', 'Laureate', 'Stepway']),
      car('duster', 'Duster', 2.2, 1_350_000, 'SUV',
        [g('Duster 1. Nesil', 2010, 2017), g('Duster 2. Nesil', 2018, 2023),
          g('Duster 3. Nesil', 2024, 2025, { packages: ['Essential', 'Expression', 'Journey', 'Extreme'] })],
        [e('1.5 dCi', 1461, 110, 'D', 'MA', 1.0, 2010, 2023, 2.5), e('1.6', 1598, 115, 'B', 'M', 0.93, 2010, 2020),
          e('1.3 TCe', 1332, 150, 'B', 'MA', 1.05, 2019, 2023), e('1.0 TCe', 999, 100, 'B', 'M', 0.98, 2021, 2025),
          e('1.2 Hybrid', 1199, 140, 'H', 'A', 1.15, 2024, 2025), e('1.0 ECO-G', 999, 100, 'L', 'M', 1.0, 2024, 2025)],
        ['Ambiance', 'Laureate', 'Prestige']),
      car('jogger', 'Jogger', 1.5, 1_450_000, 'MPV',
        [g('Jogger', 2022, 2025)],
        [e('1.0 TCe', 999, 110, 'B', 'M', 1.0, undefined, undefined, 2), e('1.0 ECO-G', 999, 100, 'L', 'M', 0.98),
          e('1.6 Hybrid', 1598, 140, 'H', 'A', 1.15, 2023, 2025)],
        ['Essential', 'Expression', 'Extreme']),
    ],
  },
  {
    slug: 'honda', name: 'Honda', wmi: 'SHH', models: [
      car('civic', 'Civic', 2.6, 1_950_000, { Sedan: 85, Hatchback: 15 },
        [g('Civic FD6', 2008, 2011, { bodies: 'Sedan' }), g('Civic FB7', 2012, 2016), g('Civic FC5', 2017, 2021),
          g('Civic FE1', 2022, 2025, { bodies: 'Sedan' })],
        [e('1.6 i-VTEC', 1597, 125, 'B', 'MA', 1.0, 2008, 2021, 2.5), e('1.8 i-VTEC', 1799, 140, 'B', 'A', 1.02, 2008, 2011),
          e('1.6 i-DTEC', 1597, 120, 'D', 'MA', 1.05, 2014, 2021), e('1.5 VTEC Turbo', 1498, 182, 'B', 'A', 1.1, 2017, 2025),
          e('2.0 e:HEV', 1993, 184, 'H', 'A', 1.2, 2022, 2025)],
        HONDA),
      car('city', 'City', 0.9, 1_350_000, 'Sedan',
        [g('City 4. Nesil', 2008, 2008), g('City 5. Nesil', 2009, 2013), g('City 6. Nesil', 2014, 2020), g('City 7. Nesil', 2021, 2025)],
        [e('1.4 i-VTEC', 1339, 100, 'B', 'MA', 0.95, 2008, 2013), e('1.5 i-VTEC', 1497, 120, 'B', 'MA', 1.0, 2014, 2025)],
        ['Comfort', 'Elegance', 'Executive']),
      car('cr-v', 'CR-V', 0.7, 3_000_000, 'SUV',
        [g('CR-V 3. Nesil', 2008, 2012), g('CR-V 4. Nesil', 2013, 2017), g('CR-V 5. Nesil', 2018, 2022), g('CR-V 6. Nesil', 2023, 2025)],
        [e('2.0 i-VTEC', 1997, 155, 'B', 'MA', 1.0, 2008, 2018, 1.5), e('2.2 i-CTDi', 2204, 140, 'D', 'M', 1.0, 2008, 2012),
          e('1.6 i-DTEC', 1597, 160, 'D', 'A', 1.05, 2015, 2018), e('1.5 VTEC Turbo', 1498, 193, 'B', 'A', 1.05, 2018, 2022),
          e('2.0 e:HEV', 1993, 184, 'H', 'A', 1.15, 2019, 2025)],
        HONDA),
      car('hr-v', 'HR-V', 0.8, 1_900_000, 'SUV',
        [g('HR-V 2. Nesil', 2015, 2021), g('HR-V 3. Nesil', 2022, 2025)],
        [e('1.5 i-VTEC', 1498, 130, 'B', 'MA', 1.0, 2015, 2021), e('1.5 e:HEV', 1498, 131, 'H', 'A', 1.1, 2022, 2025)],
        ['Elegance', 'Executive', 'Advance']),
      car('jazz', 'Jazz', 0.7, 1_350_000, 'Hatchback',
        [g('Jazz 2. Nesil', 2008, 2014), g('Jazz 3. Nesil', 2015, 2020), g('Jazz 4. Nesil', 2021, 2025)],
        [e('1.4 i-VTEC', 1339, 100, 'B', 'MA', 1.0, 2008, 2014), e('1.3 i-VTEC', 1318, 102, 'B', 'MA', 0.98, 2015, 2020),
          e('1.5 e:HEV', 1498, 109, 'H', 'A', 1.15, 2021, 2025)],
        ['Comfort', 'Elegance', 'Executive']),
    ],
  },
  {
    slug: 'skoda', name: 'Skoda', wmi: 'TMB', models: [
      car('octavia', 'Octavia', 2.2, 1_900_000, { Sedan: 85, 'Station Wagon': 15 },
        [g('Octavia A5', 2008, 2012), g('Octavia A7', 2013, 2019), g('Octavia A8', 2020, 2025, { packages: ['Elite', 'Premium', 'Prestige', 'Sportline'] })],
        [e('1.6', 1595, 102, 'B', 'M', 0.9, 2008, 2012), e('1.9 TDI', 1896, 105, 'D', 'M', 0.97, 2008, 2010),
          e('1.6 TDI', 1598, 115, 'D', 'MA', 1.0, 2009, 2019, 2), e('1.4 TSI', 1395, 150, 'B', 'MA', 1.0, 2008, 2019),
          e('1.0 TSI', 999, 115, 'B', 'MA', 0.95, 2017, 2025), e('1.5 TSI', 1498, 150, 'B', 'A', 1.05, 2020, 2025, 1.5),
          e('2.0 TDI', 1968, 150, 'D', 'A', 1.1, 2013, 2025)],
        ['Active', 'Ambition', 'Elegance', 'Style']),
      car('superb', 'Superb', 0.8, 2_800_000, { Sedan: 85, 'Station Wagon': 15 },
        [g('Superb B6', 2008, 2015), g('Superb B8', 2016, 2023), g('Superb B9', 2024, 2025)],
        [e('1.8 TSI', 1798, 160, 'B', 'A', 1.0, 2008, 2015), e('1.6 TDI', 1598, 120, 'D', 'MA', 1.0, 2010, 2019, 1.5),
          e('1.4 TSI', 1395, 150, 'B', 'MA', 0.95, 2009, 2019), e('2.0 TDI', 1968, 150, 'D', 'A', 1.08, 2008, 2025, 1.5),
          e('1.5 TSI', 1498, 150, 'B', 'A', 1.02, 2020, 2025, 1.5)],
        ['Active', 'Ambition', 'Style', 'Prestige', 'L&K']),
      car('fabia', 'Fabia', 0.9, 1_400_000, { Hatchback: 85, 'Station Wagon': 15 },
        [g('Fabia 2. Nesil', 2008, 2014), g('Fabia 3. Nesil', 2015, 2021), g('Fabia 4. Nesil', 2022, 2025, { bodies: 'Hatchback', packages: ['Elite', 'Premium', 'Monte Carlo'] })],
        [e('1.2', 1198, 70, 'B', 'M', 0.88, 2008, 2014), e('1.4 TDI', 1422, 90, 'D', 'M', 1.0, 2008, 2019, 1.5),
          e('1.6 TDI', 1598, 105, 'D', 'M', 1.02, 2010, 2014), e('1.2 TSI', 1197, 110, 'B', 'MA', 1.0, 2011, 2017),
          e('1.0 TSI', 999, 110, 'B', 'MA', 1.0, 2017, 2025), e('1.0 MPI', 999, 80, 'B', 'M', 0.9, 2018, 2025)],
        ['Active', 'Ambition', 'Style']),
      car('kamiq', 'Kamiq', 0.8, 1_700_000, 'SUV',
        [g('Kamiq', 2019, 2025)],
        [e('1.0 TSI', 999, 115, 'B', 'MA', 1.0, undefined, undefined, 2), e('1.5 TSI', 1498, 150, 'B', 'A', 1.1)],
        ['Elite', 'Premium', 'Prestige', 'Monte Carlo']),
      car('karoq', 'Karoq', 0.7, 2_100_000, 'SUV',
        [g('Karoq', 2018, 2025)],
        [e('1.0 TSI', 999, 115, 'B', 'MA', 0.95, 2018, 2021), e('1.5 TSI', 1498, 150, 'B', 'A', 1.05, undefined, undefined, 2),
          e('1.6 TDI', 1598, 115, 'D', 'A', 1.0, 2018, 2020), e('2.0 TDI', 1968, 150, 'D', 'A', 1.12)],
        ['Ambition', 'Style', 'Elite', 'Premium', 'Sportline']),
    ],
  },
  {
    slug: 'seat', name: 'Seat', wmi: 'VSS', models: [
      car('leon', 'Leon', 1.3, 1_750_000, { Hatchback: 87, 'Station Wagon': 13 },
        [g('Leon 2. Nesil', 2008, 2012, { bodies: 'Hatchback' }), g('Leon 3. Nesil', 2013, 2020), g('Leon 4. Nesil', 2021, 2025)],
        [e('1.6', 1595, 102, 'B', 'M', 0.9, 2008, 2012), e('1.6 TDI', 1598, 115, 'D', 'MA', 1.0, 2009, 2020, 2),
          e('1.4 TSI', 1395, 125, 'B', 'MA', 1.0, 2012, 2020), e('1.2 TSI', 1197, 110, 'B', 'MA', 0.95, 2013, 2018),
          e('1.0 eTSI', 999, 110, 'B', 'A', 0.95, 2021, 2025), e('1.5 eTSI', 1498, 150, 'B', 'A', 1.05, 2021, 2025, 1.5)],
        SEAT),
      car('ibiza', 'Ibiza', 1.0, 1_350_000, 'Hatchback',
        [g('Ibiza 4. Nesil', 2008, 2016), g('Ibiza 5. Nesil', 2017, 2025)],
        [e('1.4', 1390, 85, 'B', 'MA', 0.92, 2008, 2016), e('1.6 TDI', 1598, 105, 'D', 'M', 1.0, 2009, 2020),
          e('1.2 TSI', 1197, 105, 'B', 'MA', 1.0, 2010, 2016), e('1.0 TSI', 999, 110, 'B', 'MA', 1.0, 2017, 2025, 1.5),
          e('1.0 MPI', 999, 80, 'B', 'M', 0.9, 2017, 2025)],
        SEAT),
      car('arona', 'Arona', 0.8, 1_500_000, 'SUV',
        [g('Arona', 2018, 2025)],
        [e('1.0 TSI', 999, 115, 'B', 'MA', 1.0, undefined, undefined, 2), e('1.5 TSI', 1498, 150, 'B', 'A', 1.1, 2019, 2025),
          e('1.6 TDI', 1598, 95, 'D', 'MA', 1.03, 2018, 2020)],
        ['Style', 'Xcellence', 'FR']),
      car('ateca', 'Ateca', 0.6, 2_100_000, 'SUV',
        [g('Ateca', 2017, 2025)],
        [e('1.0 TSI', 999, 115, 'B', 'M', 0.95, 2017, 2021), e('1.5 TSI', 1498, 150, 'B', 'A', 1.05, undefined, undefined, 2),
          e('1.6 TDI', 1598, 115, 'D', 'MA', 1.0, 2017, 2020), e('2.0 TDI', 1968, 150, 'D', 'A', 1.1)],
        ['Style', 'Xcellence', 'FR']),
    ],
  },
  {
    slug: 'cupra', name: 'Cupra', wmi: 'VSS', models: [
      car('formentor', 'Formentor', 0.8, 2_400_000, 'SUV',
        [g('Formentor', 2021, 2025)],
        [e('1.5 TSI', 1498, 150, 'B', 'A', 1.0, undefined, undefined, 3), e('1.4 e-Hybrid', 1395, 245, 'H', 'A', 1.3, 2021, 2025, 0.5),
          e('2.0 TSI VZ', 1984, 310, 'B', 'A', 1.45, 2021, 2025, 0.4)],
        ['', 'Impulse']),
    ],
  },
  {
    slug: 'kia', name: 'Kia', wmi: 'KNE', models: [
      car('ceed', 'Ceed', 0.9, 1_550_000, { Hatchback: 80, 'Station Wagon': 20 },
        [g('Ceed 1. Nesil', 2008, 2012), g('Ceed 2. Nesil', 2013, 2018), g('Ceed 3. Nesil', 2019, 2025, { packages: ['Cool', 'Elegance', 'Prestige', 'GT Line'] })],
        [e('1.6 CRDi', 1582, 115, 'D', 'MA', 1.02, 2008, 2021, 2), e('1.4 CVVT', 1396, 100, 'B', 'M', 0.92, 2008, 2018),
          e('1.6 GDI', 1591, 135, 'B', 'A', 0.98, 2008, 2018), e('1.0 T-GDI', 998, 120, 'B', 'MA', 1.0, 2019, 2025),
          e('1.4 T-GDI', 1353, 140, 'B', 'A', 1.05, 2019, 2021), e('1.5 T-GDI', 1482, 160, 'B', 'A', 1.07, 2022, 2025)],
        KIA),
      car('sportage', 'Sportage', 1.5, 2_200_000, 'SUV',
        [g('Sportage 2. Nesil', 2008, 2010), g('Sportage 3. Nesil', 2011, 2015), g('Sportage 4. Nesil', 2016, 2021),
          g('Sportage 5. Nesil', 2022, 2025, { packages: ['Cool', 'Elegance', 'Prestige', 'GT Line'] })],
        [e('2.0 CRDi', 1995, 136, 'D', 'MA', 1.05, 2008, 2015, 1.5), e('2.0 CVVT', 1998, 163, 'B', 'MA', 0.95, 2008, 2015),
          e('1.6 GDI', 1591, 132, 'B', 'MA', 0.92, 2011, 2021), e('1.6 CRDi', 1598, 136, 'D', 'MA', 1.02, 2016, 2025, 1.5),
          e('1.6 T-GDI', 1591, 180, 'B', 'A', 1.05, 2016, 2025), e('1.6 T-GDI Hybrid', 1598, 230, 'H', 'A', 1.15, 2022, 2025, 0.5)],
        KIA),
      car('rio', 'Rio', 1.0, 1_200_000, { Hatchback: 70, Sedan: 30 },
        [g('Rio 2. Nesil', 2008, 2011), g('Rio 3. Nesil', 2012, 2016), g('Rio 4. Nesil', 2017, 2023)],
        [e('1.4 CVVT', 1396, 109, 'B', 'MA', 0.95), e('1.25 CVVT', 1248, 85, 'B', 'M', 0.9, 2012, 2023),
          e('1.5 CRDi', 1493, 110, 'D', 'M', 1.0, 2008, 2011), e('1.4 CRDi', 1396, 90, 'D', 'M', 1.02, 2012, 2019, 1.5),
          e('1.0 T-GDI', 998, 100, 'B', 'MA', 1.05, 2017, 2023)],
        KIA),
      car('stonic', 'Stonic', 0.6, 1_450_000, 'SUV',
        [g('Stonic', 2017, 2025)],
        [e('1.4 MPI', 1368, 100, 'B', 'A', 0.95, 2018, 2025), e('1.0 T-GDI', 998, 120, 'B', 'MA', 1.02, undefined, undefined, 1.5),
          e('1.6 CRDi', 1582, 115, 'D', 'M', 1.0, 2017, 2019)],
        ['Cool', 'Elegance', 'Prestige', 'GT Line']),
      car('picanto', 'Picanto', 0.8, 1_100_000, 'Hatchback',
        [g('Picanto 1. Nesil', 2008, 2010), g('Picanto 2. Nesil', 2011, 2016), g('Picanto 3. Nesil', 2017, 2025)],
        [e('1.1', 1086, 65, 'B', 'MA', 0.9, 2008, 2010), e('1.0', 998, 67, 'B', 'MA', 0.92, 2011, 2025),
          e('1.2', 1248, 84, 'B', 'MA', 1.0, 2011, 2025)],
        ['Cool', 'Concept', 'Prestige']),
    ],
  },
  {
    slug: 'nissan', name: 'Nissan', wmi: 'SJN', models: [
      car('qashqai', 'Qashqai', 1.6, 2_200_000, 'SUV',
        [g('Qashqai J10', 2008, 2013), g('Qashqai J11', 2014, 2021), g('Qashqai J12', 2022, 2025, { packages: ['Designpack', 'Skypack', 'Platinum'] })],
        [e('1.5 dCi', 1461, 110, 'D', 'MA', 1.0, 2008, 2021, 2), e('1.6', 1598, 117, 'B', 'MA', 0.92, 2008, 2016),
          e('1.2 DIG-T', 1197, 115, 'B', 'MA', 0.95, 2014, 2018), e('1.6 dCi', 1598, 130, 'D', 'MA', 1.08, 2011, 2021),
          e('1.3 DIG-T', 1332, 140, 'B', 'MA', 1.05, 2019, 2025, 1.5), e('1.5 e-Power', 1497, 190, 'H', 'A', 1.18, 2023, 2025)],
        ['Visia', 'Tekna', 'Sky Pack', 'Platinum']),
      car('juke', 'Juke', 0.7, 1_750_000, 'SUV',
        [g('Juke 1. Nesil', 2011, 2019), g('Juke 2. Nesil', 2020, 2025)],
        [e('1.6', 1598, 117, 'B', 'MA', 0.95, 2011, 2019, 1.5), e('1.5 dCi', 1461, 110, 'D', 'M', 1.0, 2011, 2019),
          e('1.0 DIG-T', 999, 117, 'B', 'MA', 1.0, 2020, 2025, 1.5), e('1.6 Hybrid', 1598, 143, 'H', 'A', 1.15, 2023, 2025)],
        ['Visia', 'Acenta', 'Tekna', 'Platinum']),
      car('micra', 'Micra', 0.7, 1_200_000, 'Hatchback',
        [g('Micra K12', 2008, 2010), g('Micra K13', 2011, 2016), g('Micra K14', 2017, 2023)],
        [e('1.2', 1198, 80, 'B', 'MA', 0.95, 2008, 2016), e('1.0', 999, 73, 'B', 'M', 0.92, 2017, 2023),
          e('0.9 IG-T', 898, 90, 'B', 'M', 1.0, 2017, 2020), e('1.5 dCi', 1461, 90, 'D', 'M', 1.05, 2017, 2020),
          e('1.0 IG-T', 999, 100, 'B', 'MA', 1.02, 2019, 2023)],
        ['Visia', 'Tekna', 'Sky Pack']),
    ],
  },
  {
    slug: 'volvo', name: 'Volvo', wmi: 'YV1', premium: true, models: [
      car('xc40', 'XC40', 0.45, 2_600_000, 'SUV',
        [g('XC40', 2018, 2025)],
        [e('T3', 1477, 163, 'B', 'A', 0.95, 2018, 2021), e('D3', 1969, 150, 'D', 'A', 1.0, 2018, 2020),
          e('B3', 1969, 163, 'B', 'A', 1.0, 2021, 2025, 1.5), e('P6 Recharge', ELEKTRIK, 238, 'E', 'A', 1.2, 2021, 2025, 0.5)],
        VOLVO),
      car('xc60', 'XC60', 0.4, 3_800_000, 'SUV',
        [g('XC60 1. Nesil', 2009, 2017), g('XC60 2. Nesil', 2018, 2025)],
        [e('D4', 1969, 190, 'D', 'A', 1.0, 2009, 2020, 2), e('D5 AWD', 1969, 235, 'D', 'A', 1.1, 2009, 2020),
          e('B5', 1969, 250, 'B', 'A', 1.08, 2021, 2025, 1.5), e('T8 Recharge', 1969, 455, 'H', 'A', 1.3, 2019, 2025, 0.4)],
        VOLVO),
      car('s60', 'S60', 0.35, 3_100_000, 'Sedan',
        [g('S60 1. Nesil', 2008, 2009), g('S60 2. Nesil', 2010, 2018), g('S60 3. Nesil', 2019, 2025)],
        [e('2.4 D5', 2400, 185, 'D', 'A', 1.0, 2008, 2009), e('D4', 1969, 190, 'D', 'A', 1.0, 2010, 2018, 2),
          e('T4', 1596, 180, 'B', 'A', 0.97, 2010, 2018), e('B4', 1969, 197, 'B', 'A', 1.05, 2019, 2025, 2),
          e('T8 Recharge', 1969, 455, 'H', 'A', 1.25, 2019, 2025, 0.4)],
        VOLVO),
    ],
  },
  {
    slug: 'togg', name: 'Togg', wmi: 'NL1', models: [
      car('t10x', 'T10X', 6, 1_850_000, 'SUV',
        [g('T10X', 2023, 2025)],
        [e('V1 RWD Standart Menzil', ELEKTRIK, 218, 'E', 'A', 0.95, undefined, undefined, 2),
          e('V1 RWD Uzun Menzil', ELEKTRIK, 218, 'E', 'A', 1.05, undefined, undefined, 1.5),
          e('V2 RWD Uzun Menzil', ELEKTRIK, 218, 'E', 'A', 1.15, undefined, undefined, 1.5),
          e('V2 4More Uzun Menzil', ELEKTRIK, 435, 'E', 'A', 1.3, 2024, 2025, 0.5)],
        ['']),
    ],
  },
  {
    slug: 'tesla', name: 'Tesla', wmi: 'XP7', premium: true, models: [
      car('model-y', 'Model Y', 2.5, 2_100_000, 'SUV',
        [g('Model Y', 2023, 2024), g('Model Y Juniper', 2025, 2025)],
        [e('RWD', ELEKTRIK, 299, 'E', 'A', 1.0, undefined, undefined, 3), e('Long Range AWD', ELEKTRIK, 514, 'E', 'A', 1.22),
          e('Performance AWD', ELEKTRIK, 534, 'E', 'A', 1.45, undefined, undefined, 0.3)],
        ['']),
      car('model-3', 'Model 3', 0.8, 2_000_000, 'Sedan',
        [g('Model 3 Highland', 2024, 2025)],
        [e('RWD', ELEKTRIK, 283, 'E', 'A', 1.0, undefined, undefined, 2), e('Long Range AWD', ELEKTRIK, 498, 'E', 'A', 1.25)],
        ['']),
    ],
  },
  {
    slug: 'chery', name: 'Chery', wmi: 'LVV', models: [
      car('tiggo-7-pro', 'Tiggo 7 Pro', 3, 1_600_000, 'SUV',
        [g('Tiggo 7 Pro', 2023, 2025)],
        [e('1.6 TGDI', 1598, 183, 'B', 'A', 1.0, undefined, undefined, 3), e('1.5 e+ Hybrid', 1498, 326, 'H', 'A', 1.12, 2024, 2025)],
        ['Comfort', 'Luxury', 'Premium']),
      car('tiggo-8-pro', 'Tiggo 8 Pro', 1.5, 1_950_000, 'SUV',
        [g('Tiggo 8 Pro', 2023, 2025)],
        [e('1.6 TGDI', 1598, 183, 'B', 'A', 1.0, undefined, undefined, 2), e('2.0 TGDI', 1998, 254, 'B', 'A', 1.15)],
        ['Luxury', 'Premium']),
    ],
  },
  {
    slug: 'mg', name: 'MG', wmi: 'LSJ', models: [
      car('zs', 'ZS', 1.4, 1_350_000, 'SUV',
        [g('ZS', 2021, 2023), g('ZS 2. Nesil', 2024, 2025)],
        [e('1.5 VTi', 1498, 106, 'B', 'MA', 1.0, undefined, undefined, 2), e('ZS EV', ELEKTRIK, 177, 'E', 'A', 1.2, 2021, 2025),
          e('1.5 Hybrid+', 1498, 196, 'H', 'A', 1.15, 2024, 2025)],
        ['Comfort', 'Luxury']),
      car('mg4', 'MG4', 1.0, 1_600_000, 'Hatchback',
        [g('MG4', 2023, 2025)],
        [e('Standard Range', ELEKTRIK, 170, 'E', 'A', 1.0, undefined, undefined, 2), e('Long Range', ELEKTRIK, 204, 'E', 'A', 1.12),
          e('XPOWER', ELEKTRIK, 435, 'E', 'A', 1.35, undefined, undefined, 0.3)],
        ['Comfort', 'Luxury']),
    ],
  },
  {
    slug: 'mini', name: 'Mini', wmi: 'WMW', premium: true, models: [
      car('cooper', 'Cooper', 0.5, 2_200_000, { Hatchback: 85, Cabrio: 15 },
        [g('R56', 2008, 2013), g('F56', 2014, 2023), g('F66', 2024, 2025)],
        [e('Cooper 1.6', 1598, 120, 'B', 'MA', 1.0, 2008, 2013, 1.5), e('One 1.5', 1499, 102, 'B', 'MA', 0.9, 2014, 2023),
          e('Cooper 1.5', 1499, 136, 'B', 'A', 1.0, 2014, 2025, 1.5), e('Cooper S 2.0', 1998, 192, 'B', 'A', 1.2, 2014, 2025, 0.6),
          e('Cooper S 1.6', 1598, 184, 'B', 'A', 1.2, 2008, 2013, 0.5), e('Cooper SE', ELEKTRIK, 184, 'E', 'A', 1.2, 2021, 2025, 0.3)],
        ['Classic', 'Favoured', 'JCW Trim']),
    ],
  },
  {
    slug: 'jeep', name: 'Jeep', wmi: '1C4', models: [
      car('renegade', 'Renegade', 0.6, 1_800_000, 'SUV',
        [g('Renegade', 2015, 2025)],
        [e('1.6 Multijet', 1598, 130, 'D', 'MA', 1.0, 2015, 2023, 2), e('1.4 MultiAir', 1368, 140, 'B', 'A', 0.97, 2015, 2019),
          e('1.3 T4', 1332, 150, 'B', 'A', 1.03, 2019, 2025), e('1.5 e-Hybrid', 1469, 130, 'H', 'A', 1.05, 2023, 2025)],
        ['Longitude', 'Limited', 'Trailhawk']),
      car('compass', 'Compass', 0.4, 2_400_000, 'SUV',
        [g('Compass 2. Nesil', 2017, 2025)],
        [e('1.6 Multijet', 1598, 130, 'D', 'M', 1.0, 2017, 2023, 1.5), e('1.4 MultiAir', 1368, 170, 'B', 'A', 1.0, 2017, 2020),
          e('1.3 T4', 1332, 150, 'B', 'A', 1.03, 2020, 2025), e('1.3 4xe', 1332, 240, 'H', 'A', 1.25, 2021, 2025, 0.4)],
        ['Longitude', 'Limited', 'S', 'Trailhawk']),
    ],
  },
  {
    slug: 'mitsubishi', name: 'Mitsubishi', wmi: 'MMC', models: [
      car('l200', 'L200', 0.5, 2_300_000, 'Pick-up',
        [g('L200 4. Nesil', 2008, 2015), g('L200 5. Nesil', 2016, 2025)],
        [e('2.5 DI-D', 2477, 178, 'D', 'MA', 1.0, 2008, 2015), e('2.4 DI-D', 2442, 181, 'D', 'MA', 1.05, 2016, 2025)],
        ['4x2 Invite', '4x4 Invite', '4x4 Intense', '4x4 Instyle']),
    ],
  },
  {
    slug: 'isuzu', name: 'Isuzu', wmi: 'MPA', models: [
      car('d-max', 'D-Max', 0.5, 2_000_000, 'Pick-up',
        [g('D-Max 1. Nesil', 2008, 2011), g('D-Max 2. Nesil', 2012, 2019), g('D-Max 3. Nesil', 2020, 2025)],
        [e('2.5 Ci', 2499, 163, 'D', 'M', 1.0, 2008, 2019), e('1.9 Ci', 1898, 164, 'D', 'MA', 1.05, 2017, 2025)],
        ['4x2 Hi-Ride', '4x4 Hi-Ride', '4x4 V-Cross']),
    ],
  },
  {
    slug: 'suzuki', name: 'Suzuki', wmi: 'TSM', models: [
      car('vitara', 'Vitara', 0.5, 1_700_000, 'SUV',
        [g('Vitara', 2015, 2025)],
        [e('1.6', 1586, 120, 'B', 'MA', 0.95, 2015, 2018), e('1.6 DDiS', 1598, 120, 'D', 'MA', 1.0, 2015, 2018),
          e('1.4 Boosterjet', 1373, 140, 'B', 'MA', 1.05, 2016, 2025, 1.5), e('1.5 Hybrid', 1462, 115, 'H', 'A', 1.1, 2023, 2025)],
        ['GL', 'GLX', 'GLX Elegance']),
    ],
  },
]

// ---- motorcycles ------------------------------------------------------------------------------

const M = 'M'
const A = 'A'

export const MOTORCYCLE_BRANDS: BrandSpec[] = [
  {
    slug: 'honda', name: 'Honda', wmi: 'MLH', models: [
      moto('pcx-125', 'PCX 125', 12, 150_000, 'Scooter',
        [g('PCX 1. Nesil', 2010, 2013), g('PCX 2. Nesil', 2014, 2017), g('PCX 3. Nesil', 2018, 2020), g('PCX 4. Nesil', 2021, 2025)],
        [e('Standart', 125, 12, 'B', A, 1.0, 2010, 2017), e('ABS', 125, 12, 'B', A, 1.06, 2018, 2025, 2), e('CBS', 125, 12, 'B', A, 1.0, 2018, 2025)]),
      moto('activa-125', 'Activa 125', 8, 80_000, 'Scooter',
        [g('Activa 125', 2016, 2025)], [e('Standart', 124, 8, 'B', A, 1.0)]),
      moto('dio', 'Dio', 7, 60_000, 'Scooter',
        [g('Dio 110', 2018, 2025)], [e('Standart', 110, 8, 'B', A, 1.0)]),
      moto('cbr650r', 'CBR650R', 1.2, 620_000, 'Sport',
        [g('CBR650R', 2019, 2025)], [e('Standart', 649, 95, 'B', M, 1.0, undefined, undefined, 3), e('E-Clutch', 649, 95, 'B', 'Y', 1.05, 2024, 2025)]),
      moto('cb650r', 'CB650R', 1.0, 540_000, 'Naked',
        [g('CB650R', 2019, 2025)], [e('Standart', 649, 95, 'B', M, 1.0, undefined, undefined, 3), e('E-Clutch', 649, 95, 'B', 'Y', 1.05, 2024, 2025)]),
      moto('nc750x', 'NC750X', 1.5, 550_000, 'Touring',
        [g('NC750X', 2014, 2020), g('NC750X 3. Nesil', 2021, 2025)], [e('Standart', 745, 58, 'B', M, 1.0), e('DCT', 745, 58, 'B', A, 1.1)]),
      moto('africa-twin', 'Africa Twin', 0.9, 1_200_000, 'Adventure',
        [g('CRF1000L', 2016, 2019), g('CRF1100L', 2020, 2025)],
        [e('Standart', 1084, 102, 'B', M, 1.0), e('DCT', 1084, 102, 'B', A, 1.08), e('Adventure Sports', 1084, 102, 'B', 'MA', 1.18, 2018, 2025)]),
      moto('rebel-500', 'Rebel 500', 0.7, 420_000, 'Chopper',
        [g('CMX500', 2017, 2025)], [e('Standart', 471, 46, 'B', M, 1.0)]),
    ],
  },
  {
    slug: 'yamaha', name: 'Yamaha', wmi: 'JYA', models: [
      moto('nmax-125', 'NMAX 125', 9, 150_000, 'Scooter',
        [g('NMAX 1. Nesil', 2015, 2020), g('NMAX 2. Nesil', 2021, 2025)], [e('ABS', 125, 12, 'B', A, 1.0)]),
      moto('xmax-250', 'XMAX 250', 3, 300_000, 'Scooter',
        [g('XMAX 250 1. Nesil', 2010, 2017), g('XMAX 250 2. Nesil', 2018, 2025)], [e('ABS', 249, 23, 'B', A, 1.0), e('Tech Max', 249, 23, 'B', A, 1.1, 2023, 2025)]),
      moto('mt-07', 'MT-07', 1.6, 480_000, 'Naked',
        [g('MT-07', 2014, 2020), g('MT-07 Makyajlı', 2021, 2025)], [e('ABS', 689, 74, 'B', M, 1.0)]),
      moto('mt-09', 'MT-09', 0.9, 650_000, 'Naked',
        [g('MT-09 1. Nesil', 2014, 2020), g('MT-09 2. Nesil', 2021, 2025)], [e('ABS', 890, 119, 'B', M, 1.0, undefined, undefined, 3), e('SP', 890, 119, 'B', M, 1.15, 2021, 2025)]),
      moto('tracer-7', 'Tracer 7', 0.7, 560_000, 'Touring',
        [g('Tracer 700', 2016, 2019), g('Tracer 7', 2020, 2025)], [e('Standart', 689, 73, 'B', M, 1.0), e('GT', 689, 73, 'B', M, 1.1, 2020, 2025)]),
      moto('r25', 'YZF-R25', 1.6, 300_000, 'Sport',
        [g('YZF-R25', 2015, 2018), g('YZF-R25 Makyajlı', 2019, 2025)], [e('ABS', 249, 36, 'B', M, 1.0)]),
      moto('xsr700', 'XSR700', 0.5, 500_000, 'Classic',
        [g('XSR700', 2016, 2025)], [e('Standart', 689, 74, 'B', M, 1.0)]),
    ],
  },
  {
    slug: 'bmw', name: 'BMW', wmi: 'WB1', premium: true, models: [
      moto('r-1250-gs', 'R 1250 GS', 0.9, 2_000_000, 'Adventure',
        [g('R 1200 GS LC', 2013, 2018), g('R 1250 GS', 2019, 2025)],
        [e('Standart', 1254, 136, 'B', M, 1.0, undefined, undefined, 2), e('Adventure', 1254, 136, 'B', M, 1.12), e('Triple Black', 1254, 136, 'B', M, 1.08, 2019, 2025)]),
      moto('f-900-r', 'F 900 R', 0.5, 800_000, 'Naked',
        [g('F 900 R', 2020, 2025)], [e('Standart', 895, 105, 'B', M, 1.0)]),
      moto('s-1000-rr', 'S 1000 RR', 0.4, 1_600_000, 'Sport',
        [g('S 1000 RR 1. Nesil', 2010, 2018), g('S 1000 RR 2. Nesil', 2019, 2025)], [e('Standart', 999, 207, 'B', M, 1.0), e('M Paket', 999, 210, 'B', M, 1.15, 2019, 2025)]),
      moto('c-400-x', 'C 400 X', 0.8, 550_000, 'Scooter',
        [g('C 400 X', 2018, 2025)], [e('Standart', 350, 34, 'B', A, 1.0)]),
      moto('r-ninet', 'R nineT', 0.3, 1_000_000, 'Classic',
        [g('R nineT', 2014, 2025)], [e('Standart', 1170, 110, 'B', M, 1.0), e('Scrambler', 1170, 110, 'B', M, 0.92, 2016, 2025)]),
    ],
  },
  {
    slug: 'kawasaki', name: 'Kawasaki', wmi: 'JKA', models: [
      moto('ninja-650', 'Ninja 650', 1.2, 450_000, 'Sport',
        [g('Ninja 650 (ER-6f)', 2012, 2016), g('Ninja 650', 2017, 2025)], [e('ABS', 649, 68, 'B', M, 1.0)]),
      moto('z900', 'Z900', 1.0, 600_000, 'Naked',
        [g('Z900', 2017, 2025)], [e('ABS', 948, 125, 'B', M, 1.0)]),
      moto('versys-650', 'Versys 650', 0.7, 500_000, 'Touring',
        [g('Versys 650 1. Nesil', 2008, 2014), g('Versys 650 2. Nesil', 2015, 2025)], [e('ABS', 649, 67, 'B', M, 1.0)]),
      moto('vulcan-s', 'Vulcan S', 0.5, 450_000, 'Chopper',
        [g('Vulcan S', 2015, 2025)], [e('ABS', 649, 61, 'B', M, 1.0)]),
    ],
  },
  {
    slug: 'ktm', name: 'KTM', wmi: 'VBK', models: [
      moto('390-duke', '390 Duke', 1.6, 300_000, 'Naked',
        [g('390 Duke 1. Nesil', 2013, 2016), g('390 Duke 2. Nesil', 2017, 2023), g('390 Duke 3. Nesil', 2024, 2025)], [e('ABS', 373, 44, 'B', M, 1.0)]),
      moto('250-duke', '250 Duke', 1.3, 220_000, 'Naked',
        [g('250 Duke', 2015, 2023), g('250 Duke 3. Nesil', 2024, 2025)], [e('ABS', 249, 30, 'B', M, 1.0)]),
      moto('790-adventure', '790 Adventure', 0.5, 800_000, 'Adventure',
        [g('790 Adventure', 2019, 2025)], [e('Standart', 799, 95, 'B', M, 1.0), e('R', 799, 95, 'B', M, 1.12)]),
    ],
  },
  {
    slug: 'suzuki', name: 'Suzuki', wmi: 'JS1', models: [
      moto('v-strom-650', 'V-Strom 650', 0.8, 500_000, 'Adventure',
        [g('V-Strom 650 1. Nesil', 2008, 2011), g('V-Strom 650 2. Nesil', 2012, 2016), g('V-Strom 650 3. Nesil', 2017, 2025)],
        [e('ABS', 645, 71, 'B', M, 1.0), e('XT', 645, 71, 'B', M, 1.08, 2015, 2025)]),
      moto('gsx-s750', 'GSX-S750', 0.5, 450_000, 'Naked',
        [g('GSX-S750', 2015, 2022)], [e('ABS', 749, 114, 'B', M, 1.0)]),
      moto('burgman-street-125', 'Burgman Street 125', 2.2, 90_000, 'Scooter',
        [g('Burgman Street', 2020, 2025)], [e('Standart', 124, 9, 'B', A, 1.0)]),
    ],
  },
  {
    slug: 'bajaj', name: 'Bajaj', wmi: 'MD2', models: [
      moto('pulsar-ns200', 'Pulsar NS200', 3, 90_000, 'Naked',
        [g('Pulsar NS200', 2013, 2019), g('Pulsar NS200 Makyajlı', 2020, 2025)], [e('Standart', 199, 24, 'B', M, 1.0), e('ABS', 199, 24, 'B', M, 1.08, 2019, 2025)]),
      moto('dominar-400', 'Dominar 400', 1.4, 160_000, 'Touring',
        [g('Dominar 400', 2017, 2025)], [e('ABS', 373, 40, 'B', M, 1.0)]),
    ],
  },
  {
    slug: 'kuba', name: 'Kuba', wmi: 'NLK', models: [
      moto('blueberry-125', 'Blueberry 125', 2.5, 55_000, 'Scooter',
        [g('Blueberry 125', 2016, 2025)], [e('Standart', 125, 9, 'B', A, 1.0)]),
      moto('cita-100', 'Çita 100', 2, 40_000, 'Classic',
        [g('Çita 100', 2012, 2025)], [e('Standart', 100, 6, 'B', M, 1.0)]),
      moto('space-125', 'Space 125', 1.5, 55_000, 'Scooter',
        [g('Space 125', 2019, 2025)], [e('Standart', 125, 9, 'B', A, 1.0)]),
    ],
  },
  {
    slug: 'mondial', name: 'Mondial', wmi: 'NLM', models: [
      moto('drift-l-125', 'Drift L 125', 2.2, 60_000, 'Naked',
        [g('Drift L 125', 2017, 2025)], [e('Standart', 125, 11, 'B', M, 1.0)]),
      moto('turkuaz-50', 'Turkuaz 50', 1.6, 40_000, 'Scooter',
        [g('Turkuaz 50', 2014, 2025)], [e('Standart', 49, 3, 'B', A, 1.0)]),
    ],
  },
  {
    slug: 'vespa', name: 'Vespa', wmi: 'ZAP', models: [
      moto('primavera', 'Primavera', 1.2, 280_000, 'Scooter',
        [g('Primavera', 2014, 2023), g('Primavera Makyajlı', 2024, 2025)], [e('150', 155, 13, 'B', A, 1.0), e('125', 125, 11, 'B', A, 0.92)]),
      moto('gts-300', 'GTS 300', 0.8, 450_000, 'Scooter',
        [g('GTS 300 Super', 2008, 2018), g('GTS 300 HPE', 2019, 2025)], [e('Super', 278, 24, 'B', A, 1.0), e('Super Sport', 278, 24, 'B', A, 1.06)]),
    ],
  },
  {
    slug: 'ducati', name: 'Ducati', wmi: 'ZDM', premium: true, models: [
      moto('monster', 'Monster', 0.35, 900_000, 'Naked',
        [g('Monster 796/821', 2010, 2020), g('Monster (937)', 2021, 2025)], [e('Standart', 937, 111, 'B', M, 1.0), e('Plus', 937, 111, 'B', M, 1.05, 2021, 2025)]),
      moto('scrambler', 'Scrambler', 0.35, 750_000, 'Classic',
        [g('Scrambler 800', 2015, 2022), g('Scrambler 2. Nesil', 2023, 2025)], [e('Icon', 803, 73, 'B', M, 1.0), e('Full Throttle', 803, 73, 'B', M, 1.12)]),
    ],
  },
  {
    slug: 'cfmoto', name: 'CFMoto', wmi: 'LCE', models: [
      moto('250nk', '250NK', 2, 150_000, 'Naked',
        [g('250NK', 2018, 2025)], [e('ABS', 249, 27, 'B', M, 1.0)]),
      moto('450sr', '450SR', 1.5, 280_000, 'Sport',
        [g('450SR', 2022, 2025)], [e('ABS', 450, 50, 'B', M, 1.0)]),
      moto('800mt', '800MT', 1.0, 550_000, 'Adventure',
        [g('800MT', 2021, 2025)], [e('Sport', 799, 95, 'B', M, 1.0), e('Touring', 799, 95, 'B', M, 1.08)]),
    ],
  },
  {
    slug: 'royal-enfield', name: 'Royal Enfield', wmi: 'ME3', models: [
      moto('classic-350', 'Classic 350', 1.2, 220_000, 'Classic',
        [g('Classic 350', 2021, 2025)], [e('Standart', 349, 20, 'B', M, 1.0)]),
      moto('meteor-350', 'Meteor 350', 0.8, 230_000, 'Chopper',
        [g('Meteor 350', 2021, 2025)], [e('Fireball', 349, 20, 'B', M, 1.0), e('Supernova', 349, 20, 'B', M, 1.06)]),
    ],
  },
]
