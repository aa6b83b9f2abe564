import type { ReactNode } from 'react'
import { pageBySlugQueryOptions, usePageBySlug } from '../api/content/get-page-by-slug.js'
import type { PageQueries } from '../app/page-data.js'
import { ContentBlocks } from '../components/content/content-blocks.js'
import { ErrorState, isNotFound, TextSkeleton } from '../components/content/query-states.js'
import { NotFoundPage } from './not-found-page.js'

interface ContentPageProps {
  slug: string
  /** Shown under the page body (the contact channels, the cookie settings …). */
  children?: ReactNode
}

export const contentPageQueries = (slug: string): PageQueries => () => [pageBySlugQueryOptions(slug)]

/** A static page of the content API (Hakkımızda, Yardım, legal texts …) drawn from its blocks. */
export function ContentPage({ slug, children }: ContentPageProps) {
  const { data: page, error, refetch, isFetching } = usePageBySlug(slug)

  if (!page && error) {
    if (isNotFound(error)) return <NotFoundPage />
    return (
      <div className="container content-page">
        <ErrorState level={1} title="Sayfa yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    )
  }
  if (!page) {
    return (
      <div className="container content-page">
        <TextSkeleton />
      </div>
    )
  }
  return (
    <article className="container content-page" aria-labelledby="content-page-title">
      <header className="content-page__header">
        <h1 id="content-page-title">{page.title}</h1>
        {page.summary && <p className="content-page__lead">{page.summary}</p>}
      </header>
      <ContentBlocks blocks={page.body} />
      {children}
    </article>
  )
}
