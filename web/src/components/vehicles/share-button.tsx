import { useToast } from '../toast/toast-context.js'

export const LINK_COPIED = 'Bağlantı kopyalandı'

/** Copies through a hidden text area where the Clipboard API is missing or refused (plain http, old browsers). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  return copied
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyWithSelection(text)
  }
}

/** The system share sheet where there is one; elsewhere the address is copied and a toast says so. */
export function ShareButton({ title }: { title: string }) {
  const { toast } = useToast()
  const onClick = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return // the visitor closed the sheet
      }
    }
    if (await copyText(url)) toast({ level: 'success', message: LINK_COPIED })
    else toast({ level: 'error', message: 'Bağlantı kopyalanamadı' })
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => void onClick()}>
      Paylaş
    </button>
  )
}
