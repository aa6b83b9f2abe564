import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from '../../lib/router/index.js'
import { useHomeFilter } from '../../api/vehicles/get-home-filter.js'
import { BrandSelect } from './brand-select.js'
import { listingHref, withRange, withValue, DEFAULT_LISTING } from './listing-search.js'
import { VEHICLE_AREAS } from './vehicle-areas.js'

const area = VEHICLE_AREAS.car

/** Spec §3 home filter: a year and a brand lead to that brand's cars of that year. */
export function HomeQuickFilter() {
  const { data } = useHomeFilter(area.vehicleTypeId)
  const navigate = useNavigate()
  const yearId = useId()
  const [year, setYear] = useState('')
  const [brand, setBrand] = useState('')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    let state = DEFAULT_LISTING
    if (brand) state = withValue(state, 'Brand', brand, true)
    if (year) state = withRange(state, 'Year', [Number(year), Number(year)])
    navigate(listingHref(area, state))
  }

  return (
    <form className="quick-filter" aria-label="Hızlı araç arama" onSubmit={onSubmit}>
      <div className="quick-filter__field">
        <label className="quick-filter__label" htmlFor={yearId}>
          Yıl
        </label>
        <select id={yearId} className="select" value={year} onChange={(event) => setYear(event.target.value)}>
          <option value="">Tüm yıllar</option>
          {(data?.years ?? []).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-filter__field quick-filter__field--brand">
        <BrandSelect label="Marka" emptyLabel="Tüm markalar" brands={data?.brands ?? []} value={brand} onChange={setBrand} />
      </div>
      <button type="submit" className="button button--primary quick-filter__submit">
        Araç Bul
      </button>
    </form>
  )
}
