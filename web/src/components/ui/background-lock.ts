// While any modal is open the page behind it neither scrolls nor takes focus or clicks.
// A counter, because dialogs stack (an SMS dialog over a form, a contract over a consent).
let openCount = 0
let savedOverflow = ''
let savedPaddingRight = ''

export function lockBackground(): void {
  openCount += 1
  if (openCount > 1) return
  const body = document.body
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  savedOverflow = body.style.overflow
  savedPaddingRight = body.style.paddingRight
  body.style.overflow = 'hidden'
  // Keeps the page from shifting sideways when the scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  document.getElementById('root')?.setAttribute('inert', '')
}

export function unlockBackground(): void {
  openCount = Math.max(0, openCount - 1)
  if (openCount > 0) return
  document.body.style.overflow = savedOverflow
  document.body.style.paddingRight = savedPaddingRight
  document.getElementById('root')?.removeAttribute('inert')
}
