// İl → Şube → a Monday-first 14-day date strip → slot chips (sell-wizard.md §5, decision 033).
// Used by the wizard's slotPicker kind (step 12) and the manage page's move. Days and slots come
// from the gateway per branch-day; closed days and full slots are shown but cannot be chosen.
// Each group is one tab stop (roving tabindex); arrows move, Enter or Space chooses.
import { useEffect, useId, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { onRovingKeyDown } from '../../../renderers/roving-radios.js'
import { errorMessage } from '../../lib/api-client.js'
import { SLOTS_KEY, istanbulToday, slotsQueryOptions, type BookingBranchOption, type SlotChoice } from '../../api/booking.js'
import './booking.css'

export type SlotPart = keyof SlotChoice

export interface SlotPickerCopy {
  cityLabel: string
  branchLabel: string
  dateLabel: string
  slotLabel: string
  chooseBranchText: string
  noSlotsText: string
  loadingText: string
}

export interface SlotPickerProps {
  cities: readonly string[]
  branches: readonly BookingBranchOption[]
  value: SlotChoice
  /** A part changed; the parts after it are emptied by the picker in the same call. */
  onChange: (next: Partial<SlotChoice>) => void
  /** A slot was chosen (the wizard holds it). */
  onSlot?: (choice: SlotChoice) => void
  copy: SlotPickerCopy
  slotsUrl: string
  /** Element ids per part: a form focuses its first invalid field by id. */
  ids: Record<SlotPart, string>
  errors: Partial<Record<SlotPart, string>>
  /** Said politely under the slots (e.g. 'Seçtiğiniz saat 10 dakika sizin için ayrıldı.'). */
  status?: string | null
  onBlur?: (part: SlotPart) => void
}

const WEEKDAYS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']
const WEEKDAYS_LONG = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']

function Messages({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null
}

function aria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}

function Group({ id, label, error, children, className }: { id: string; label: string; error?: string; children: ReactNode; className: string }) {
  const labelId = useId()
  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div id={id} role="radiogroup" aria-labelledby={labelId} className={className} onKeyDown={onRovingKeyDown} {...aria(id, error)}>
        {children}
      </div>
      <Messages id={id} error={error} />
    </div>
  )
}

export function SlotPicker({ cities, branches, value, onChange, onSlot, copy, slotsUrl, ids, errors, status, onBlur }: SlotPickerProps) {
  const queryClient = useQueryClient()
  const inCity = branches.filter((b) => b.city === value.city)
  const branch = inCity.find((b) => String(b.id) === value.branch) ?? null
  // A day kept from an earlier visit may have passed: the strip then starts from today.
  const today = istanbulToday()
  const day = value.date && value.date >= today ? value.date : today
  const query = useQuery(slotsQueryOptions(slotsUrl, branch?.id ?? null, day))
  // While another day loads the strip stays; its slots show only for the day they belong to.
  const data = query.data
  const slotsOfDay = data && data.date === value.date ? data.slots : []

  // A refusal of the chosen slot (taken meanwhile): read the branch-day again.
  useEffect(() => {
    if (errors.slot) void queryClient.invalidateQueries({ queryKey: SLOTS_KEY })
  }, [errors.slot, queryClient])

  const chooseSlot = (time: string) => {
    const next = { ...value, date: day, slot: time }
    onChange({ date: day, slot: time })
    onSlot?.(next)
  }

  const openDays = data?.days.filter((d) => d.open) ?? []
  const dayStop = data?.days.some((d) => d.date === value.date && d.open) ? value.date : openDays[0]?.date
  const shownSlots = slotsOfDay.filter((s) => s.status !== 'past')
  const freeSlots = shownSlots.filter((s) => s.status === 'available')
  const slotStop = freeSlots.some((s) => s.time === value.slot) ? value.slot : freeSlots[0]?.time
  const branchStop = branch ? String(branch.id) : inCity[0] ? String(inCity[0].id) : undefined

  return (
    <div className="slot-picker">
      <div className="field">
        <label className="field__label" htmlFor={ids.city}>
          {copy.cityLabel}
        </label>
        <select
          id={ids.city}
          className="input"
          value={value.city}
          onChange={(e) => onChange({ city: e.target.value, branch: '', date: '', slot: '' })}
          onBlur={() => onBlur?.('city')}
          {...aria(ids.city, errors.city)}
        >
          <option value="">Seçiniz</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
        <Messages id={ids.city} error={errors.city} />
      </div>

      {value.city && (
        <Group id={ids.branch} label={copy.branchLabel} error={errors.branch} className="slot-picker__branches">
          {inCity.map((b) => (
            <button
              key={b.id}
              type="button"
              role="radio"
              className="slot-picker__branch"
              aria-checked={String(b.id) === value.branch}
              tabIndex={String(b.id) === branchStop ? 0 : -1}
              onClick={() => onChange({ branch: String(b.id), date: '', slot: '' })}
            >
              <strong className="slot-picker__branch-name">{b.name}</strong>{' '}
              <span className="slot-picker__branch-address">{b.address}</span>{' '}
              {b.hours && <span className="slot-picker__branch-hours">{b.hours}</span>}
            </button>
          ))}
        </Group>
      )}

      {!branch && <p className="field__hint">{copy.chooseBranchText}</p>}

      {branch && !data && query.isError && (
        <p className="field__error" role="alert">
          {errorMessage(query.error)}
        </p>
      )}
      {branch && !data && !query.isError && (
        <p className="field__hint" role="status" aria-busy="true">
          {copy.loadingText}
        </p>
      )}

      {branch && data && (
        <>
          <Group id={ids.date} label={copy.dateLabel} error={errors.date} className="slot-picker__days">
            {WEEKDAYS.map((w, i) => (
              <span key={w} className="slot-picker__weekday" aria-hidden="true" title={WEEKDAYS_LONG[i]}>
                {w}
              </span>
            ))}
            {Array.from({ length: data.leadingBlanks }, (_, i) => (
              <span key={`blank-${i}`} className="slot-picker__blank" aria-hidden="true" />
            ))}
            {data.days.map((d) => (
              <button
                key={d.date}
                type="button"
                role="radio"
                className="slot-picker__day"
                aria-checked={d.date === value.date}
                disabled={!d.open}
                tabIndex={d.date === dayStop ? 0 : -1}
                data-date={d.date}
                onClick={() => onChange({ date: d.date, slot: '' })}
              >
                <span className="slot-picker__day-label">{d.label}</span>{' '}
                {!d.open && d.closedReason && <span className="slot-picker__day-closed">{d.closedReason}</span>}
                {d.open && d.halfDay && <span className="slot-picker__day-half">{d.halfDay}</span>}
              </button>
            ))}
          </Group>

          {value.date && (
            <Group id={ids.slot} label={copy.slotLabel} error={errors.slot} className="slot-picker__slots">
              {shownSlots.map((s) => (
                <button
                  key={s.time}
                  type="button"
                  role="radio"
                  className="slot-picker__slot"
                  aria-checked={s.time === value.slot}
                  disabled={s.status !== 'available'}
                  tabIndex={s.time === slotStop ? 0 : -1}
                  onClick={() => chooseSlot(s.time)}
                  onBlur={() => onBlur?.('slot')}
                >
                  <span className="slot-picker__time">{s.time}</span>{' '}
                  {s.status === 'full' ? <span className="slot-picker__note">Dolu</span> : s.label && <span className="slot-picker__note">{s.label}</span>}
                </button>
              ))}
            </Group>
          )}
          {value.date && data.date === value.date && freeSlots.length === 0 && <p className="field__hint">{copy.noSlotsText}</p>}
          {!value.date && <Messages id={ids.slot} error={errors.slot} />}
          <p className="slot-picker__status" role="status">
            {status ?? ''}
          </p>
        </>
      )}
    </div>
  )
}
