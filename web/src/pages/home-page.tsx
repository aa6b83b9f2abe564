import { Link } from '../lib/router/index.js'
import { homeFilterQueryOptions } from '../api/vehicles/get-home-filter.js'
import { homeRailsQueryOptions } from '../api/vehicles/get-home-rails.js'
import type { PageQueries } from '../app/page-data.js'
import { VEHICLE_AREAS } from '../components/vehicles/vehicle-areas.js'
import { HomeQuickFilter } from '../components/vehicles/home-quick-filter.js'
import { HomeRails } from '../components/vehicles/home-rails.js'

const STEPS = [
  { title: 'Teklifini al', text: 'Aracının yılını, markasını ve modelini seç; dakikalar içinde ön teklifini gör.' },
  { title: 'Randevunu oluştur', text: 'Sana en yakın Turuncu Garaj noktasında ekspertiz için uygun saati seç.' },
  { title: 'Aracını sat ya da takas et', text: 'Ekspertizin ardından ödemeni al veya aracını yenisiyle takas et.' },
]

export const homePageQueries: PageQueries = () => [
  homeFilterQueryOptions(VEHICLE_AREAS.car.vehicleTypeId),
  homeRailsQueryOptions(VEHICLE_AREAS.car.vehicleTypeId),
]

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            İkinci el aracınızı güvenle alın, değerinde satın
          </h1>
          <p className="hero__text">
            Turuncu Garaj'da ekspertizden geçmiş otomobil ve motosikletleri inceleyin, aracınız için hemen teklif
            alın ya da takas seçeneklerini keşfedin.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/araba-al">
              Araç Al
            </Link>
            <Link className="button button--light button--large" to="/teklif-al/yil-sec">
              Aracını Sat
            </Link>
          </div>
          <HomeQuickFilter />
        </div>
      </section>
      <HomeRails />
      <section className="container steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="steps__title">
          Aracını üç adımda sat
        </h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
