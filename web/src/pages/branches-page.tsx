import { useId, type ChangeEvent } from 'react'
import { useSearchParams } from '../lib/router/index.js'
import { branchesQueryOptions, useBranches } from '../api/content/get-branches.js'
import { pageBySlugQueryOptions, usePageBySlug } from '../api/content/get-page-by-slug.js'
import type { PageQueries } from '../app/page-data.js'
import { BranchCard } from '../components/content/branch-card.js'
import { ContentBlocks } from '../components/content/content-blocks.js'
import { EmptyState, ErrorState, TextSkeleton } from '../components/content/query-states.js'

const CITY_PARAM = 'sehir'
const PAGE_SLUG = 'turuncu-garaj-noktalari'

export const branchesPageQueries: PageQueries = () => [pageBySlugQueryOptions(PAGE_SLUG), branchesQueryOptions()]

/** The branches, filtered by a city kept in '?sehir=' so a reload or a shared link keeps it. */
export function BranchesPage() {
  const [params, setParams] = useSearchParams()
  const city = params.get(CITY_PARAM)?.trim() || undefined
  const selectId = useId()
  const { data: page } = usePageBySlug(PAGE_SLUG)
  // A few dozen branches: one cached list filtered here makes the select instant, and a city from an
  // old link (which the API would refuse) simply shows no branches.
  const { data, error, refetch, isFetching } = useBranches()

  const cities = data?.cities ?? []
  const options = city && data && !cities.includes(city) ? [...cities, city] : cities
  const branches = data?.branches.filter((branch) => !city || branch.city === city) ?? []

  const chooseCity = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(params)
    if (event.target.value) next.set(CITY_PARAM, event.target.value)
    else next.delete(CITY_PARAM)
    setParams(next, { preventScrollReset: true })
  }

  let content
  if (error && !data) {
    content = <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
  } else if (!data) {
    content = <TextSkeleton lines={6} withTitle={false} />
  } else if (branches.length === 0) {
    content = (
      <EmptyState>
        <p>{city ? `${city} için henüz bir Turuncu Garaj noktası bulunmuyor.` : 'Henüz bir Turuncu Garaj noktası bulunmuyor.'}</p>
      </EmptyState>
    )
  } else {
    content = (
      <ul className="branch-grid">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section className="container content-list" aria-labelledby="branches-title">
      <header className="content-page__header">
        <h1 id="branches-title">{page?.title ?? 'Turuncu Garaj Noktaları'}</h1>
        {page?.summary && <p className="content-page__lead">{page.summary}</p>}
      </header>
      {page && page.body.length > 0 && <ContentBlocks blocks={page.body} />}
      <div className="branch-filter">
        <label htmlFor={selectId}>Şehir</label>
        <select id={selectId} className="branch-filter__select" value={city ?? ''} onChange={chooseCity} disabled={!data}>
          <option value="">Tüm şehirler</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p className="branch-filter__count" role="status">
          {data ? `${branches.length} nokta listeleniyor` : ''}
        </p>
      </div>
      {content}
    </section>
  )
}
