import { useFavourites } from './use-favourites.js'

interface FavouriteButtonProps {
  vehicleId: number
  /** The vehicle's name, for the button's accessible label. */
  name: string
  /** 'card': a heart over the card's photo; 'page': the detail page's button with its text. */
  variant?: 'card' | 'page'
}

/** The heart of spec §1/§4.12: adds or removes the vehicle; signed out it opens the login dialog first. */
export function FavouriteButton({ vehicleId, name, variant = 'card' }: FavouriteButtonProps) {
  const { ids, toggle } = useFavourites()
  const selected = ids.includes(vehicleId)
  const label = selected ? 'Favorilerden çıkar' : 'Favorilere ekle'
  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={selected}
      data-vehicle-id={vehicleId}
      onClick={() => void toggle(vehicleId)}
    >
      <svg className="favourite-button__heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {variant === 'page' ? <span>{label}</span> : <span className="visually-hidden">{`${label}: ${name}`}</span>}
    </button>
  )
}
