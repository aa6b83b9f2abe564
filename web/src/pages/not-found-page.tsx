import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Sayfa bulunamadı</h1>
      <p>Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.</p>
      <Link className="button button--primary" to="/">
        Anasayfaya Dön
      </Link>
    </section>
  )
}
