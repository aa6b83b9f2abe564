import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from '../../lib/router/index.js'
import { useCountVehicleView } from '../../api/vehicles/count-vehicle-view.js'
import { useVehicleDetail, vehicleDetailQueryOptions, type VehicleDetail } from '../../api/vehicles/get-vehicle-by-announcement-no.js'
import type { PageQueries } from '../../app/page-data.js'
import { ErrorState, isNotFound, TextSkeleton } from '../../components/content/query-states.js'
import { CompareToggle } from '../../components/vehicles/compare-toggle.js'
import { FavouriteButton } from '../../components/favourites/favourite-button.js'
import { CallRequestButton } from '../../components/vehicles/call-request-button.js'
import { DamageDiagram } from '../../components/vehicles/damage-diagram.js'
import { SellerCard } from '../../components/vehicles/seller-card.js'
import { ShareButton } from '../../components/vehicles/share-button.js'
import { TradeInButton } from '../../components/vehicles/trade-in-button.js'
import { areaOfType, type VehicleArea } from '../../components/vehicles/vehicle-areas.js'
import { VehicleBadges, VehiclePrice } from '../../components/vehicles/vehicle-card.js'
import { VehicleGallery } from '../../components/vehicles/vehicle-gallery.js'
import { VehicleRail } from '../../components/vehicles/vehicle-rail.js'
import { VehicleSpecs } from '../../components/vehicles/vehicle-specs.js'
import { formatKm, formatPrice, tramerText, vehicleName, vehicleTitle } from '../../lib/vehicle-format.js'
import { NotFoundPage } from '../not-found-page.js'
import { Breadcrumb } from '../../components/ui/breadcrumb.js'

const ANNOUNCEMENT_NO = /^\d{6,12}$/

export const vehicleDetailPageQueries: PageQueries = ({ params }) =>
  params.announcementNo && ANNOUNCEMENT_NO.test(params.announcementNo) ? [vehicleDetailQueryOptions(params.announcementNo)] : []

function DamageSection({ vehicle, kind }: { vehicle: VehicleDetail; kind: VehicleArea['key'] }) {
  const tramer = vehicle.vehicleTramImages.totalAmount
  return (
    <section className="detail-section damage-section" aria-labelledby="damage-title">
      <h2 id="damage-title" className="detail-section__title">
        Hasar ve ekspertiz
      </h2>
      <div className="damage-section__layout">
        <DamageDiagram kind={kind} paintedParts={vehicle.paintedParts} changedParts={vehicle.changedParts} />
        <div className="damage-section__facts">
          <dl className="damage-facts">
            <div>
              <dt>Tramer kaydı</dt>
              <dd>{tramer > 0 ? formatPrice(tramer) : 'Tramer kaydı yok'}</dd>
            </div>
            <div>
              <dt>Boyalı parçalar</dt>
              <dd>{vehicle.paintedParts.length ? vehicle.paintedParts.join(', ') : 'Yok'}</dd>
            </div>
            <div>
              <dt>Değişen parçalar</dt>
              <dd>{vehicle.changedParts.length ? vehicle.changedParts.join(', ') : 'Yok'}</dd>
            </div>
          </dl>
          <h3 className="damage-section__subtitle">Ekspertiz özeti</h3>
          <p className="damage-section__summary">{vehicle.expertiseSummary}</p>
        </div>
      </div>
    </section>
  )
}

function VehicleArticle({ vehicle }: { vehicle: VehicleDetail }) {
  const area = areaOfType(vehicle.vehicleTypeId)
  const name = vehicleName(vehicle)
  const title = vehicleTitle(vehicle)
  return (
    <>
      <Breadcrumb
        crumbs={[
          { label: area.breadcrumb, to: area.prefix },
          { label: vehicle.brand, to: `${area.prefix}/${vehicle.brandSlug}` },
          { label: name, to: `${area.prefix}/${vehicle.brandSlug}/${vehicle.modelSlug}` },
          { label: `İlan No ${vehicle.announcementNo}` },
        ]}
      />
      <div className="detail-page__top">
        <VehicleGallery photos={vehicle.vehiclePhotos} name={name} />
        <aside className="detail-summary" aria-labelledby="vehicle-title">
          <VehicleBadges vehicle={vehicle} />
          <h1 id="vehicle-title" className="detail-summary__title">
            {title}
          </h1>
          <ul className="detail-summary__specs" aria-label="Öne çıkan özellikler">
            <li>{vehicle.year}</li>
            <li>{formatKm(vehicle.km)}</li>
            <li>{vehicle.fuelType}</li>
            <li>{vehicle.gearType}</li>
            <li>{vehicle.city}</li>
          </ul>
          <VehiclePrice className="vehicle-price detail-summary__price" current={vehicle.currentListingPrice} previous={vehicle.previousPrice} />
          {vehicle.campaignTitle && <p className="detail-summary__campaign">{`Kampanya: ${vehicle.campaignTitle}`}</p>}
          {vehicle.certificationTitle && <p className="detail-summary__certified">{vehicle.certificationTitle}</p>}
          <p className="detail-summary__damage">{tramerText(vehicle.vehicleTramImages.totalAmount)}</p>
          <div className="detail-summary__actions">
            <CallRequestButton vehicleId={vehicle.id} />
            {area.key === 'car' && <TradeInButton vehicleId={vehicle.id} />}
            <FavouriteButton vehicleId={vehicle.id} name={title} variant="page" />
            <CompareToggle vehicle={vehicle} variant="page" />
            <ShareButton title={title} />
          </div>
          <SellerCard seller={vehicle.seller} />
        </aside>
      </div>
      <section className="detail-section" aria-labelledby="specs-title">
        <h2 id="specs-title" className="detail-section__title">
          Araç bilgileri
        </h2>
        <VehicleSpecs vehicle={vehicle} />
      </section>
      <DamageSection vehicle={vehicle} kind={area.key} />
      <VehicleRail title="Benzer araçlar" vehicles={vehicle.similar} />
    </>
  )
}

function VehicleDetailView({ announcementNo }: { announcementNo: string }) {
  const { brand, model } = useParams()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const { data: vehicle, error, refetch, isFetching } = useVehicleDetail(announcementNo)
  useCountVehicleView(vehicle ? announcementNo : undefined)

  // The readable segment (or the area) may be out of date: show the vehicle's own address.
  const misplaced = vehicle && (vehicle.brandSlug !== brand || vehicle.modelSlug !== model)
  useEffect(() => {
    if (vehicle && !misplaced && pathname !== vehicle.detailPath) navigate(`${vehicle.detailPath}${search}`, { replace: true })
  }, [vehicle, misplaced, pathname, search, navigate])

  if (misplaced || (error && isNotFound(error))) return <NotFoundPage />
  if (!vehicle && error) {
    return (
      <div className="container detail-page">
        <ErrorState level={1} title="Araç bilgileri yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    )
  }
  return (
    <div className="container detail-page">
      {vehicle ? (
        <VehicleArticle vehicle={vehicle} />
      ) : (
        <div className="detail-page__top" role="status" aria-label="Yükleniyor">
          <span className="skeleton detail-page__photo-skeleton" />
          <TextSkeleton lines={6} />
        </div>
      )}
    </div>
  )
}

/** /araba-al/:brand/:model/:slug/:announcementNo and the same under /motosiklet-al (spec §2.2). */
export function VehicleDetailPage() {
  const { announcementNo } = useParams()
  if (!announcementNo || !ANNOUNCEMENT_NO.test(announcementNo)) return <NotFoundPage />
  return <VehicleDetailView key={announcementNo} announcementNo={announcementNo} />
}
