import type { ReactNode } from 'react'
import { ApiError, errorMessage } from '../../lib/api-client.js'

/** The content API answers 404 for an unknown slug: the page shows the site's 404 then. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404
}

interface ErrorStateProps {
  error: unknown
  onRetry: () => void
  retrying?: boolean
  title?: string
  /** 1 when the error takes the place of the whole page (no other h1 is shown). */
  level?: 1 | 2
  /** Further ways out, next to the retry button. */
  children?: ReactNode
}

export function ErrorState({ error, onRetry, retrying = false, title = 'İçerik yüklenemedi', level = 2, children }: ErrorStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="content-state content-state--error" role="alert">
      <Heading className="content-state__title">{title}</Heading>
      <p>{errorMessage(error)}</p>
      <div className="content-state__actions">
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          {retrying && <span className="button__spinner" aria-hidden="true" />}
          Tekrar dene
        </button>
        {children}
      </div>
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="content-state content-state--empty">{children}</div>
}

/** Grey placeholders in the shape of the content, announced once as loading. */
export function TextSkeleton({ lines = 6, withTitle = true }: { lines?: number; withTitle?: boolean }) {
  return (
    <div className="skeleton-text" role="status" aria-label="Yükleniyor">
      {withTitle && <span className="skeleton skeleton--title" />}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton skeleton--line" />
      ))}
    </div>
  )
}
