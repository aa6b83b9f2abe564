import { useId } from 'react'
import { formatNumber } from '../../lib/locale.js'
import { PAGE_SIZES, SORT_LABELS, type SorterId } from './listing-search.js'
import type { CardLayout } from './vehicle-card.js'

interface ListingToolbarProps {
  totalCount: number | undefined
  sorter: SorterId
  pageSize: number
  layout: CardLayout
  onSorter: (sorter: SorterId) => void
  onPageSize: (size: number) => void
  onLayout: (layout: CardLayout) => void
}

const SORTER_IDS = Object.keys(SORT_LABELS).map(Number) as SorterId[]

/** Result count, order, page size and the list/grid switch above the cards. */
export function ListingToolbar({ totalCount, sorter, pageSize, layout, onSorter, onPageSize, onLayout }: ListingToolbarProps) {
  const sortId = useId()
  const sizeId = useId()
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {totalCount === undefined ? '\u00a0' : `${formatNumber(totalCount)} araç bulundu`}
      </p>
      <div className="listing-toolbar__controls">
        <label className="listing-toolbar__field" htmlFor={sortId}>
          <span>Sıralama</span>
          <select id={sortId} className="select" value={sorter} onChange={(event) => onSorter(Number(event.target.value) as SorterId)}>
            {SORTER_IDS.map((id) => (
              <option key={id} value={id}>
                {SORT_LABELS[id]}
              </option>
            ))}
          </select>
        </label>
        <label className="listing-toolbar__field" htmlFor={sizeId}>
          <span>Sayfada</span>
          <select id={sizeId} className="select" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {`${size} araç`}
              </option>
            ))}
          </select>
        </label>
        <div className="layout-toggle" role="group" aria-label="Görünüm">
          <button type="button" className="layout-toggle__button" aria-pressed={layout === 'grid'} onClick={() => onLayout('grid')}>
            <span className="layout-toggle__icon layout-toggle__icon--grid" aria-hidden="true" />
            Izgara
          </button>
          <button type="button" className="layout-toggle__button" aria-pressed={layout === 'list'} onClick={() => onLayout('list')}>
            <span className="layout-toggle__icon layout-toggle__icon--list" aria-hidden="true" />
            Liste
          </button>
        </div>
      </div>
    </div>
  )
}
