import type { VehicleSeller } from '../../api/vehicles/get-vehicle-by-announcement-no.js'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const mapUrl = (s: Pick<VehicleSeller, 'latitude' | 'longitude'>) => `https://www.google.com/maps/search/?api=1&query=${s.latitude},${s.longitude}`

/** The branch the vehicle stands at: address, phone, opening hours and a map link. */
export function SellerCard({ seller }: { seller: VehicleSeller }) {
  return (
    <section className="seller-card" aria-labelledby="seller-title">
      <p className="seller-card__eyebrow">Aracın bulunduğu nokta</p>
      <h2 id="seller-title" className="seller-card__name">
        {seller.name}
      </h2>
      <dl className="seller-card__details">
        <div>
          <dt>Adres</dt>
          <dd>{seller.address}</dd>
        </div>
        <div>
          <dt>Telefon</dt>
          <dd>
            <a href={telHref(seller.phone)}>{seller.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Çalışma saatleri</dt>
          <dd>{seller.hours}</dd>
        </div>
      </dl>
      <a className="button button--secondary seller-card__map" href={mapUrl(seller)} target="_blank" rel="noopener noreferrer">
        Haritada göster<span className="visually-hidden">{`: ${seller.name}`}</span>
      </a>
    </section>
  )
}
