import type { LeafOf } from '../../../server/schemas/screen.js'
import type { StepState } from '../../../server/schemas/flow.js'
import { useFlowActions } from '../actions/action-context.js'
import { useScreenState } from '../screen-state.js'

type Progress = Pick<StepState, 'progress' | 'summary' | 'back' | 'notice'>

/**
 * A flow step's frame, drawn from the visitor's state (design §3.7): the phases, 'Adım n/13', the
 * bar, a notice, the summary of choices (each chip a way back to its step) and Back. Going back is
 * the page's flow (its goToStep), never a URL built here. The copy is the descriptor's.
 */
export function ProgressHeaderKind({ node }: { node: LeafOf<'progressHeader'> }) {
  const state = useScreenState() as Progress | null
  const flow = useFlowActions()
  if (!state?.progress) return null
  const { progress, summary = [], back, notice } = state
  const goTo = (step: string) => void flow?.goToStep(step)
  return (
    <div className="wizard__header">
      <nav className="wizard__progress" aria-label={node.label}>
        <ol className="wizard__phases">
          {progress.phases.map((phase) => (
            <li key={phase.id} className={`wizard__phase wizard__phase--${phase.status}`} aria-current={phase.status === 'current' ? 'step' : undefined}>
              {phase.label}
            </li>
          ))}
        </ol>
        <p className="wizard__count">
          {node.stepText} {progress.step}/{progress.total}
        </p>
        <div className="wizard__bar" role="presentation">
          <span style={{ width: `${Math.round((progress.step / progress.total) * 100)}%` }} />
        </div>
      </nav>
      {notice && (
        <p className="wizard__notice" role="status">
          {notice}
        </p>
      )}
      {summary.length > 0 && (
        <ul className="wizard__summary" aria-label={node.summaryLabel}>
          {summary.map((item) => (
            <li key={item.step}>
              <button
                type="button"
                className="chip"
                disabled={!flow}
                onClick={() => goTo(item.step)}
                aria-label={node.changeText.replace('{label}', item.label).replace('{value}', item.value)}
              >
                {item.value}
              </button>
            </li>
          ))}
        </ul>
      )}
      {back && (
        <button type="button" className="wizard__back button button--link" disabled={!flow} onClick={() => goTo(back.step)}>
          {node.backLabel}
        </button>
      )}
    </div>
  )
}
