import { useParams } from '../lib/router/index.js'
import { postBySlugQueryOptions, usePostBySlug, type Post } from '../api/content/get-post-by-slug.js'
import { postsQueryOptions, usePosts, type PostKind } from '../api/content/get-posts.js'
import type { PageQueries } from '../app/page-data.js'
import { ContentBlocks } from '../components/content/content-blocks.js'
import { ContentDate } from '../components/content/content-date.js'
import { COVER_HEIGHT, COVER_WIDTH, PostCard, PostCardSkeleton } from '../components/content/post-card.js'
import { isSlug, POST_KIND_INFO } from '../components/content/post-kinds.js'
import { ErrorState, isNotFound, TextSkeleton } from '../components/content/query-states.js'
import { NotFoundPage } from './not-found-page.js'
import { Breadcrumb } from '../components/ui/breadcrumb.js'

const RAIL_SIZE = 3

export const postDetailPageQueries = (kind: PostKind): PageQueries => ({ params }) =>
  // The rail asks for one more than it shows, in case the current post is among the newest.
  isSlug(params.slug) ? [postBySlugQueryOptions(kind, params.slug), postsQueryOptions({ kind, pageNumber: 1, pageSize: RAIL_SIZE + 1 })] : []

/** Up to three other posts of the same kind, newest first. */
function OtherPosts({ kind, slug }: { kind: PostKind; slug: string }) {
  // One more than shown, in case the current post is among the newest.
  const { data, isPending } = usePosts({ kind, pageNumber: 1, pageSize: RAIL_SIZE + 1 })
  const others = data?.hits.filter((post) => post.slug !== slug).slice(0, RAIL_SIZE) ?? []
  if (!isPending && others.length === 0) return null
  return (
    <aside className="post-rail" aria-labelledby="post-rail-title">
      <h2 id="post-rail-title" className="post-rail__title">
        {POST_KIND_INFO[kind].others}
      </h2>
      <ul className="post-grid">
        {isPending
          ? Array.from({ length: RAIL_SIZE }, (_, index) => (
              <li key={index}>
                <PostCardSkeleton />
              </li>
            ))
          : others.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} kind={kind} headingLevel={3} />
              </li>
            ))}
      </ul>
    </aside>
  )
}

function CampaignDates({ post }: { post: Post }) {
  if (!post.startsAt && !post.endsAt) return null
  return (
    <dl className="campaign-dates">
      {post.startsAt && (
        <div>
          <dt>Başlangıç</dt>
          <dd>
            <ContentDate value={post.startsAt} />
          </dd>
        </div>
      )}
      {post.endsAt && (
        <div>
          <dt>Son gün</dt>
          <dd>
            <ContentDate value={post.endsAt} />
          </dd>
        </div>
      )}
    </dl>
  )
}

function PostArticle({ post, kind }: { post: Post; kind: PostKind }) {
  const info = POST_KIND_INFO[kind]
  return (
    <article className="post-detail" aria-labelledby="post-title">
      <Breadcrumb crumbs={[{ label: info.title, to: info.path }, { label: post.title }]} />
      <header className="post-detail__header">
        <p className="post-detail__meta">
          <ContentDate value={post.publishedAt} />
        </p>
        <h1 id="post-title">{post.title}</h1>
        <p className="content-page__lead">{post.summary}</p>
        {post.tags.length > 0 && (
          <ul className="chips" aria-label="Etiketler">
            {post.tags.map((tag) => (
              <li key={tag} className="chip">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </header>
      {/* Decorative: the cover repeats the title shown above it. */}
      <img className="post-detail__cover" src={post.coverImageUrl} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} />
      {kind === 'campaign' && <CampaignDates post={post} />}
      <ContentBlocks blocks={post.body} />
    </article>
  )
}

function PostDetail({ kind, slug }: { kind: PostKind; slug: string }) {
  const { data: post, error, refetch, isFetching } = usePostBySlug(kind, slug)
  if (!post && error) {
    if (isNotFound(error)) return <NotFoundPage />
    return (
      <div className="container content-page">
        <ErrorState level={1} title="İçerik yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    )
  }
  return (
    <div className="container content-page">
      {post ? <PostArticle post={post} kind={kind} /> : <TextSkeleton lines={8} />}
      <OtherPosts kind={kind} slug={slug} />
    </div>
  )
}

/** /kampanyalar/:slug, /blog/:slug, /haberler/:slug. */
export function PostDetailPage({ kind }: { kind: PostKind }) {
  const { slug } = useParams()
  if (!isSlug(slug)) return <NotFoundPage />
  return <PostDetail key={slug} kind={kind} slug={slug} />
}
