import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from '../../lib/router/index.js'
import { loadConsentedVendors } from '../../lib/analytics.js'
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  getConsent,
  onOpenConsentPreferences,
  saveConsent,
  selectionOf,
  useConsent,
  type ConsentSelection,
} from '../../lib/consent.js'
import { isChromeless } from '../../lib/route-flags.js'
import { ConsentToggles } from './consent-toggles.js'
import { usePageViewTracking } from './use-page-view-tracking.js'

/**
 * The cookie banner (the spec's "cookie helper") at the bottom of every framed page until the
 * visitor decides, plus the tracking that depends on that decision. Non-modal: the page stays usable.
 */
export function ConsentBanner() {
  const { pathname } = useLocation()
  const consent = useConsent()
  const [reopened, setReopened] = useState(false)
  const [managing, setManaging] = useState(false)
  const [draft, setDraft] = useState<ConsentSelection>(() => selectionOf(consent))
  const dialogRef = useRef<HTMLDivElement>(null)
  const returnToRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const textId = useId()
  const panelId = useId()

  usePageViewTracking()
  useEffect(() => loadConsentedVendors(consent), [consent])

  useEffect(
    () =>
      onOpenConsentPreferences(() => {
        if (document.activeElement instanceof HTMLElement) returnToRef.current = document.activeElement
        setDraft(selectionOf(getConsent()))
        setManaging(true)
        setReopened(true)
      }),
    [],
  )

  // Focus moves in only when the visitor asked for the banner; on first visit it does not take focus.
  useEffect(() => {
    if (reopened) dialogRef.current?.focus()
  }, [reopened])

  if (isChromeless(pathname) || (consent && !reopened)) return null

  const close = () => {
    const hadFocus = dialogRef.current?.contains(document.activeElement) ?? false
    setReopened(false)
    setManaging(false)
    if (!hadFocus) return
    const returnTo = returnToRef.current
    returnToRef.current = null
    // The focused button is about to disappear; keep keyboard users in the page, where they were.
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
    else document.getElementById('main')?.focus({ preventScroll: true })
  }

  const decide = (selection: ConsentSelection) => {
    close()
    saveConsent(selection)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only a visitor who already decided may dismiss it without choosing again.
    if (event.key === 'Escape' && consent) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div
      ref={dialogRef}
      className="consent-banner"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="container consent-banner__inner">
        <div className="consent-banner__intro">
          <h2 id={titleId} className="consent-banner__title">
            Çerezler ve gizliliğiniz
          </h2>
          <p id={textId} className="consent-banner__text">
            Sitemizin çalışması için zorunlu çerezleri kullanıyoruz. İzin verirseniz analitik ve pazarlama
            çerezleriyle ziyaretinizi ölçer, size uygun kampanyalar gösteririz. Ayrıntılar:{' '}
            <Link to="/cerez-politikasi">Çerez Politikası</Link>.
          </p>
        </div>
        {managing && (
          <div id={panelId} className="consent-banner__panel">
            <ConsentToggles value={draft} onChange={setDraft} />
            <button type="button" className="button button--primary" onClick={() => decide(draft)}>
              Seçimleri Kaydet
            </button>
          </div>
        )}
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" onClick={() => decide(ACCEPT_ALL)}>
            Tümünü Kabul Et
          </button>
          <button type="button" className="button button--secondary" onClick={() => decide(NECESSARY_ONLY)}>
            Yalnızca Zorunlu
          </button>
          <button
            type="button"
            className="button button--link consent-banner__manage"
            aria-expanded={managing}
            aria-controls={managing ? panelId : undefined}
            onClick={() => setManaging((open) => !open)}
          >
            Tercihleri Yönet
          </button>
        </div>
      </div>
    </div>
  )
}
