import { useMemo, type FormEvent } from 'react'
import type { Action, LeafView, Screen, ScreenNode } from '../../server/schemas/screen.js'
import { HEADER_KINDS, isLeafKind } from '../../server/schemas/screen-kinds.js'
import { Modal } from '../src/components/ui/modal.js'
import { CountdownProvider } from './countdown.js'
import type { DialogHandle } from './dialog-stack.js'
import { fieldsOf, leavesOf, type FormValues } from './form-model.js'
import { NodeView } from './node-view.js'
import { resolveKind } from './registry.js'
import { ScreenContext, type ScreenContextValue } from './screen-context.js'
import { useActionRunner } from './use-action-runner.js'
import { useScreenForm } from './use-screen-form.js'

const SUBMIT: Action = { type: 'submitScreen' }
const EMPTY_CONTEXT: FormValues = {}

interface ScreenRendererProps {
  screen: Screen
  /** Values of the screens that opened this one (sent along with its submits). */
  context?: FormValues
  /** Set when the dialog host draws this screen; the host then owns the Modal around it. */
  dialog?: DialogHandle
  /** Closes a 'dialog' screen drawn outside the dialog host. */
  onClose?: () => void
  /** Where a valid submit goes instead of the screen's own (the page owns what follows). */
  submitTo?: (values: FormValues) => Promise<void>
  /** Values the fields start with (a wizard step answered before). */
  initial?: FormValues
  /** What 'Tekrar Gönder' (resubmitParent) sends when the code was asked for outside a screen (the auth dialogs). */
  resendTo?: () => Promise<void>
  /** Drawn inside a Modal its owner draws (the tabbed auth dialog): no Modal of its own. */
  bare?: boolean
}

/** Draws any Screen: a 'dialog' inside the Modal, a 'page' inline. */
export function ScreenRenderer({ screen, context = EMPTY_CONTEXT, dialog, onClose, submitTo, initial, resendTo, bare = false }: ScreenRendererProps) {
  // The countdown belongs to the screen: it starts on mount and dies with it (spec §4.4).
  const seconds = leavesOf(screen).map((node): LeafView => node).find((node) => node.countdownSeconds !== undefined)?.countdownSeconds ?? null
  const body = (
    <CountdownProvider seconds={seconds}>
      <ScreenBody screen={screen} context={context} dialog={dialog} submitTo={submitTo} initial={initial} resendTo={resendTo} />
    </CountdownProvider>
  )
  if (dialog || bare || screen.kind === 'page') return body
  return (
    <Modal title={screen.title} size={screen.size ?? 'normal'} onClose={onClose ?? (() => {})}>
      {body}
    </Modal>
  )
}

function isFrame(node: ScreenNode): boolean {
  const kind = resolveKind(node)
  return kind !== undefined && isLeafKind(kind) && HEADER_KINDS.has(kind)
}

/**
 * Fields a drawn node fills itself (a slotPicker's city, branch and day: decision 033) are not
 * drawn again; they stay fields of the form, with their rules.
 */
function withoutParts(screen: Screen): ScreenNode[] {
  const claimed = new Set<string>()
  for (const leaf of leavesOf(screen)) if (leaf.kind === 'slotPicker' && resolveKind(leaf) === 'slotPicker') for (const part of Object.values(leaf.parts)) claimed.add(part)
  if (!claimed.size) return screen.children
  const shown = (node: ScreenNode) => !('name' in node && typeof node.name === 'string' && claimed.has(node.name) && node.kind !== 'slotPicker')
  return screen.children.filter(shown).map((n) => (n.kind === 'group' ? { ...n, children: n.children.filter(shown) } : n))
}

interface ScreenBodyProps {
  screen: Screen
  context: FormValues
  dialog: DialogHandle | undefined
  submitTo: ((values: FormValues) => Promise<void>) | undefined
  initial: FormValues | undefined
  resendTo: (() => Promise<void>) | undefined
}

function ScreenBody({ screen, context, dialog, submitTo, initial, resendTo }: ScreenBodyProps) {
  const leaves = useMemo(() => leavesOf(screen), [screen])
  const fields = useMemo(() => fieldsOf(screen, resolveKind), [screen])
  const blocked = useMemo(() => leaves.some((node) => node.blocking === true && resolveKind(node) === undefined), [leaves])
  const form = useScreenForm(screen, fields, initial)
  const { runAction, busy } = useActionRunner({ screen, form, context, dialog, submitTo, resendTo })
  // Frame kinds at the start of a page (the wizard's progress) sit above its title.
  const children = useMemo(() => withoutParts(screen), [screen])
  const headerCount = children.findIndex((node) => !isFrame(node))
  const header = headerCount < 0 ? children : children.slice(0, headerCount)
  const body = children.slice(header.length)

  const value: ScreenContextValue = {
    screen,
    values: form.values,
    errors: form.errors,
    setValue: form.setValue,
    blurField: form.blurField,
    busy,
    blocked,
    runAction,
    renderNode: (node: ScreenNode) => <NodeView key={node.id} node={node} />,
  }

  // The pressed submit button names its node; Enter in a field presses the first enabled one.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || blocked) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const nodeId = submitter instanceof HTMLElement ? submitter.dataset.nodeId : undefined
    const node: LeafView | undefined = leaves.find((leaf) => (nodeId ? leaf.id === nodeId : resolveKind(leaf) === 'submit'))
    runAction(node?.action ?? SUBMIT)
  }

  return (
    <ScreenContext.Provider value={value}>
      <form className={`screen screen--${screen.kind}`} data-screen-id={screen.id} noValidate onSubmit={onSubmit}>
        {header.map((node) => (
          <NodeView key={node.id} node={node} />
        ))}
        {screen.kind === 'page' && !dialog && <h1 className="screen__title">{screen.title}</h1>}
        {screen.description && <p className="screen__description">{screen.description}</p>}
        {form.formMessage && (
          <div className="screen__alert" role="alert">
            {form.formMessage}
          </div>
        )}
        {body.map((node) => (
          <NodeView key={node.id} node={node} />
        ))}
      </form>
    </ScreenContext.Provider>
  )
}
