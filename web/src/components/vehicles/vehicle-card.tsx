import { Link } from '../../lib/router/index.js'
import type { VehicleCard as VehicleCardData } from '../../api/vehicles/get-vehicles.js'
import { damageSummary, formatKm, formatPrice, vehicleBadges, vehicleName } from '../../lib/vehicle-format.js'
import { CompareToggle } from './compare-toggle.js'
import { FavouriteButton } from '../favourites/favourite-button.js'

// The gateway draws vehicle photos at 1200×800.
export const PHOTO_WIDTH = 1200
export const PHOTO_HEIGHT = 800

/** Spec §3 listCardType: cards side by side or one per row with the photo on the left. */
export type CardLayout = 'grid' | 'list'

interface VehicleCardProps {
  vehicle: VehicleCardData
  layout?: CardLayout
  headingLevel?: 2 | 3
  /**
   * 'high': the page's largest image at first sight (the listing's first card), fetched first;
   * 'eager': in the first screen, not deferred; default: loaded when scrolled near.
   */
  photo?: 'high' | 'eager' | 'lazy'
}

export function VehicleBadges({ vehicle }: { vehicle: Parameters<typeof vehicleBadges>[0] }) {
  const badges = vehicleBadges(vehicle)
  if (badges.length === 0) return null
  return (
    <ul className="vehicle-badges" aria-label="Durum">
      {badges.map((badge) => (
        <li key={badge.tone} className={`vehicle-badge vehicle-badge--${badge.tone}`} title={badge.title}>
          {badge.label}
        </li>
      ))}
    </ul>
  )
}

export function VehiclePrice({ current, previous, className = 'vehicle-price' }: { current: number; previous?: number | undefined; className?: string }) {
  return (
    <p className={className}>
      {previous !== undefined && previous > current && (
        <del className="vehicle-price__old">
          <span className="visually-hidden">Eski fiyat: </span>
          {formatPrice(previous)}
        </del>
      )}
      <strong className="vehicle-price__current">
        {previous !== undefined && previous > current && <span className="visually-hidden">Yeni fiyat: </span>}
        {formatPrice(current)}
      </strong>
    </p>
  )
}

/** A listing card; the title link covers the card, the compare switch sits above it. */
export function VehicleCard({ vehicle, layout = 'grid', headingLevel = 2, photo = 'lazy' }: VehicleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const name = vehicleName(vehicle)
  return (
    <article className={`vehicle-card vehicle-card--${layout}`} data-announcement-no={vehicle.announcementNo}>
      <div className="vehicle-card__media">
        <img
          className="vehicle-card__photo"
          src={vehicle.photoUrl}
          alt={name}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={photo === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photo === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <VehicleBadges vehicle={vehicle} />
        <FavouriteButton vehicleId={vehicle.id} name={`${name} ${vehicle.modelName}`} />
      </div>
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__title">
          <Link className="vehicle-card__link" to={vehicle.detailPath}>
            {name}
          </Link>
        </Heading>
        <p className="vehicle-card__trim">{vehicle.modelName}</p>
        <ul className="vehicle-card__specs" aria-label="Özellikler">
          <li>{vehicle.year}</li>
          <li>{formatKm(vehicle.km)}</li>
          <li>{vehicle.fuelType}</li>
          <li>{vehicle.gearType}</li>
        </ul>
        <ul className="vehicle-card__damage" aria-label="Hasar durumu">
          {damageSummary(vehicle).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <div className="vehicle-card__footer">
          <VehiclePrice current={vehicle.currentListingPrice} previous={vehicle.previousPrice} />
          <CompareToggle vehicle={vehicle} />
        </div>
      </div>
    </article>
  )
}

export function VehicleCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <div className={`vehicle-card vehicle-card--${layout} vehicle-card--skeleton`} aria-hidden="true">
      <span className="skeleton vehicle-card__media" />
      <div className="vehicle-card__body">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  )
}
