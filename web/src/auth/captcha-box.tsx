import { useEffect, useRef, useState } from 'react'
import { mountAltcha } from '../../renderers/captcha/altcha-widget.js'
import { mountHosted } from '../../renderers/captcha/hosted-widget.js'
import { getCaptchaChallenge } from '../api/get-captcha-challenge.js'

/**
 * The security check outside a descriptor (the login dialog): a new challenge whenever
 * `generation` changes (a token is single use), the token handed to `onToken` ('' when it expires).
 */
export function CaptchaBox({ generation, onToken }: { generation: number; onToken: (token: string) => void }) {
  const slotRef = useRef<HTMLDivElement>(null)
  const onTokenRef = useRef(onToken)
  onTokenRef.current = onToken
  const [status, setStatus] = useState<'loading' | 'visible' | 'success' | 'error'>('loading')

  useEffect(() => {
    const slot = slotRef.current
    if (!slot) return
    const controller = new AbortController()
    const live = () => !controller.signal.aborted
    let cleanup: (() => void) | undefined
    setStatus('loading')
    onTokenRef.current('')
    const events = {
      onVerified: (value: string) => {
        if (!live()) return
        setStatus('success')
        onTokenRef.current(value)
      },
      onExpired: () => {
        if (!live()) return
        setStatus('visible')
        onTokenRef.current('')
      },
      onError: () => {
        if (live()) setStatus('error')
      },
    }
    void (async () => {
      try {
        const challenge = await getCaptchaChallenge(controller.signal)
        const unmount = challenge.provider === 'altcha' ? await mountAltcha(slot, challenge, events) : await mountHosted(slot, challenge, events)
        if (!live()) return unmount()
        cleanup = unmount
        setStatus('visible')
      } catch {
        if (live()) setStatus('error')
      }
    })()
    return () => {
      controller.abort()
      cleanup?.()
      slot.replaceChildren()
    }
  }, [generation])

  return (
    <div className="field field--captcha" data-captcha-status={status}>
      <div className="captcha">
        <div ref={slotRef} className="captcha__slot" />
        {status === 'loading' && (
          <div className="captcha__overlay" role="status">
            <span className="captcha__spinner" aria-hidden="true" />
            Güvenlik doğrulaması yükleniyor…
          </div>
        )}
      </div>
      {status === 'error' && (
        <p className="field__error" role="alert">
          Güvenlik doğrulaması yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.
        </p>
      )}
    </div>
  )
}
