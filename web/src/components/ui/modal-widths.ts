import type { Screen } from '../../../../server/schemas/screen.js'

export type ModalSize = NonNullable<Screen['size']>

// Spec §9 widths in px. Copied from server/schemas/screen.ts (that module loads typebox at runtime);
// the type above makes a size added on the server fail to compile here.
export const MODAL_WIDTHS: Readonly<Record<ModalSize, number>> = {
  small: 440,
  normal: 600,
  medium: 770,
  large: 1050,
  contract: 650,
  auth: 480,
  register: 600,
}
