import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '../../lib/router/index.js'
import { vehicleDetailQueryOptions, type VehicleDetail } from '../../api/vehicles/get-vehicle-by-announcement-no.js'
import { EmptyState, isNotFound } from '../../components/content/query-states.js'
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../../components/vehicles/vehicle-card.js'
import { MAX_COMPARE, removeFromCompare, useCompareList, type CompareItem } from '../../lib/compare.js'
import { formatNumber } from '../../lib/locale.js'
import { changedText, formatKm, formatPrice, paintedText, tramerText, vehicleName } from '../../lib/vehicle-format.js'
import { Breadcrumb } from '../../components/ui/breadcrumb.js'

interface Row {
  label: string
  value: (v: VehicleDetail) => string
}

// The main specs, price and damage, one row each (spec §3 compareVehicleList).
const ROWS: Row[] = [
  { label: 'Fiyat', value: (v) => formatPrice(v.currentListingPrice) },
  { label: 'Yıl', value: (v) => String(v.year) },
  { label: 'Kilometre', value: (v) => formatKm(v.km) },
  { label: 'Yakıt', value: (v) => v.fuelType },
  { label: 'Vites', value: (v) => v.gearType },
  { label: 'Kasa Tipi', value: (v) => v.caseType },
  { label: 'Renk', value: (v) => v.color },
  { label: 'Motor Hacmi (cc)', value: (v) => (v.engineSize ? formatNumber(v.engineSize) : '-') },
  { label: 'Motor Gücü (hp)', value: (v) => (v.enginePower ? String(v.enginePower) : '-') },
  { label: 'Tramer', value: (v) => tramerText(v.vehicleTramImages.totalAmount) },
  { label: 'Boyalı parça', value: (v) => paintedText(v.paintedParts.length) },
  { label: 'Değişen parça', value: (v) => changedText(v.changedParts.length) },
  { label: 'Şehir', value: (v) => v.city },
  { label: 'Durum', value: (v) => v.status.text },
]

type Column = { item: CompareItem; vehicle: VehicleDetail | undefined; gone: boolean; failed: boolean }

function ColumnHead({ column }: { column: Column }) {
  const { item } = column
  return (
    <th scope="col" className="compare-table__vehicle">
      <img src={item.photoUrl} alt="" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
      <Link className="compare-table__name" to={item.detailPath}>
        {vehicleName(item)}
      </Link>
      <span className="compare-table__trim">{`${item.modelName} · ${item.year}`}</span>
      <button
        type="button"
        className="button button--link compare-table__remove"
        aria-label={`Kaldır: ${vehicleName(item)} ${item.modelName}`}
        onClick={() => removeFromCompare(item.announcementNo)}
      >
        Kaldır
      </button>
    </th>
  )
}

function Cell({ column, row }: { column: Column; row: Row }) {
  if (column.vehicle) return <td>{row.value(column.vehicle)}</td>
  if (column.gone) return <td className="compare-table__note">İlan yayında değil</td>
  if (column.failed) return <td className="compare-table__note">Yüklenemedi</td>
  return (
    <td>
      <span className="skeleton skeleton--line" aria-hidden="true" />
    </td>
  )
}

/** /karsilastir: the chosen vehicles side by side; rows whose values differ are highlighted. */
export function ComparePage() {
  const items = useCompareList()
  const [onlyDiffering, setOnlyDiffering] = useState(false)
  const results = useQueries({ queries: items.map((item) => vehicleDetailQueryOptions(item.announcementNo)) })
  const columns: Column[] = items.map((item, i) => {
    const result = results[i]
    return { item, vehicle: result?.data, gone: isNotFound(result?.error), failed: Boolean(result?.error) }
  })
  const loaded = columns.flatMap((c) => (c.vehicle ? [c.vehicle] : []))
  const differs = (row: Row) => loaded.length > 1 && new Set(loaded.map(row.value)).size > 1
  const rows = onlyDiffering ? ROWS.filter(differs) : ROWS

  return (
    <section className="container compare-page" aria-labelledby="compare-title">
      <Breadcrumb crumbs={[{ label: 'Karşılaştır' }]} />
      <h1 id="compare-title" className="listing-page__title">
        Araç Karşılaştırma
      </h1>
      {items.length === 0 ? (
        <EmptyState>
          <h2 className="content-state__title">Karşılaştırma listeniz boş</h2>
          <p>{`Araç kartlarındaki 'Karşılaştır' ile en fazla ${MAX_COMPARE} aracı yan yana inceleyebilirsiniz.`}</p>
          <Link className="button button--primary" to="/araba-al">
            Araçları incele
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="compare-page__controls">
            {items.length < 2 && <p className="compare-page__hint">Karşılaştırmak için en az bir araç daha ekleyin.</p>}
            <label className="facet__option">
              <input type="checkbox" checked={onlyDiffering} onChange={(event) => setOnlyDiffering(event.target.checked)} />
              Yalnızca farklı olanları göster
            </label>
          </div>
          <div className="compare-table__scroller">
            <table className="compare-table" style={{ ['--columns' as string]: items.length }}>
              <caption className="visually-hidden">Seçili araçların özellikleri; farklı olan satırlar vurgulanır.</caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {columns.map((column) => (
                    <ColumnHead key={column.item.announcementNo} column={column} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const different = differs(row)
                  return (
                    <tr key={row.label} className={different ? 'compare-table__row--differs' : undefined} data-differs={different || undefined}>
                      <th scope="row">
                        {row.label}
                        {different && <span className="compare-table__differs-note"> (farklı)</span>}
                      </th>
                      {columns.map((column) => (
                        <Cell key={column.item.announcementNo} column={column} row={row} />
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <p className="compare-page__more">
            <Link to="/araba-al">Başka araç ekle</Link>
          </p>
        </>
      )}
    </section>
  )
}
