import type { ReactNode } from 'react'
import type { Facet, FilterKey } from '../../api/vehicles/get-vehicles.js'
import { formatNumber } from '../../lib/locale.js'
import {
  FLAG_KEYS,
  toggleTag,
  withFlag,
  withRange,
  withValue,
  type ListingState,
  type MultiKey,
  type RangeKey,
} from './listing-search.js'
import { MultiFacet } from './multi-facet.js'
import { RangeFacet } from './range-facet.js'

export type ListingUpdate = (change: (state: ListingState) => ListingState) => void

// Titles for before the first answer names them (the gateway's own titles are used once it has).
const TITLES: Record<FilterKey, string> = {
  Brand: 'Marka',
  Model: 'Model',
  Year: 'Yıl',
  Km: 'Kilometre',
  Price: 'Fiyat',
  FuelType: 'Yakıt',
  GearType: 'Vites',
  CaseType: 'Kasa tipi',
  Color: 'Renk',
  City: 'Şehir',
  Damage: 'Hasar durumu',
  Tags: 'Öne çıkanlar',
  HasReserved: 'Rezerve araçları göster',
  HasSold: 'Satılan araçları göster',
  HasOptionedAtSap: 'Opsiyonlu araçları göster',
  HasCertified: 'Sertifikalı araçlar',
  HasCampaign: 'Kampanyalı araçlar',
}

type Section = { kind: 'multi'; key: MultiKey } | { kind: 'range'; key: RangeKey } | { kind: 'tags' } | { kind: 'flags' }

const SECTIONS: Array<Section & { open: boolean }> = [
  { kind: 'multi', key: 'Brand', open: true },
  { kind: 'multi', key: 'Model', open: true },
  { kind: 'range', key: 'Price', open: true },
  { kind: 'range', key: 'Year', open: true },
  { kind: 'range', key: 'Km', open: true },
  { kind: 'multi', key: 'FuelType', open: true },
  { kind: 'multi', key: 'GearType', open: true },
  { kind: 'multi', key: 'CaseType', open: false },
  { kind: 'multi', key: 'Color', open: false },
  { kind: 'multi', key: 'City', open: false },
  { kind: 'multi', key: 'Damage', open: true },
  { kind: 'tags', open: true },
  { kind: 'flags', open: true },
]

interface FacetPanelProps {
  facets: Facet[] | undefined
  state: ListingState
  update: ListingUpdate
  /** Names a filter-loading event on or off (use-filter-loading.ts). */
  track: (event: string, on: boolean) => void
}

function FacetSection({ title, open, children, name }: { title: string; open: boolean; children: ReactNode; name: string }) {
  return (
    <details className="facet" open={open} data-facet={name}>
      <summary className="facet__title">{title}</summary>
      <div className="facet__body">{children}</div>
    </details>
  )
}

/** The filter panel (spec §4.10): every facet of the answer with its counts; choices come from the address. */
export function FacetPanel({ facets, state, update, track }: FacetPanelProps) {
  const byKey = new Map((facets ?? []).map((facet) => [facet.key, facet]))
  const title = (key: FilterKey) => byKey.get(key)?.title ?? TITLES[key]
  const chosen = (key: FilterKey) => (state.filters[key] ?? []).map(String)

  return (
    <div className="facet-panel">
      {SECTIONS.map((section) => {
        if (section.kind === 'flags') {
          return (
            <FacetSection key="flags" name="flags" title="Araç durumu" open={section.open}>
              <ul className="facet__options">
                {FLAG_KEYS.map((key) => {
                  const facet = byKey.get(key)
                  return (
                    <li key={key}>
                      <label className="facet__option">
                        <input
                          type="checkbox"
                          checked={state.filters[key]?.[0] === true}
                          onChange={(event) => update((s) => withFlag(s, key, event.target.checked))}
                        />
                        <span className="facet__label">{title(key)}</span>
                        {facet?.count !== undefined && <span className="facet__count">{`(${formatNumber(facet.count)})`}</span>}
                      </label>
                    </li>
                  )
                })}
              </ul>
            </FacetSection>
          )
        }
        if (section.kind === 'tags') {
          const tags = byKey.get('Tags')?.values ?? []
          const selected = chosen('Tags')
          if (tags.length === 0 && selected.length === 0) return null
          const shown = [...selected.filter((tag) => !tags.some((t) => t.value === tag)).map((value) => ({ value, label: value, count: 0 })), ...tags]
          return (
            <FacetSection key="tags" name="Tags" title={title('Tags')} open={section.open}>
              <ul className="facet-chips">
                {shown.map((tag) => (
                  <li key={tag.value}>
                    <button
                      type="button"
                      className="facet-chip"
                      aria-pressed={selected.includes(tag.value)}
                      onClick={() => update((s) => toggleTag(s, tag.value))}
                    >
                      {tag.label}
                      <span className="facet__count">{formatNumber(tag.count)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </FacetSection>
          )
        }
        if (section.kind === 'range') {
          const { key } = section
          const range = state.filters[key]
          return (
            <FacetSection key={key} name={key} title={title(key)} open={section.open}>
              <RangeFacet
                facetKey={key}
                title={title(key)}
                facet={byKey.get(key)}
                value={range ? [Number(range[0]), Number(range[1])] : undefined}
                onCommit={(next) => update((s) => withRange(s, key, next))}
                onPending={(on) => track(`range:${key}`, on)}
              />
            </FacetSection>
          )
        }
        const { key } = section
        const values = byKey.get(key)?.values ?? []
        const selected = chosen(key)
        if (facets && values.length === 0 && selected.length === 0 && key !== 'Model') return null
        return (
          <FacetSection key={key} name={key} title={title(key)} open={section.open || selected.length > 0}>
            <MultiFacet
              title={title(key)}
              values={values}
              selected={selected}
              onToggle={(value, on) => update((s) => withValue(s, key, value, on))}
              {...(key === 'Model' ? { emptyText: 'Model seçmek için önce marka seçin.' } : {})}
            />
          </FacetSection>
        )
      })}
    </div>
  )
}
