// A data-layer event the gateway put in a success list (a screen's `next`, a call's `onSuccess`):
// the list runs once per success (the runner's one-request-at-a-time guard drops a double click),
// so the event is pushed once.
import type { TrackAction } from '../../../server/schemas/screen.js'
import { trackFormSuccess } from '../../src/lib/analytics.js'
import type { ActionHandler } from './action-context.js'

/** Pushes the wizard's and the dialogs' `track` actions alike. */
export function runTrack(actions: readonly TrackAction[] | undefined): void {
  for (const action of actions ?? []) {
    if (action.event === 'form_success') trackFormSuccess(action.form)
  }
}

export const trackAction: ActionHandler<'track'> = (action) => {
  runTrack([action])
}
