// The sell / trade-in wizard (sell-wizard.md): one page for every step URL of every family. The
// gateway decides which step may show (an unreachable one answers with the furthest reachable) and
// sends the step's descriptor with this visitor's state. The descriptor draws the step and its
// frame (the progressHeader kind reads the state); the page sends submits to the flow and offers
// the flow's goToStep (the back rule, the step's real address) to the actions and chips.
import { useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate, useLocation, useNavigate } from '../../lib/router/index.js'
import type { StepState } from '../../../../server/schemas/flow.js'
import type { LeafNode, Screen } from '../../../../server/schemas/screen.js'
import { OPTION_KINDS } from '../../../../server/schemas/screen-kinds.js'
import { FlowActionsContext, type FlowActions } from '../../../renderers/actions/action-context.js'
import { runTrack } from '../../../renderers/actions/track-action.js'
import { useScreenDialogs } from '../../../renderers/dialog-stack.js'
import { ScreenRenderer } from '../../../renderers/screen-renderer.js'
import { ScreenStateContext, withoutHidden } from '../../../renderers/screen-state.js'
import type { FormValues } from '../../../renderers/form-model.js'
import type { PageQueries } from '../../app/page-data.js'
import { backSellStep, conflictAnswer, sellStepQueryOptions, submitSellStep, type StepAnswer } from '../../api/flows/sell-step.js'
import { useToast } from '../../components/toast/toast-context.js'
import { errorMessage } from '../../lib/api-client.js'
import { eventSource, trackEngagement } from '../../lib/analytics.js'
import { NotFoundPage } from '../not-found-page.js'
import './sell-wizard.css'

/** The step's options (resolved on the server for this visitor) go into the field they fill. */
function withOptions(screen: Screen, state: StepState): Screen {
  const options = state.options
  if (!options) return screen
  const fill = (node: LeafNode): LeafNode =>
    OPTION_KINDS.has(node.kind) && 'name' in node && node.name === options.field ? ({ ...node, options: options.items } as LeafNode) : node
  return { ...screen, children: screen.children.map((n) => (n.kind === 'group' ? { ...n, children: n.children.map(fill) } : fill(n))) }
}

function initialOf(state: StepState): FormValues {
  const out: FormValues = {}
  for (const [name, value] of Object.entries(state.values)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[name] = value
    else if (typeof value === 'number') out[name] = String(value)
  }
  return out
}

/**
 * The server draws the page frame and the step's loading state, nothing of the step: the step is
 * this visitor's own (the flow cookie, which the server rendering never reads) and the browser
 * asks for it as it always did. A first visit thus sees the header, the footer and the cookie
 * banner without waiting for the script.
 */
export const sellWizardPageQueries: PageQueries = () => []

export function SellWizardPage() {
  const { pathname, state: routeState } = useLocation()
  const path = pathname.replace(/\/+$/, '')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const dialogs = useScreenDialogs()
  const query = useQuery(sellStepQueryOptions(path))

  const show = (answer: StepAnswer, notice?: string) => {
    queryClient.setQueryData(sellStepQueryOptions(answer.state.path).queryKey, answer)
    if (answer.state.path !== path) navigate(answer.state.path, notice ? { state: { notice } } : undefined)
  }
  // A 409 (another tab moved on) shows the current step with its message; a 400 goes on the fields.
  const settle = async (work: Promise<StepAnswer>): Promise<StepAnswer | null> => {
    try {
      return await work
    } catch (error) {
      const current = conflictAnswer(error)
      if (!current) throw error
      toast({ level: 'info', message: errorMessage(error) })
      show(current)
      return null
    }
  }
  // A step that needs something first (the captcha, then the SMS code) answers with the dialogs to
  // open; the last of them sends these values again, with the code, through this same function.
  const submitTo = async (values: FormValues): Promise<void> => {
    const answer = await settle(submitSellStep(path, values))
    if (!answer) return
    const current = query.data?.screen
    if (answer.state.actions?.length && current) {
      for (const action of answer.state.actions) dialogs.open(action.screen, values, { screenId: current.id, values, context: {}, submitTo })
      return
    }
    // Each step answered sends the sell-flow event the gateway built from the flow state (spec §3).
    if (answer.state.event) trackEngagement('submit_form', { ...answer.state.event, channel: 'Web', source: eventSource() })
    // A form the step sent and the gateway took (the booking): its data-layer events, once (spec §3).
    runTrack(answer.state.track)
    show(answer)
  }
  // A summary chip, Back, or a descriptor's goToStep: the flow answers the step's real path.
  const flow: FlowActions = {
    goToStep: async (step: string) => {
      try {
        const answer = await settle(backSellStep(path, step))
        if (answer) show(answer)
      } catch (error) {
        toast({ level: 'error', message: errorMessage(error) })
      }
    },
  }

  const answer = query.data
  const screen = useMemo(() => (answer ? withoutHidden(withOptions(answer.screen, answer.state), answer.state.hidden) : null), [answer])

  if (query.isError) return <NotFoundPage />
  if (!answer || !screen) return <div className="wizard wizard--loading" aria-busy="true" />
  const { state } = answer
  // The gateway answered another step than the URL asked (not reachable yet): go there.
  if (state.path !== path) return <Navigate to={state.path} replace state={{ notice: state.notice }} />
  const notice = state.notice ?? (routeState as { notice?: string } | null)?.notice

  return (
    <div className={`wizard wizard--${state.frame}`} data-path={state.path}>
      <FlowActionsContext.Provider value={flow}>
        <ScreenStateContext.Provider value={{ ...state, notice } as unknown as Record<string, unknown>}>
          <ScreenRenderer key={`${state.path}#${state.revision}`} screen={screen} initial={initialOf(state)} submitTo={submitTo} />
        </ScreenStateContext.Provider>
      </FlowActionsContext.Provider>
    </div>
  )
}
