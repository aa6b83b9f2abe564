import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useLocation, useNavigate, useParams } from '../../lib/router/index.js'
import { useQueryClient } from '@tanstack/react-query'
import { useVehicles, vehiclesQueryOptions, type VehicleSearchResult } from '../../api/vehicles/get-vehicles.js'
import type { PageQueries } from '../../app/page-data.js'
import { Pagination } from '../../components/content/pagination.js'
import { EmptyState, ErrorState } from '../../components/content/query-states.js'
import { ActiveFilterTags, activeFilters } from '../../components/vehicles/active-filters.js'
import { FacetPanel, type ListingUpdate } from '../../components/vehicles/facet-panel.js'
import { FILTER_DRAWER_QUERY, FilterDrawer } from '../../components/vehicles/filter-drawer.js'
import {
  activeFilterCount,
  cleared,
  listingHref,
  parseListing,
  toSearchRequest,
  withoutFilter,
  withPage,
  withPageSize,
  withSorter,
  type ListingState,
} from '../../components/vehicles/listing-search.js'
import { ListingToolbar } from '../../components/vehicles/listing-toolbar.js'
import { useFilterLoading } from '../../components/vehicles/use-filter-loading.js'
import { VEHICLE_AREAS, type VehicleArea } from '../../components/vehicles/vehicle-areas.js'
import { VehicleCard, VehicleCardSkeleton, type CardLayout } from '../../components/vehicles/vehicle-card.js'
import { useMediaQuery } from '../../hooks/use-media-query.js'
import { ApiError } from '../../lib/api-client.js'
import { NotFoundPage } from '../not-found-page.js'
import { Breadcrumb, type Crumb } from '../../components/ui/breadcrumb.js'

const LAYOUT_KEY = 'tg_list_card_type'
const layoutListeners = new Set<() => void>()
let unsavedLayout: CardLayout | undefined

function storedLayout(): CardLayout {
  if (unsavedLayout) return unsavedLayout
  try {
    return window.localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid'
  } catch {
    return 'grid'
  }
}

function subscribeLayout(listener: () => void): () => void {
  layoutListeners.add(listener)
  return () => layoutListeners.delete(listener)
}

/**
 * Spec §3 listCardType, remembered on this device. The server draws the grid (it cannot know the
 * choice); a visitor who chose the list gets it right after hydration, without a mismatch.
 */
function useCardLayout(): [CardLayout, (layout: CardLayout) => void] {
  const layout = useSyncExternalStore(subscribeLayout, storedLayout, () => 'grid' as const)
  const choose = useCallback((next: CardLayout) => {
    try {
      window.localStorage.setItem(LAYOUT_KEY, next)
      unsavedLayout = undefined
    } catch {
      // Not remembered in private mode: kept for this page's life.
      unsavedLayout = next
    }
    for (const listener of layoutListeners) listener()
  }, [])
  return [layout, choose]
}

/** The search the address describes: the first page of cards is in the server-rendered page. */
export const vehicleListPageQueries = (area: VehicleArea): PageQueries => ({ params, search }) => [
  vehiclesQueryOptions(toSearchRequest(area, parseListing(search, params.brand, params.model))),
]

/** The brand or model a path segment names, as the answer labels it ('Fiat', 'Fiat Egea'). */
function headingOf(area: VehicleArea, data: VehicleSearchResult | undefined, brand?: string, model?: string): { title: string; crumbs: Crumb[] } {
  const label = (key: string, value: string) => data?.filters.find((f) => f.key === key)?.values?.find((v) => v.value === value)?.label
  const crumbs: Crumb[] = [{ label: area.breadcrumb, to: area.prefix }]
  if (!brand) return { title: area.title, crumbs }
  const brandLabel = label('Brand', brand) ?? ''
  crumbs.push({ label: brandLabel || brand, to: `${area.prefix}/${brand}` })
  if (!model) return { title: brandLabel ? `İkinci El ${brandLabel} ${area.noun} İlanları` : area.title, crumbs }
  const modelLabel = label('Model', `${brand}/${model}`) ?? ''
  crumbs.push({ label: modelLabel || model })
  return { title: modelLabel ? `İkinci El ${modelLabel} İlanları` : area.title, crumbs }
}

/** A filter the path names (an unknown brand or model) makes the whole page unknown. */
function isUnknownPathFilter(error: unknown, brand?: string): boolean {
  return Boolean(brand) && error instanceof ApiError && error.statusCode === 400 && (error.errors ?? []).some((e) => e.field === 'filters.Brand' || e.field === 'filters.Model')
}

/** Spec §3 activeTab: one tab per listing area (tab 5, second-hand cars, searches vehicle type 14870). */
function VehicleTypeTabs({ current }: { current: VehicleArea }) {
  return (
    <nav className="listing-tabs" aria-label="Araç tipi">
      <ul className="listing-tabs__list">
        {Object.values(VEHICLE_AREAS).map((tab) => (
          <li key={tab.key}>
            <Link className="listing-tabs__tab" to={tab.prefix} aria-current={tab.key === current.key ? 'page' : undefined}>
              {tab.tabLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** /araba-al and /motosiklet-al, optionally with a brand and a model segment (spec §2.2, §4.10). */
export function VehicleListPage({ area }: { area: VehicleArea }) {
  const { brand, model } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const fromAddress = useMemo(() => parseListing(search, brand, model), [search, brand, model])
  // The search just chosen, shown until the router commits its address: a ticked box or a chosen
  // order must not flick back to the old address' state in between.
  const [chosen, setChosen] = useState<ListingState | null>(null)
  useLayoutEffect(() => setChosen(null), [fromAddress])
  const state = chosen ?? fromAddress

  // Changes made before the address catches up (a fast second click) build on the newest state.
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  }, [state])
  const go = useCallback(
    (next: ListingState, scrollToTop = false) => {
      latest.current = next
      setChosen(next)
      navigate(listingHref(area, next), { preventScrollReset: !scrollToTop })
    },
    [area, navigate],
  )
  const update: ListingUpdate = useCallback(
    (change) => {
      const next = change(latest.current)
      if (next !== latest.current) go(next)
    },
    [go],
  )

  const request = useMemo(() => toSearchRequest(area, state), [area, state])
  const { data, error, refetch, isFetching } = useVehicles(request)
  const { loading, track } = useFilterLoading()
  useEffect(() => track('search', isFetching), [isFetching, track])
  const [layout, setLayout] = useCardLayout()
  const asDrawer = useMediaQuery(FILTER_DRAWER_QUERY)
  const [drawerOpen, setDrawerOpen] = useState(false)

  if (error && !data && isUnknownPathFilter(error, brand)) return <NotFoundPage />

  const { title, crumbs } = headingOf(area, data, brand, model)
  const tags = activeFilters(state, data?.filters)
  const activeCount = activeFilterCount(state)
  // Spec §4.10: clearing resets to the defaults and refetches (a cached default search is not trusted).
  const clearAll = () => {
    const next = cleared(latest.current)
    void queryClient.invalidateQueries({ queryKey: vehiclesQueryOptions(toSearchRequest(area, next)).queryKey, exact: true })
    go(next)
  }
  const totalPages = data ? Math.max(1, Math.ceil(data.totalCount / state.pageSize)) : 0

  let results
  if (error && !data) {
    const beyond = error instanceof ApiError && (error.errors ?? []).some((e) => e.field === 'pageNumber')
    results = (
      <ErrorState title="Araçlar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching}>
        {beyond ? (
          <Link className="button button--link" to={listingHref(area, withPage(state, 1))}>
            İlk sayfaya dön
          </Link>
        ) : (
          activeCount > 0 && (
            <button type="button" className="button button--link" onClick={clearAll}>
              Filtreleri temizle
            </button>
          )
        )}
      </ErrorState>
    )
  } else if (!data) {
    results = (
      <ul className={`vehicle-list vehicle-list--${layout}`} role="status" aria-label="Yükleniyor">
        {Array.from({ length: Math.min(state.pageSize, 12) }, (_, index) => (
          <li key={index}>
            <VehicleCardSkeleton layout={layout} />
          </li>
        ))}
      </ul>
    )
  } else if (data.totalCount === 0) {
    results = (
      <EmptyState>
        <h2 className="content-state__title">Aradığınız kriterlere uygun araç bulunamadı</h2>
        <p>Filtrelerden bazılarını kaldırarak daha fazla araç görebilirsiniz.</p>
        {activeCount > 0 && (
          <button type="button" className="button button--primary" onClick={clearAll}>
            Filtreleri temizle
          </button>
        )}
      </EmptyState>
    )
  } else {
    results = (
      <>
        <ul className={`vehicle-list vehicle-list--${layout}`} aria-busy={loading} aria-label="Araçlar">
          {data.hits.map((vehicle, index) => (
            <li key={vehicle.announcementNo}>
              <VehicleCard vehicle={vehicle} layout={layout} photo={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
        <Pagination
          pathname={area.prefix}
          current={state.pageNumber}
          total={totalPages}
          hrefOf={(page) => listingHref(area, withPage(state, page))}
        />
      </>
    )
  }

  return (
    <div className="container listing-page">
      <Breadcrumb crumbs={crumbs} />
      <h1 className="listing-page__title">{title}</h1>
      <VehicleTypeTabs current={area} />
      <div className="listing-page__layout">
        <FilterDrawer asDrawer={asDrawer} open={drawerOpen} onClose={() => setDrawerOpen(false)} totalCount={data?.totalCount}>
          <FacetPanel facets={data?.filters} state={state} update={update} track={track} />
        </FilterDrawer>
        <section className="listing-page__results" aria-label="Sonuçlar">
          {/* Always drawn, shown by the stylesheet on narrow screens: the server cannot know the width. */}
          <button type="button" className="button button--secondary listing-page__filter-button" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            {activeCount > 0 ? `Filtrele (${activeCount})` : 'Filtrele'}
          </button>
          <ListingToolbar
            totalCount={data?.totalCount}
            sorter={state.sorter}
            pageSize={state.pageSize}
            layout={layout}
            onSorter={(sorter) => go(withSorter(latest.current, sorter))}
            onPageSize={(size) => go(withPageSize(latest.current, size))}
            onLayout={setLayout}
          />
          <ActiveFilterTags tags={tags} onRemove={(tag) => update((s) => withoutFilter(s, tag.key, tag.value))} onClear={clearAll} />
          {results}
        </section>
      </div>
    </div>
  )
}
