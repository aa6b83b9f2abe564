import { Link } from '../../lib/router/index.js'
import { useQuery } from '@tanstack/react-query'
import { favouriteVehiclesQueryOptions } from '../../api/favourites.js'
import { EmptyState, ErrorState } from '../content/query-states.js'
import { VehicleCard, VehicleCardSkeleton } from '../vehicles/vehicle-card.js'
import { useFavourites } from './use-favourites.js'

/**
 * The signed-in customer's favourites as cards (/favorilerim and /hesabim). Sold and reserved ones
 * stay, marked by their badges ('Satıldı', 'Rezerve'); a heart taken off hides its card at once.
 */
export function FavouriteList({ customerId, headingLevel = 2 }: { customerId: number | string; headingLevel?: 2 | 3 }) {
  const { ids } = useFavourites()
  const { data, error, refetch, isFetching } = useQuery(favouriteVehiclesQueryOptions(customerId))
  if (error && !data) {
    return <ErrorState level={2} title="Favorileriniz yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
  }
  if (!data) {
    return (
      <ul className="vehicle-list vehicle-list--grid" role="status" aria-label="Yükleniyor">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <VehicleCardSkeleton />
          </li>
        ))}
      </ul>
    )
  }
  const shown = data.filter((vehicle) => ids.includes(vehicle.id))
  if (shown.length === 0) {
    return (
      <EmptyState>
        <p className="content-state__title">Henüz favori aracınız yok.</p>
        <p>
          Beğendiğiniz araçları kalp simgesiyle favorilerinize ekleyebilirsiniz. <Link to="/araba-al">Araçlara göz atın</Link>
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className="vehicle-list vehicle-list--grid favourite-list" aria-label="Favori araçlarım">
      {shown.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} headingLevel={headingLevel === 2 ? 3 : 2} />
        </li>
      ))}
    </ul>
  )
}
