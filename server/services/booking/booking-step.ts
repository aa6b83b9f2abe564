// Steps 12 and 13 of the sell wizard (sell-wizard.md §5): the booking form's submit books the slot
// for the phone verified in step 10 and the offer taken in step 11; step 13 shows the booking.
import type { AnswerValue, FlowState } from '../../schemas/flow.js'
import { normalisePhoneTR } from '../../schemas/rules/index.js'
import type { StepHook } from '../flows/flow-service.js'
import { BOOKING_MSG, bookingError } from './booking-errors.js'
import type { BookingService, Consent, SlotChoice, Subject } from './booking-service.js'
import { isDay, parseHm } from './istanbul-time.js'
import type { BookingBranch } from './schedule-store.js'

export const BOOKING_STEP = 'randevu-bilgileri'
export const RESULT_STEP = 'randevu-sonuc'

/** The consents a booking records (sell-wizard.md §5): 114 shown as a link, the declaration, ETK. */
export const CONSENT_IDS = {
  illumination: 'contract-type-114',
  declaration: 'satis-kosullari-beyani',
  etk: 'contract-type-170',
} as const

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** The phone verified in step 10 and the offer taken in step 11; 400 when the flow has neither. */
export function subjectOf(flowId: string, answers: Record<string, AnswerValue>): Subject {
  const { preOffer, takeOffer, phone, numberPlate } = answers
  if (typeof preOffer !== 'string' || typeof phone !== 'string') throw bookingError('BOOKING_NO_PHONE', 400, BOOKING_MSG.noVerifiedPhone, 'phone')
  if (typeof takeOffer !== 'string') throw bookingError('BOOKING_NO_OFFER', 400, BOOKING_MSG.noOffer)
  if (typeof numberPlate !== 'string') throw bookingError('BOOKING_NO_PHONE', 400, BOOKING_MSG.noVerifiedPhone, 'phone')
  return { flowId, offerId: takeOffer, phone: normalisePhoneTR(phone), plate: numberPlate }
}

/** The slot a form names: a listed branch in the named city, a real day, a time 'HH:mm'. */
export function choiceOf(values: Record<string, AnswerValue>, branches: readonly BookingBranch[]): { choice: SlotChoice; branch: BookingBranch } {
  const branch = branches.find((b) => String(b.id) === String(values.branch ?? ''))
  if (!branch) throw bookingError('BOOKING_BRANCH', 400, BOOKING_MSG.branch, 'branch')
  if (values.city !== undefined && values.city !== branch.city) throw bookingError('BOOKING_CITY', 400, BOOKING_MSG.cityMismatch, 'branch')
  const day = String(values.date ?? '')
  if (!isDay(day)) throw bookingError('BOOKING_DAY', 400, 'Lütfen randevu gününü seçin.', 'date')
  const minute = parseHm(String(values.slot ?? ''))
  if (minute === null) throw bookingError('BOOKING_SLOT', 400, 'Lütfen randevu saatini seçin.', 'slot')
  return { choice: { branchId: branch.id, day, minute }, branch }
}

export interface BookingStepDeps {
  booking: BookingService
  branches: () => Promise<BookingBranch[]>
  /** After a new booking: the SMS and the reminder. */
  booked: (id: number, startsAt: Date) => Promise<void>
  log: { info(obj: object, msg: string): void }
}

/** Step 12's submit: book, then keep the appointment's id (and the branch's name for the event). */
export function bookingStep(deps: BookingStepDeps): StepHook {
  return async (values, ctx) => {
    const subject = subjectOf(ctx.flowId, ctx.state.answers)
    if (values.salesDeclaration !== true) throw bookingError('BOOKING_DECLARATION', 400, BOOKING_MSG.declaration, 'salesDeclaration')
    const { choice, branch } = choiceOf(values, await deps.branches())
    const consents: Consent[] = [
      { id: CONSENT_IDS.illumination, accepted: true },
      { id: CONSENT_IDS.declaration, accepted: true },
      { id: CONSENT_IDS.etk, accepted: values.etkConsent === true },
    ]
    // A double click sends the same revision: the same key books once.
    const given = typeof ctx.raw.idempotencyKey === 'string' && IDEMPOTENCY_KEY.test(ctx.raw.idempotencyKey) ? ctx.raw.idempotencyKey : undefined
    const key = given ?? `rev-${ctx.state.revision}`
    const booked = await deps.booking.book(subject, choice, {
      firstName: String(values.firstName ?? ''), lastName: String(values.lastName ?? ''), consents, ip: ctx.ip, channel: 'Web',
    }, key)
    if (!booked.replayed) {
      deps.log.info({ appointment: booked.id, branch: choice.branchId, startsAt: booked.startsAt.toISOString() }, 'booking: booked')
      await deps.booked(booked.id, booked.startsAt)
    }
    return { values: { appointment: String(booked.id), branchName: branch.name, city: branch.city, etkConsent: values.etkConsent === true } }
  }
}

/** The appointment id of a flow that reached step 13. */
export function appointmentIdOf(state: FlowState): number | null {
  const id = Number(state.answers.appointment)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
