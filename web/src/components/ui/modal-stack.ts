// Open modals, oldest first. Dialogs stack (an SMS dialog over a form, a contract over a consent):
// only the top one answers Escape, and the page behind them neither scrolls nor takes focus or clicks.
const stack: symbol[] = []
let savedOverflow = ''
let savedPaddingRight = ''

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id
}

export function pushModal(id: symbol): void {
  stack.push(id)
  if (stack.length > 1) return
  const body = document.body
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  savedOverflow = body.style.overflow
  savedPaddingRight = body.style.paddingRight
  body.style.overflow = 'hidden'
  // Keeps the page from shifting sideways when the scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  document.getElementById('root')?.setAttribute('inert', '')
}

export function popModal(id: symbol): void {
  const index = stack.lastIndexOf(id)
  if (index !== -1) stack.splice(index, 1)
  if (stack.length > 0) return
  document.body.style.overflow = savedOverflow
  document.body.style.paddingRight = savedPaddingRight
  document.getElementById('root')?.removeAttribute('inert')
}
