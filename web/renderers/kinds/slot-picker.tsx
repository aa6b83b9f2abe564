import { useRef, useState } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { holdSlot, SLOTS_URL, type BookingBranchOption, type SlotChoice } from '../../src/api/booking.js'
import { SlotPicker, type SlotPart } from '../../src/components/booking/slot-picker.js'
import { errorMessage } from '../../src/lib/api-client.js'
import { inputId } from '../form-model.js'
import { textOf, useScreenContext } from '../screen-context.js'
import { useScreenState } from '../screen-state.js'

/**
 * Step 12's İl → Şube → day → slot (decision 033). The node's own field is the slot; its `parts`
 * (city, branch, day) are fields of older kinds in the screen, which this kind draws instead of
 * them. The branches come with the step's state, the days and slots from the gateway; a chosen
 * slot is held for the visitor at once, and a refusal (taken meanwhile) shows on the field.
 */
export function SlotPickerKind({ node }: { node: LeafOf<'slotPicker'> }) {
  const { screen, values, errors, setValue, blurField } = useScreenContext()
  const booking = useScreenState()?.booking as { cities?: string[]; branches?: BookingBranchOption[] } | undefined
  const [holdError, setHoldError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  // Only the answer to the latest choice counts: an earlier hold's answer may arrive after it.
  const latest = useRef(0)
  const names: Record<SlotPart, string> = { ...node.parts, slot: node.name }
  const value: SlotChoice = {
    city: textOf(values[names.city] ?? ''),
    branch: textOf(values[names.branch] ?? ''),
    date: textOf(values[names.date] ?? ''),
    slot: textOf(values[names.slot] ?? ''),
  }
  const ids = {
    city: inputId(screen.id, names.city), branch: inputId(screen.id, names.branch),
    date: inputId(screen.id, names.date), slot: inputId(screen.id, names.slot),
  }
  const shownErrors: Partial<Record<SlotPart, string>> = {}
  for (const part of ['city', 'branch', 'date', 'slot'] as const) {
    const message = errors[names[part]] ?? (part === 'slot' ? holdError ?? undefined : undefined)
    if (message) shownErrors[part] = message
  }

  const onChange = (next: Partial<SlotChoice>) => {
    latest.current++
    setHoldError(null)
    setStatus(null)
    for (const [part, v] of Object.entries(next) as Array<[SlotPart, string]>) setValue(names[part], v)
  }
  const onSlot = (choice: SlotChoice) => {
    const hold = node.hold
    if (!hold?.url) return
    const ticket = ++latest.current
    holdSlot(hold.url, hold.method ?? 'POST', choice).then(
      (answer) => {
        if (ticket === latest.current) setStatus(answer.message)
      },
      (error: unknown) => {
        if (ticket !== latest.current) return
        // The seat went to someone else (or the day closed): say so on the field, drop the choice.
        setValue(names.slot, '')
        setHoldError(errorMessage(error))
      },
    )
  }

  return (
    <div data-node-id={node.id}>
      <SlotPicker
        cities={booking?.cities ?? []}
        branches={booking?.branches ?? []}
        value={value}
        onChange={onChange}
        onSlot={onSlot}
        copy={{
          cityLabel: node.cityLabel, branchLabel: node.branchLabel, dateLabel: node.dateLabel, slotLabel: node.label ?? node.dateLabel,
          chooseBranchText: node.chooseBranchText, noSlotsText: node.noSlotsText, loadingText: node.loadingText,
        }}
        slotsUrl={node.slots.url ?? SLOTS_URL}
        ids={ids}
        errors={shownErrors}
        status={status}
        onBlur={(part) => blurField(names[part])}
      />
    </div>
  )
}
