// The self-hosted ALTCHA widget (web component). Loaded on first use, from the CSP-friendly
// `altcha/external` build: its stylesheet and its PBKDF2 worker are separate files served from
// /assets, so nothing needs inline scripts, inline styles, eval or blob: workers.
import type { AltchaGlobal } from 'altcha/types'
import type { CaptchaChallenge } from '../../src/api/get-captcha-challenge.js'
import type { MountWidget } from './widget-events.js'

// Spec §9: Turkish. The widget's own Turkish texts, with the wording of the site.
const TURKISH = {
  label: 'Robot olmadığımı doğrula',
  verifying: 'Doğrulanıyor…',
  waitAlert: 'Doğrulanıyor… lütfen bekleyin.',
  verified: 'Doğrulandı',
  expired: 'Süre doldu, tekrar doğrulayın',
  error: 'Doğrulama yapılamadı. Lütfen tekrar deneyin.',
  verificationRequired: 'Lütfen güvenlik doğrulamasını tamamlayın.',
}

let loading: Promise<void> | undefined

/** Set by the altcha modules on load: worker registry and translations shared by every widget. */
const altcha = () => (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha

function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/i18n/tr'),
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/altcha.css'),
    ])
    const Pbkdf2Worker = worker.default
    altcha().algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
    altcha().i18n.set('tr', { ...altcha().i18n.get('tr'), ...TURKISH })
  })()
  // A failed load (network) may succeed on the next try.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

export const mountAltcha: MountWidget<Extract<CaptchaChallenge, { provider: 'altcha' }>> = async (container, challenge, events) => {
  await loadAltcha()
  const widget = document.createElement('altcha-widget')
  // The challenge is handed over as data: the kind fetched it, so a new widget means a new challenge.
  widget.setAttribute('challenge', JSON.stringify({ parameters: challenge.parameters, signature: challenge.signature }))
  widget.setAttribute('language', 'tr')
  widget.setAttribute('auto', 'off')
  widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }))
  widget.addEventListener('verified', (event) => {
    const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
    if (payload) events.onVerified(payload)
  })
  widget.addEventListener('expired', () => events.onExpired())
  widget.addEventListener('statechange', (event) => {
    if ((event as CustomEvent<{ state?: string }>).detail?.state === 'error') events.onError()
  })
  container.append(widget)
  return () => widget.remove()
}
