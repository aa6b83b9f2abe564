/** What a captcha widget reports to the captcha kind. */
export interface WidgetEvents {
  onVerified: (token: string) => void
  onExpired: () => void
  onError: () => void
}

/** Mounts a widget into the container and resolves to its cleanup; rejects when it cannot start. */
export type MountWidget<C> = (container: HTMLElement, challenge: C, events: WidgetEvents) => Promise<() => void>
