// The action runner's table: action type → handler, like the kind registry. A type without a
// handler does not compile; no handler knows a particular flow.
import type { ActionHandlers } from './action-context.js'
import { callAction } from './call-action.js'
import { closeDialogAction, goToStepAction, navigateAction, openDialogAction, toastAction } from './navigation-actions.js'
import { resubmitParentAction, submitOpenerAction, submitScreenAction } from './submit-actions.js'
import { trackAction } from './track-action.js'

export const actionHandlers: ActionHandlers = {
  submitScreen: submitScreenAction,
  resubmitParent: resubmitParentAction,
  submitOpener: submitOpenerAction,
  call: callAction,
  navigate: navigateAction,
  goToStep: goToStepAction,
  openDialog: openDialogAction,
  closeDialog: closeDialogAction,
  toast: toastAction,
  track: trackAction,
}
