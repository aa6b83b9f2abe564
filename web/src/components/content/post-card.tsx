import { Link } from '../../lib/router/index.js'
import type { PostCard as PostCardData, PostKind } from '../../api/content/get-posts.js'
import { ContentDate } from './content-date.js'
import { postPath } from './post-kinds.js'

// The gateway draws covers at 1200×630 (the social card ratio).
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

interface PostCardProps {
  post: PostCardData
  kind: PostKind
  headingLevel?: 2 | 3
}

/** A card whose title is the link; the whole card is clickable through the link's stretched area. */
export function PostCard({ post, kind, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="post-card">
      {/* The cover illustrates the title next to it; alt="" keeps screen readers from reading the title twice. */}
      <img
        className="post-card__cover"
        src={post.coverImageUrl}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className="post-card__body">
        <p className="post-card__meta">
          {kind === 'campaign' && post.endsAt ? (
            <>
              Son gün: <ContentDate value={post.endsAt} />
            </>
          ) : (
            <ContentDate value={post.publishedAt} />
          )}
        </p>
        <Heading className="post-card__title">
          <Link className="post-card__link" to={postPath(kind, post.slug)}>
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__summary">{post.summary}</p>
      </div>
    </article>
  )
}

export function PostCardSkeleton() {
  return (
    <div className="post-card post-card--skeleton" aria-hidden="true">
      <span className="skeleton post-card__cover" />
      <div className="post-card__body">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  )
}
