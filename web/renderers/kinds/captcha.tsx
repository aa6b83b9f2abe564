import { useEffect, useLayoutEffect, useRef } from 'react'
import type { LeafNode } from '../../../server/schemas/screen.js'
import { useRendererHost } from '../renderer-host.js'
import { useField } from '../screen-context.js'

/**
 * Only a slot: the captcha widget the frame registers mounts itself here and reports its token
 * as this field's value.
 */
export function CaptchaKind({ node }: { node: LeafNode }) {
  const field = useField(node)
  const { captchaWidget } = useRendererHost()
  const slotRef = useRef<HTMLDivElement>(null)
  const setValueRef = useRef(field.setValue)

  useLayoutEffect(() => {
    setValueRef.current = field.setValue
  })

  useEffect(() => {
    const slot = slotRef.current
    if (!captchaWidget || !slot) return
    return captchaWidget(slot, { setToken: (token) => setValueRef.current(token) })
  }, [captchaWidget])

  return (
    <div className="field field--captcha">
      <div ref={slotRef} id={field.id} data-captcha-slot="" />
      {field.error && (
        <p id={field.errorId} className="field__error">
          {field.error}
        </p>
      )}
    </div>
  )
}
