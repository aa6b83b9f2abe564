// A sample of what the gateway draws (issue 18): every car body and motorcycle kind, paints known
// and unknown, every photo index including details, electric and not, brand badges and the body
// silhouettes. server/test/media/drawings-digests.json holds the SHA-256 of each as drawn before drawings.ts was split
// by responsibility; the split must draw every one of them byte for byte the same.
import { createHash } from 'node:crypto'
import type { VehiclePhotoInput } from '../../services/media/drawings/index.js'

export interface Drawings {
  vehiclePhotoSvg(v: VehiclePhotoInput): string
  brandLogoSvg(name: string): string
  bodySilhouetteSvg(slug: string): string
  bodySilhouetteSlug(body: string): string | null
  BODY_SILHOUETTES: readonly string[]
}

const CAR_BODIES = ['Sedan', 'Hatchback/5', 'Station Wagon', 'SUV', 'Crossover', 'Coupe', 'Cabrio', 'Roadster', 'MPV', 'Minivan', 'Hafif Ticari', 'Panelvan', 'Pick-up', 'Arazi', 'Bilinmeyen']
const BIKE_BODIES = ['Scooter', 'Sport', 'Racing', 'Touring', 'Adventure', 'Enduro', 'Chopper', 'Cruiser', 'Classic', 'Naked', '']
const COLOURS = ['Beyaz', 'siyah', 'Gümüş Gri', 'kırmızı', 'Lacivert', 'turuncu', 'şampanya', 'Vişne Çürüğü']
const CARS: Array<[string, string]> = [['Fiat', 'Egea'], ['Togg', 'T10X'], ['Tesla', 'Model Y'], ['Peugeot', 'e-2008'], ['Renault', 'Clio'], ['MG', 'MG4']]
const BIKES: Array<[string, string]> = [['Honda', 'PCX'], ['Yamaha', 'MT-07'], ['BMW', 'R 1250 GS']]
const NAMES = ['Fiat', 'Mercedes-Benz', 'Alfa Romeo', 'Škoda', 'İsuzu', 'Çelik', 'DS Automobiles', ' ', 'Land Rover <&>']
const BODIES = ['Sedan', 'Station Wagon', 'SUV', 'Hafif Ticari', 'Pick-up', 'Kamyonet', 'Coupé']

/** Name → the drawing, for every sample. */
export function drawSample(d: Drawings): Array<[string, string]> {
  const out: Array<[string, string]> = []
  CAR_BODIES.forEach((caseType, i) => {
    for (let index = 0; index < 9; index++) {
      const [brand, model] = CARS[(i + index) % CARS.length]!
      const v = { vehicleTypeId: 14870, caseType, color: COLOURS[(i + index) % COLOURS.length]!, brand, model, year: 2010 + ((i * 3 + index) % 15), index }
      out.push([`car|${caseType}|${v.color}|${brand} ${model}|${index}`, d.vehiclePhotoSvg(v)])
    }
  })
  BIKE_BODIES.forEach((caseType, i) => {
    for (let index = 0; index < 9; index++) {
      const [brand, model] = BIKES[(i + index) % BIKES.length]!
      const v = { vehicleTypeId: 14169, caseType, color: COLOURS[(i * 2 + index) % COLOURS.length]!, brand, model, year: 2015 + (index % 9), index }
      out.push([`bike|${caseType}|${v.color}|${brand} ${model}|${index}`, d.vehiclePhotoSvg(v)])
    }
  })
  for (const name of NAMES) out.push([`logo|${name}`, d.brandLogoSvg(name)])
  for (const slug of d.BODY_SILHOUETTES) out.push([`body|${slug}`, d.bodySilhouetteSvg(slug)])
  for (const body of BODIES) out.push([`slug|${body}`, String(d.bodySilhouetteSlug(body))])
  return out
}

/** The first 64 bits of the SHA-256: plenty to tell 259 drawings apart and any change in one. */
export const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
