// A hosted provider's widget (Turnstile or hCaptcha), drawn explicitly with the site key the
// gateway sends. Both scripts expose render(element, options) and remove(id) once loaded.
import type { CaptchaChallenge } from '../../src/api/get-captcha-challenge.js'
import type { MountWidget } from './widget-events.js'

interface HostedApi {
  render: (element: HTMLElement, options: Record<string, unknown>) => string
  remove?: (id: string) => void
}

type Hosted = Extract<CaptchaChallenge, { provider: 'turnstile' | 'hcaptcha' }>

const scripts = new Map<string, Promise<void>>()

function loadScript(src: string): Promise<void> {
  let loaded = scripts.get(src)
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        scripts.delete(src)
        script.remove()
        reject(new Error(`captcha script failed to load: ${src}`))
      }
      document.head.append(script)
    })
    scripts.set(src, loaded)
  }
  return loaded
}

export const mountHosted: MountWidget<Hosted> = async (container, challenge, events) => {
  await loadScript(challenge.scriptUrl)
  const api = (globalThis as unknown as Record<string, HostedApi | undefined>)[challenge.provider]
  if (!api) throw new Error(`${challenge.provider} did not start`)
  const element = document.createElement('div')
  container.append(element)
  const id = api.render(element, {
    sitekey: challenge.siteKey,
    ...(challenge.provider === 'turnstile' ? { language: 'tr' } : { hl: 'tr' }),
    callback: (token: string) => events.onVerified(token),
    'expired-callback': () => events.onExpired(),
    'error-callback': () => events.onError(),
  })
  return () => {
    api.remove?.(id)
    element.remove()
  }
}
