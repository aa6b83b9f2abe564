// Step 10 (km-tramer-bilgisi, sell-wizard.md §3): the car's condition and the visitor's phone. The
// descriptor's rules check each field; this adds what spans fields, then asks for the captcha and
// the SMS code (purpose 'sell') before the step completes and the price is made.
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { isAllocatedMobile, isPhoneText, normalisePhoneTR } from '../../schemas/rules/index.js'
import type { AnswerValue } from '../../schemas/flow.js'
import type { FieldError } from '../../schemas/common.js'
import { PANEL_IDS, PANEL_STATE_IDS, type PanelId, type PanelState, type PanelStates } from '../../schemas/sell-condition.js'
import type { StepHook } from '../flows/flow-service.js'
import { SMS_MSG, type SmsCodes } from '../verification/sms-codes.js'
import { snapshotOf, type OfferSnapshot } from './offer-snapshot.js'

export const CONDITION_MSG = {
  tramerAmountRequired: 'Lütfen hasar kaydı tutarını giriniz.',
  panelsRequired: 'Lütfen boya/değişen bilgisini işaretleyin.',
} as const

/** 'on-tampon=orijinal;…' with each of the 13 panels exactly once and a known state; else null. */
export function parsePanelAnswer(value: unknown): PanelStates | null {
  if (typeof value !== 'string') return null
  const out: Partial<PanelStates> = {}
  for (const pair of value.split(';')) {
    const [panel, state, extra] = pair.split('=')
    if (extra !== undefined || !PANEL_IDS.includes(panel as PanelId) || !PANEL_STATE_IDS.includes(state as PanelState) || out[panel as PanelId]) return null
    out[panel as PanelId] = state as PanelState
  }
  return Object.keys(out).length === PANEL_IDS.length ? (out as PanelStates) : null
}

/** The dialogs a condition submit without a verified code opens first. */
export const SELL_SCREENS = { captcha: 'sell-captcha', sms: 'sell-sms-verification' } as const

export interface ConditionStepDeps {
  codes: SmsCodes
  mobilePrefixes: readonly string[]
  /** 400 on a field when the car cannot get an offer (6 ay / 6.000 km): before any SMS is spent. */
  checkEligible: (answers: Record<string, AnswerValue>) => void
  /** Makes and stores the pre-offer once the phone is verified; its id becomes the step's answer. */
  preOffer: (answers: Record<string, AnswerValue>, ctx: { flowId: string; phone: string; snapshot: OfferSnapshot }) => Promise<string>
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** What spans the condition step's fields: the tramer amount when there is a record, a phone that gets an SMS. */
export function checkCondition(values: Record<string, AnswerValue>, mobilePrefixes: readonly string[]): void {
  const errors: FieldError[] = []
  if (!parsePanelAnswer(values.panels)) errors.push({ field: 'panels', message: CONDITION_MSG.panelsRequired })
  if (values.tramer === 'var' && !text(values.tramerAmount)) errors.push({ field: 'tramerAmount', message: CONDITION_MSG.tramerAmountRequired })
  // The dialogs send the step's values as their context: normalise the phone as the field does.
  const phone = isPhoneText(text(values.phone)) ? normalisePhoneTR(text(values.phone)) : ''
  if (!isAllocatedMobile(phone, mobilePrefixes)) errors.push({ field: 'phone', message: SMS_MSG.phoneInvalid })
  if (errors.length) throw validationFailed(errors)
}

export function conditionStep(deps: ConditionStepDeps): StepHook {
  return async (values, ctx) => {
    checkCondition(values, deps.mobilePrefixes)
    deps.checkEligible({ ...ctx.state.answers, ...values })
    // A tramer amount without a record means nothing: it is not kept.
    if (values.tramer !== 'var') delete values.tramerAmount
    const code = ctx.raw.verificationCode
    if (code === undefined || code === '') return { actions: [{ type: 'openDialog', screen: SELL_SCREENS.captcha }] }
    const phone = text(values.phone)
    const outcome = await deps.codes.verify('sell', phone, code)
    if (outcome !== 'ok') throw new GatewayError('SELL_SMS_CODE', 400, SMS_MSG.wrongCode, [{ field: 'verificationCode', message: SMS_MSG.wrongCode }])
    const snapshot = snapshotOf(ctx.state, values)
    return { values: { preOffer: await deps.preOffer({ ...ctx.state.answers, ...values }, { flowId: ctx.flowId, phone, snapshot }) } }
  }
}
