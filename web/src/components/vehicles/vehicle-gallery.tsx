import { useEffect, useRef, useState, type TouchEvent } from 'react'
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './vehicle-card.js'

// A horizontal move longer than this (and longer than it is tall) is a swipe.
const SWIPE_PX = 40

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

interface VehicleGalleryProps {
  photos: Array<{ imageUrl: string }>
  /** 'Fiat Egea', the alt text of every photo with its number. */
  name: string
}

/** The main photo with its thumbnails; ←/→ keys, swipes and the buttons step through them. */
export function VehicleGallery({ photos, name }: VehicleGalleryProps) {
  const [index, setIndex] = useState(0)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const count = photos.length
  const current = photos[Math.min(index, count - 1)]

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)
  const stepRef = useRef(step)
  stepRef.current = step

  // Arrow keys anywhere on the page (not while typing) move through the photos.
  useEffect(() => {
    if (count < 2) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      if (document.getElementById('root')?.hasAttribute('inert')) return // a dialog is open
      if (event.key === 'ArrowRight') stepRef.current(1)
      else if (event.key === 'ArrowLeft') stepRef.current(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [count])

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    const dx = touch.clientX - start.x
    const dy = touch.clientY - start.y
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1)
  }

  if (!current) return <div className="gallery gallery--empty" aria-label="Fotoğraf yok" />
  return (
    <section className="gallery" aria-roledescription="galeri" aria-label="Fotoğraflar">
      <div className="gallery__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          className="gallery__image"
          src={current.imageUrl}
          alt={`${name}, fotoğraf ${index + 1}`}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          // The page's largest image: fetched first.
          fetchPriority="high"
          draggable={false}
        />
        {count > 1 && (
          <>
            <button type="button" className="gallery__step gallery__step--prev" aria-label="Önceki fotoğraf" onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__step gallery__step--next" aria-label="Sonraki fotoğraf" onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p className="gallery__counter" aria-live="polite">
          <span className="visually-hidden">Fotoğraf </span>
          {`${index + 1} / ${count}`}
        </p>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((photo, i) => (
            <li key={photo.imageUrl}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Fotoğraf ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={photo.imageUrl} alt="" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
