import type { VehicleDetail } from '../../api/vehicles/get-vehicle-by-announcement-no.js'
import { formatNumber } from '../../lib/locale.js'
import { formatKm, formatListingDate } from '../../lib/vehicle-format.js'

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value))

/** The detail page's table: every field of the vehicle under its Turkish label. */
export function vehicleSpecRows(v: VehicleDetail): Array<[string, string]> {
  return [
    ['Yıl', String(v.year)],
    ['Kilometre', formatKm(v.km)],
    ['Yakıt', v.fuelType],
    ['Vites', v.gearType],
    ['Kasa Tipi', v.caseType],
    ['Renk', v.color],
    ['Motor Hacmi (cc)', v.engineSize ? formatNumber(v.engineSize) : '-'],
    ['Motor Gücü (hp)', orDash(v.enginePower)],
    ['Kasa Kodu/Jenerasyon', orDash(v.generation)],
    ['Plaka', orDash(v.licensePlate)],
    ['Şasi No', orDash(v.chassisNumber)],
    ['İlan No', v.announcementNo],
    ['İlan Tarihi', formatListingDate(v.inStockDate)],
    ['Şehir', v.city],
    ['Durum', v.status.text],
  ]
}

export function VehicleSpecs({ vehicle }: { vehicle: VehicleDetail }) {
  return (
    <table className="spec-table">
      <tbody>
        {vehicleSpecRows(vehicle).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
