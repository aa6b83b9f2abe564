import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { getCaptchaChallenge } from '../../src/api/get-captcha-challenge.js'
import { mountAltcha } from '../captcha/altcha-widget.js'
import { mountHosted } from '../captcha/hosted-widget.js'
import type { WidgetEvents } from '../captcha/widget-events.js'
import { textOf, useField, useScreenContext } from '../screen-context.js'

/** Spec §3 captcha state; the token itself is the field's value. */
export type CaptchaStatus = 'hidden' | 'visible' | 'success' | 'token-expired' | 'network-error' | 'javascript-error'

/** Spec §9: the loading overlay hides after 2.5 seconds. */
export const CAPTCHA_OVERLAY_MS = 2500

const NOTICES: Partial<Record<CaptchaStatus, string>> = {
  'token-expired': 'Süre doldu, tekrar doğrulayın',
  'network-error': 'Güvenlik doğrulaması yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  'javascript-error': 'Güvenlik doğrulaması başlatılamadı. Lütfen tekrar deneyin.',
}

/**
 * The captcha widget (ALTCHA, or the configured hosted provider). Its token is the field's value;
 * its state shows on `data-captcha-status`. Clearing the value (a failed send: the token is single
 * use) rebuilds the widget with a new challenge. The node's `action`, if any, runs on success.
 */
export function CaptchaKind({ node }: { node: LeafOf<'captcha'> }) {
  const field = useField(node)
  const { runAction } = useScreenContext()
  const slotRef = useRef<HTMLDivElement>(null)
  const [generation, setGeneration] = useState(0)
  const [status, setStatus] = useState<CaptchaStatus>('hidden')
  const [overlay, setOverlay] = useState(true)
  const latest = useRef({ setValue: field.setValue, runAction, action: node.action })
  const hadToken = useRef(false)
  useLayoutEffect(() => {
    latest.current = { setValue: field.setValue, runAction, action: node.action }
  })

  const rebuild = useCallback(() => setGeneration((g) => g + 1), [])

  // Someone else emptied the value after a success: that token is gone, draw a new challenge.
  const token = textOf(field.value)
  useEffect(() => {
    if (token) return
    if (!hadToken.current) return
    hadToken.current = false
    setStatus('hidden')
    rebuild()
  }, [token, rebuild])

  useEffect(() => {
    const slot = slotRef.current
    if (!slot) return
    const controller = new AbortController()
    let cleanup: (() => void) | undefined
    let overlayTimer: ReturnType<typeof setTimeout> | undefined
    const overlayDone = new Promise<void>((resolve) => (overlayTimer = setTimeout(resolve, CAPTCHA_OVERLAY_MS)))
    const live = () => !controller.signal.aborted
    setOverlay(true)

    const events: WidgetEvents = {
      onVerified: (value) => {
        if (!live()) return
        hadToken.current = true
        setStatus('success')
        latest.current.setValue(value)
        if (latest.current.action) latest.current.runAction(latest.current.action)
      },
      onExpired: () => {
        if (!live()) return
        hadToken.current = false
        setStatus('token-expired')
        latest.current.setValue('')
        rebuild()
      },
      onError: () => {
        if (live()) setStatus('javascript-error')
      },
    }

    void (async () => {
      let challenge
      try {
        challenge = await getCaptchaChallenge(controller.signal)
      } catch {
        if (live()) {
          setOverlay(false)
          setStatus('network-error')
        }
        return
      }
      try {
        const unmount = challenge.provider === 'altcha' ? await mountAltcha(slot, challenge, events) : await mountHosted(slot, challenge, events)
        if (!live()) return unmount()
        cleanup = unmount
      } catch {
        if (live()) {
          setOverlay(false)
          setStatus('javascript-error')
        }
        return
      }
      await overlayDone
      if (!live()) return
      setOverlay(false)
      // After an expiry the notice stays until the new challenge is solved.
      setStatus((current) => (current === 'token-expired' ? current : 'visible'))
    })()

    return () => {
      controller.abort()
      clearTimeout(overlayTimer)
      cleanup?.()
      slot.replaceChildren()
    }
  }, [generation, rebuild])

  const notice = NOTICES[status]
  const failed = status === 'network-error' || status === 'javascript-error'
  return (
    <div className="field field--captcha" data-captcha-status={status}>
      {node.label && <p className="field__label">{node.label}</p>}
      <div className="captcha">
        <div ref={slotRef} id={field.id} className="captcha__slot" {...field.aria} />
        {overlay && (
          <div className="captcha__overlay" role="status">
            <span className="captcha__spinner" aria-hidden="true" />
            Güvenlik doğrulaması yükleniyor…
          </div>
        )}
      </div>
      {notice && (
        <p className={failed ? 'field__error' : 'field__hint'} role={failed ? 'alert' : undefined}>
          {notice}
        </p>
      )}
      {failed && (
        <button type="button" className="button button--secondary captcha__retry" onClick={() => { setStatus('hidden'); rebuild() }}>
          Tekrar Dene
        </button>
      )}
      {field.error && (
        <p id={field.errorId} className="field__error">
          {field.error}
        </p>
      )}
    </div>
  )
}
