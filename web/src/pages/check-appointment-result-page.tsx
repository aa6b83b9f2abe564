import { Link, useParams } from '../lib/router/index.js'
import { useAppointmentResult } from '../api/get-appointment-result.js'
import { Spinner } from '../components/ui/spinner.js'

const UNAVAILABLE_TITLE = 'Sorgulama sonucu görüntülenemiyor'
const UNAVAILABLE_TEXT =
  'Güvenliğiniz için doğrulama kodu yalnızca bir kez kullanılabilir ve sonuç sayfası yenilendiğinde tekrar gösterilmez. Randevunuzu görmek için yeniden sorgulama yapınız.'

/**
 * Spec §2.5: the appointments of the phone and plate the SMS dialog confirmed, read once with the
 * opaque id in the address (decision 020: no phone, plate or code in the URL).
 */
export function CheckAppointmentResultPage() {
  const { id = '' } = useParams()
  const { data, isPending, isError } = useAppointmentResult(id)

  if (isPending) {
    return (
      <section className="container status-page">
        <Spinner />
      </section>
    )
  }
  if (isError || !data) {
    return (
      <section className="container status-page">
        <h1>{UNAVAILABLE_TITLE}</h1>
        <p role="alert">{UNAVAILABLE_TEXT}</p>
        <Link className="button button--primary" to="/">
          Anasayfaya Dön
        </Link>
      </section>
    )
  }
  const { appointments } = data.result
  return (
    <section className="container appointment-result">
      <h1>Randevu Bilgileriniz</h1>
      {appointments.length === 0 ? (
        <p role="status">{data.message}</p>
      ) : (
        <ul className="appointment-result__list" aria-label="Randevular">
          {appointments.map((a) => (
            <li key={a.id} className="appointment-result__item">
              <dl>
                <dt>Plaka</dt>
                <dd>{a.plate}</dd>
                <dt>Şube</dt>
                <dd>{a.branchName}</dd>
                <dt>Adres</dt>
                <dd>{a.branchAddress}</dd>
                <dt>Tarih</dt>
                <dd>{a.date}</dd>
                <dt>Saat</dt>
                <dd>{a.time}</dd>
                <dt>Durum</dt>
                <dd>{a.statusText}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
