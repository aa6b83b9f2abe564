import { createContext, useContext } from 'react'

/** Lets a captcha widget (provided by the frame) draw into a screen's captcha slot and report its token. */
export interface CaptchaWidgetApi {
  setToken: (token: string) => void
}
/** Mounts the widget into the slot element; returns its cleanup. */
export type CaptchaWidget = (container: HTMLElement, api: CaptchaWidgetApi) => () => void

/** What the page frame offers to every drawn screen. */
export interface RendererHost {
  openContract: (contractTypeId: number) => void
  captchaWidget: CaptchaWidget | null
}

export const RendererHostContext = createContext<RendererHost>({
  openContract: () => {},
  captchaWidget: null,
})

export function useRendererHost(): RendererHost {
  return useContext(RendererHostContext)
}
