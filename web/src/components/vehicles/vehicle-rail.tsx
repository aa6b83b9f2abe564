import { useId, useRef, type ReactNode } from 'react'
import type { VehicleCard as VehicleCardData } from '../../api/vehicles/get-vehicles.js'
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card.js'

interface VehicleRailProps {
  title: string
  vehicles: VehicleCardData[] | undefined
  /** A link beside the title ('Tümünü gör'). */
  action?: ReactNode
}

/** A titled horizontal scroller of cards with previous/next buttons; nothing when there is nothing to show. */
export function VehicleRail({ title, vehicles, action }: VehicleRailProps) {
  const titleId = useId()
  const track = useRef<HTMLUListElement>(null)
  if (vehicles && vehicles.length === 0) return null

  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' })
  }

  return (
    <section className="rail" aria-labelledby={titleId}>
      <div className="rail__header">
        <h2 id={titleId} className="rail__title">
          {title}
        </h2>
        {action}
        <div className="rail__steps">
          <button type="button" className="rail__step" aria-label={`${title}: önceki araçlar`} onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="rail__step" aria-label={`${title}: sonraki araçlar`} onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul ref={track} className="rail__track" aria-busy={!vehicles}>
        {vehicles
          ? vehicles.map((vehicle) => (
              <li key={vehicle.announcementNo} className="rail__item">
                <VehicleCard vehicle={vehicle} headingLevel={3} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="rail__item">
                <VehicleCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
