import { useQuery } from '@tanstack/react-query'
import { Link } from '../../lib/router/index.js'
import { accountRecordsQueryOptions, type AccountAppointment, type AccountOffer } from '../../api/account-records.js'
import { ErrorState, TextSkeleton } from '../content/query-states.js'
import { formatDate, formatNumber, formatPrice } from '../../lib/locale.js'
import './account-records.css'

/** '18.03.2026 10:00' in Turkey's zone, whatever the zone of the server or the browser. */
const dateAndTime = (iso: string) => `${formatDate(iso)} ${formatDate(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`

function AppointmentItem({ appointment: a }: { appointment: AccountAppointment }) {
  return (
    <li className="account-records__item">
      <h3 className="account-records__title">
        <time dateTime={a.startsAt}>{dateAndTime(a.startsAt)}</time>
      </h3>
      <dl className="account-records__facts">
        <dt>Şube</dt>
        <dd>{a.branch}{a.city ? ` (${a.city})` : ''}</dd>
        <dt>Plaka</dt>
        <dd>{a.plate}</dd>
        <dt>Randevu No</dt>
        <dd>{a.reference}</dd>
        <dt>Durum</dt>
        <dd>{a.statusText}</dd>
      </dl>
    </li>
  )
}

function OfferItem({ offer: o }: { offer: AccountOffer }) {
  const price = o.status === 'offer' && o.preOfferedPrice !== null ? formatPrice(o.preOfferedPrice) : 'Uzman değerlendirmesi'
  return (
    <li className="account-records__item">
      <h3 className="account-records__title">{o.title}</h3>
      <dl className="account-records__facts">
        <dt>Model yılı ve km</dt>
        <dd>{o.modelYear} · {formatNumber(o.km)} km</dd>
        <dt>Ön teklif</dt>
        <dd>
          {price}
          {o.status === 'offer' && o.rangeLow !== null && o.rangeHigh !== null && (
            <span className="account-records__range"> ({formatNumber(o.rangeLow)} – {formatPrice(o.rangeHigh)})</span>
          )}
        </dd>
        <dt>Teklif tarihi</dt>
        <dd>
          <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
        </dd>
        <dt>Geçerlilik</dt>
        <dd>
          {o.valid ? (
            <>
              <time dateTime={o.validUntil}>{formatDate(o.validUntil)}</time> tarihine kadar geçerli
            </>
          ) : (
            'Süresi doldu'
          )}
        </dd>
      </dl>
    </li>
  )
}

/**
 * /hesabim's 'Randevularım' and 'Tekliflerim' (decision 043): the appointments and the sell wizard's
 * offers the gateway finds for the account's verified phone, newest first, each list with its own
 * empty state.
 */
export function AccountRecordsSections({ customerId }: { customerId: number | string }) {
  const { data, error, refetch, isFetching } = useQuery(accountRecordsQueryOptions(customerId))

  const body = (heading: string, empty: string, items: 'appointments' | 'offers') => {
    if (error && !data) return <ErrorState title={`${heading} yüklenemedi`} error={error} onRetry={() => void refetch()} retrying={isFetching} />
    if (!data) return <TextSkeleton lines={2} withTitle={false} />
    if (items === 'appointments') {
      if (data.appointments.length === 0) return <p className="account-records__empty">{empty}</p>
      return (
        <ul className="account-records__list" aria-labelledby="account-appointments">
          {data.appointments.map((a) => <AppointmentItem key={a.id} appointment={a} />)}
        </ul>
      )
    }
    if (data.offers.length === 0) {
      return (
        <p className="account-records__empty">
          {empty} <Link to="/teklif-al">Aracınıza teklif alın</Link>
        </p>
      )
    }
    return (
      <ul className="account-records__list" aria-labelledby="account-offers">
        {data.offers.map((o) => <OfferItem key={o.id} offer={o} />)}
      </ul>
    )
  }

  return (
    <>
      <section className="account-page__section account-records" aria-labelledby="account-appointments">
        <h2 id="account-appointments">Randevularım</h2>
        {body('Randevularınız', 'Henüz randevunuz yok.', 'appointments')}
      </section>
      <section className="account-page__section account-records" aria-labelledby="account-offers">
        <h2 id="account-offers">Tekliflerim</h2>
        {body('Teklifleriniz', 'Henüz teklifiniz yok.', 'offers')}
        {data && (
          <p className="account-records__note">
            Son {data.windowDays} güne ait, üyeliğinizdeki doğrulanmış telefon numarasıyla alınan randevu ve teklifler gösterilir.
          </p>
        )}
      </section>
    </>
  )
}
