import { Link, Outlet, useLocation } from '../../lib/router/index.js'
import { clearCompare, MAX_COMPARE, removeFromCompare, useCompareList } from '../../lib/compare.js'
import { vehicleName } from '../../lib/vehicle-format.js'

export const COMPARE_PATH = '/karsilastir'

/** The floating bar of the compare list: thumbnails, remove buttons and the way to the compare page. */
export function CompareBar() {
  const items = useCompareList()
  if (items.length === 0) return null
  return (
    <>
      {/* Room at the end of the page, so the bar never covers the last content. */}
      <div className="compare-bar__spacer" aria-hidden="true" />
      <section className="compare-bar" aria-label="Karşılaştırma listesi">
        <div className="container compare-bar__inner">
          <p className="compare-bar__count">{`Karşılaştırma (${items.length}/${MAX_COMPARE})`}</p>
          <ul className="compare-bar__items">
            {items.map((item) => (
              <li key={item.announcementNo} className="compare-bar__item">
                <img src={item.photoUrl} alt="" width={72} height={48} />
                <Link className="compare-bar__name" to={item.detailPath}>
                  {vehicleName(item)}
                  <span className="compare-bar__year">{item.year}</span>
                </Link>
                <button
                  type="button"
                  className="compare-bar__remove"
                  aria-label={`Karşılaştırmadan çıkar: ${vehicleName(item)} ${item.modelName}`}
                  onClick={() => removeFromCompare(item.announcementNo)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="compare-bar__actions">
            <button type="button" className="button button--link" onClick={clearCompare}>
              Temizle
            </button>
            <Link className="button button--primary" to={COMPARE_PATH}>
              Karşılaştır
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}

/** Pages where vehicles are chosen for comparison show the bar under their content. */
export function WithCompareBar() {
  const { pathname } = useLocation()
  return (
    <>
      <Outlet />
      {pathname !== COMPARE_PATH && <CompareBar />}
    </>
  )
}
