import { Link } from '../lib/router/index.js'

/** Shown inside the frame when a route throws, instead of the router's developer screen. */
export function RouteErrorPage() {
  return (
    <section className="container status-page" role="alert">
      <h1>Bir hata oluştu</h1>
      <p>Sayfa görüntülenirken bir sorun oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.</p>
      <Link className="button button--primary" to="/">
        Anasayfaya Dön
      </Link>
    </section>
  )
}
