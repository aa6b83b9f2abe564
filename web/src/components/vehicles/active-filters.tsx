import type { Facet, FilterKey, FilterValue } from '../../api/vehicles/get-vehicles.js'
import { formatNumber } from '../../lib/locale.js'
import {
  DAMAGE_LABELS,
  FLAG_KEYS,
  MULTI_KEYS,
  RANGE_KEYS,
  RANGE_LIMITS,
  type ListingState,
  type RangeKey,
} from './listing-search.js'

const FLAG_LABELS: Record<(typeof FLAG_KEYS)[number], string> = {
  HasReserved: 'Rezerve araçlar dahil',
  HasSold: 'Satılan araçlar dahil',
  HasOptionedAtSap: 'Opsiyonlu araçlar dahil',
  HasCertified: 'Sertifikalı',
  HasCampaign: 'Kampanyalı',
}

const RANGE_LABELS: Record<RangeKey, { title: string; show: (n: number) => string }> = {
  Year: { title: 'Yıl', show: String },
  Km: { title: 'Kilometre', show: (n) => `${formatNumber(n)} km` },
  Price: { title: 'Fiyat', show: (n) => `${formatNumber(n)} TL` },
}

export interface ActiveFilter {
  key: FilterKey
  value?: FilterValue
  label: string
}

function rangeLabel(key: RangeKey, range: FilterValue[]): string {
  const [lo, hi] = RANGE_LIMITS[key]
  const [min, max] = range.map(Number) as [number, number]
  const { title, show } = RANGE_LABELS[key]
  if (min > lo && max < hi) return min === max ? `${title}: ${show(min)}` : `${title}: ${show(min)} – ${show(max)}`
  return min > lo ? `${title}: en az ${show(min)}` : `${title}: en çok ${show(max)}`
}

/** Every chosen value as a removable tag, labelled as the panel shows it. */
export function activeFilters(state: ListingState, facets: Facet[] | undefined): ActiveFilter[] {
  const labelOf = (key: FilterKey, value: string) => {
    if (key === 'Damage') return DAMAGE_LABELS[value as keyof typeof DAMAGE_LABELS] ?? value
    return facets?.find((f) => f.key === key)?.values?.find((v) => v.value === value)?.label ?? value
  }
  const tags: ActiveFilter[] = []
  for (const key of MULTI_KEYS) {
    for (const value of state.filters[key] ?? []) tags.push({ key, value, label: labelOf(key, String(value)) })
  }
  for (const key of RANGE_KEYS) {
    const range = state.filters[key]
    if (range) tags.push({ key, label: rangeLabel(key, range) })
  }
  for (const key of FLAG_KEYS) if (state.filters[key]?.[0] === true) tags.push({ key, label: FLAG_LABELS[key] })
  return tags
}

interface ActiveFilterTagsProps {
  tags: ActiveFilter[]
  onRemove: (tag: ActiveFilter) => void
  onClear: () => void
}

export function ActiveFilterTags({ tags, onRemove, onClear }: ActiveFilterTagsProps) {
  if (tags.length === 0) return null
  return (
    <div className="active-filters" aria-label="Seçili filtreler" role="group">
      <ul className="active-filters__list">
        {tags.map((tag) => (
          <li key={`${tag.key}:${String(tag.value ?? '')}`}>
            <button
              type="button"
              className="active-filter"
              aria-label={`Filtreyi kaldır: ${tag.label}`}
              data-key={tag.key}
              onClick={() => onRemove(tag)}
            >
              {tag.label}
              <span className="active-filter__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--link active-filters__clear" onClick={onClear}>
        Tümünü temizle
      </button>
    </div>
  )
}
