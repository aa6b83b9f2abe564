// The sell-flow behavioural event payload of spec §3, built on the server from the flow state
// (sell-wizard.md §6); the client adds channel, source and hash_id and sends it consent-gated.
import type { FlowState } from '../../schemas/flow.js'

export type SellEvent = Record<string, string | number | boolean>

/** '85.000' → 85000; anything else that is not a whole number → undefined. */
export function kmOf(value: unknown): number | undefined {
  const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/\./g, '') : ''
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined
}

export function sellEvent(state: FlowState, pageUrl: string): SellEvent {
  const a = state.answers
  const l = state.labels
  const label = (field: string) => l[field] ?? (a[field] === undefined ? undefined : String(a[field]))
  const out: SellEvent = { page_url: pageUrl }
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') out[key] = value
  }
  put('year', label('year'))
  put('model_year', a.year === undefined ? undefined : Number(a.year))
  put('brand', label('brand'))
  put('model', label('model'))
  put('body', label('body'))
  put('generation', label('generation'))
  put('fuel_type', label('fuel'))
  put('transmission_type', label('gear'))
  put('model_detail', label('version'))
  // "Bilmiyorum" names no leaf: agac_id stays out (model_detail still says the version; decision 028).
  put('agac_id', typeof a.trim === 'string' && /^\d+$/.test(a.trim) ? Number(a.trim) : undefined)
  put('km', kmOf(a.km))
  put('plate', typeof a.numberPlate === 'string' ? a.numberPlate : undefined)
  // Spec §3: 0 when the damage-record value is empty.
  if ('tramer' in a) out.damage_amount = a.tramer === 'var' ? kmOf(a.tramerAmount) ?? 0 : 0
  if (a.appointment !== undefined) {
    put('dealer_appointment', typeof a.branchName === 'string' ? a.branchName : undefined)
    put('city', typeof a.city === 'string' ? a.city : undefined)
    if (typeof a.date === 'string' && typeof a.slot === 'string') {
      put('appointment_date', `${a.date} ${a.slot}:00`)
      put('appointment_time', a.slot)
    }
  }
  out.is_appointment_made = a.appointment !== undefined
  return out
}
