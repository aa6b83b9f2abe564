import { Link } from '../lib/router/index.js'

const SUGGESTIONS = [
  { label: 'Araba Al', to: '/araba-al' },
  { label: 'Aracını Sat', to: '/teklif-al/yil-sec' },
  { label: 'Blog', to: '/blog' },
  { label: 'Yardım', to: '/yardim' },
]

/** Unknown paths, and content the API does not know (an old blog address, an ended campaign). */
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
      <nav className="status-page__links" aria-label="Önerilen sayfalar">
        <ul>
          {SUGGESTIONS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
