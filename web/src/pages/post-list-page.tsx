import { Link, useLocation, useSearchParams } from '../lib/router/index.js'
import { pageBySlugQueryOptions, usePageBySlug } from '../api/content/get-page-by-slug.js'
import { postsQueryOptions, usePosts, type PostKind } from '../api/content/get-posts.js'
import type { PageQueries } from '../app/page-data.js'
import { ContentBlocks } from '../components/content/content-blocks.js'
import { PostCard, PostCardSkeleton } from '../components/content/post-card.js'
import { POST_KIND_INFO } from '../components/content/post-kinds.js'
import { pageFromSearch, Pagination } from '../components/content/pagination.js'
import { EmptyState, ErrorState } from '../components/content/query-states.js'

const PAGE_SIZE = 9

export const postListPageQueries = (kind: PostKind): PageQueries => ({ search }) => [
  pageBySlugQueryOptions(POST_KIND_INFO[kind].path.slice(1)),
  postsQueryOptions({ kind, pageNumber: pageFromSearch(new URLSearchParams(search)), pageSize: PAGE_SIZE }),
]

/** Campaigns, blog or news: a page of cards with numbered paging kept in '?sayfa='. */
export function PostListPage({ kind }: { kind: PostKind }) {
  const info = POST_KIND_INFO[kind]
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const pageNumber = pageFromSearch(params)
  // The list's title and introduction are content too: a page whose slug is the list's path.
  const { data: intro } = usePageBySlug(info.path.slice(1))
  const { data, error, refetch, isFetching, isPlaceholderData } = usePosts({ kind, pageNumber, pageSize: PAGE_SIZE })

  let content
  if (error && !data) {
    content = (
      <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching}>
        {pageNumber > 1 && (
          <Link className="button button--link" to={pathname}>
            İlk sayfaya dön
          </Link>
        )}
      </ErrorState>
    )
  } else if (!data) {
    content = (
      <ul className="post-grid" role="status" aria-label="Yükleniyor">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    )
  } else if (data.totalCount === 0) {
    content = (
      <EmptyState>
        <p>{info.empty}</p>
        <Link className="button button--primary" to="/araba-al">
          Araçları incele
        </Link>
      </EmptyState>
    )
  } else {
    content = (
      <>
        <ul className="post-grid" aria-busy={isPlaceholderData}>
          {data.hits.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} kind={kind} />
            </li>
          ))}
        </ul>
        <Pagination pathname={pathname} current={data.pageNumber} total={Math.ceil(data.totalCount / data.pageSize)} />
      </>
    )
  }

  return (
    <section className="container content-list" aria-labelledby="content-list-title">
      <header className="content-page__header">
        <h1 id="content-list-title">{intro?.title ?? info.title}</h1>
        {intro?.summary && <p className="content-page__lead">{intro.summary}</p>}
      </header>
      {pageNumber === 1 && intro && intro.body.length > 0 && <ContentBlocks blocks={intro.body} />}
      {content}
    </section>
  )
}
