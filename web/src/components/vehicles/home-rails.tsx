import { Link } from '../../lib/router/index.js'
import { useHomeRails } from '../../api/vehicles/get-home-rails.js'
import { listingHref, withFlag, withSorter, DEFAULT_LISTING } from './listing-search.js'
import { VEHICLE_AREAS } from './vehicle-areas.js'
import { VehicleRail } from './vehicle-rail.js'

const area = VEHICLE_AREAS.car

/** Spec §9 home listings as rails; each links to the listing that continues it. */
export function HomeRails() {
  const { data, isError } = useHomeRails(area.vehicleTypeId)
  if (isError) return null
  const more = (to: string) => (
    <Link className="rail__more" to={to}>
      Tümünü gör
    </Link>
  )
  return (
    <div className="container home-rails">
      <VehicleRail title="Yeni Gelenler" vehicles={data?.new} action={more(area.prefix)} />
      <VehicleRail title="En Çok Görüntülenenler" vehicles={data?.mostViewed} action={more(listingHref(area, withSorter(DEFAULT_LISTING, 1)))} />
      <VehicleRail title="Kampanyalı Araçlar" vehicles={data?.campaign} action={more(listingHref(area, withFlag(DEFAULT_LISTING, 'HasCampaign', true)))} />
    </div>
  )
}
