import { Fragment, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import type { Facet } from '../../api/vehicles/get-vehicles.js'
import { formatNumber } from '../../lib/locale.js'
import { parseGroupedNumber } from '../../lib/vehicle-format.js'
import { RANGE_LIMITS, type RangeKey } from './listing-search.js'

const END_WORDS = { min: 'En az', max: 'En çok' } as const

// Typing and dragging settle before a search is sent.
const COMMIT_DELAY_MS = 700

const CONFIG: Record<RangeKey, { step: number; unit: string; grouped: boolean }> = {
  Year: { step: 1, unit: '', grouped: false },
  Km: { step: 1_000, unit: 'km', grouped: true },
  Price: { step: 10_000, unit: 'TL', grouped: true },
}

interface RangeFacetProps {
  facetKey: RangeKey
  title: string
  facet: Facet | undefined
  /** The chosen range from the address; open ends are the gateway's limits. */
  value: readonly [number, number] | undefined
  onCommit: (range: [number, number] | null) => void
  /** On while a typed or dragged range waits to be sent (a named filter-loading event). */
  onPending?: (pending: boolean) => void
}

type Texts = { min: string; max: string }

function toTexts(key: RangeKey, value: readonly [number, number] | undefined): Texts {
  const [lo, hi] = RANGE_LIMITS[key]
  const show = (n: number) => (CONFIG[key].grouped ? formatNumber(n) : String(n))
  if (!value) return { min: '', max: '' }
  return { min: value[0] > lo ? show(value[0]) : '', max: value[1] < hi ? show(value[1]) : '' }
}

function toRange(key: RangeKey, texts: Texts): [number, number] | null {
  const [lo, hi] = RANGE_LIMITS[key]
  const min = parseGroupedNumber(texts.min)
  const max = parseGroupedNumber(texts.max)
  if (min === null && max === null) return null
  const a = Math.min(Math.max(min ?? lo, lo), hi)
  const b = Math.min(Math.max(max ?? hi, lo), hi)
  return a <= b ? [a, b] : [b, a]
}

/** Min/max boxes in Turkish number format with a two-thumb slider over the results' span; debounced. */
export function RangeFacet({ facetKey, title, facet, value, onCommit, onPending }: RangeFacetProps) {
  const config = CONFIG[facetKey]
  const [limitLo, limitHi] = RANGE_LIMITS[facetKey]
  const id = useId()
  const [texts, setTexts] = useState<Texts>(() => toTexts(facetKey, value))
  const timer = useRef<number | undefined>(undefined)
  const pending = useRef<Texts | null>(null)
  const commitRef = useRef(onCommit)
  commitRef.current = onCommit
  const pendingRef = useRef(onPending)
  pendingRef.current = onPending

  // The address changed (back/forward, a removed filter tag, 'Tümünü temizle'): show its range.
  const valueKey = value ? `${value[0]}-${value[1]}` : ''
  // The address echoing this box's own commit is not a change from outside: what the visitor has typed
  // since (the second box, right after the first one's blur) stays.
  const ownCommit = useRef<string | null>(null)
  useEffect(() => {
    if (ownCommit.current !== null && ownCommit.current === valueKey) {
      ownCommit.current = null
      return
    }
    ownCommit.current = null
    window.clearTimeout(timer.current)
    pendingRef.current?.(false)
    pending.current = null
    setTexts(toTexts(facetKey, value))
  }, [facetKey, valueKey]) // valueKey stands for value, a new array on every render

  const flush = () => {
    window.clearTimeout(timer.current)
    pendingRef.current?.(false)
    if (pending.current) {
      const range = toRange(facetKey, pending.current)
      pending.current = null
      ownCommit.current = range && !(range[0] <= limitLo && range[1] >= limitHi) ? `${range[0]}-${range[1]}` : ''
      commitRef.current(range)
    }
  }

  // A search still waiting when the page is left is dropped, not sent from another page.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current)
      pendingRef.current?.(false)
    },
    [],
  )

  const change = (next: Texts, immediately = false) => {
    setTexts(next)
    pending.current = next
    window.clearTimeout(timer.current)
    if (immediately) return flush()
    pendingRef.current?.(true)
    timer.current = window.setTimeout(flush, COMMIT_DELAY_MS)
  }

  const format = (raw: string) => {
    const n = parseGroupedNumber(raw)
    if (n === null) return ''
    return config.grouped ? formatNumber(n) : String(n).slice(0, 4)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      flush()
    }
  }

  // The slider spans what the results offer, widened to include the chosen range.
  const chosen = toRange(facetKey, texts)
  const chosenLo = chosen && chosen[0] > limitLo ? chosen[0] : undefined
  const chosenHi = chosen && chosen[1] < limitHi ? chosen[1] : undefined
  const step = config.step
  const floor = Math.floor(Math.min(facet?.min ?? Infinity, chosenLo ?? Infinity) / step) * step
  const ceil = Math.ceil(Math.max(facet?.max ?? -Infinity, chosenHi ?? -Infinity) / step) * step
  const hasSpan = facet?.min !== undefined && facet.max !== undefined && ceil > floor
  const clamp = (n: number) => Math.max(floor, Math.min(ceil, n))
  const thumbMin = clamp(chosenLo ?? floor)
  const thumbMax = clamp(chosenHi ?? ceil)
  const show = (n: number) => (config.grouped ? formatNumber(n) : String(n))
  const fromSlider = (min: number, max: number): Texts => ({
    min: min <= floor ? '' : show(min),
    max: max >= ceil ? '' : show(max),
  })
  const placeholder = (n: number | undefined) => (n === undefined ? '' : show(n))
  const unit = config.unit ? ` (${config.unit})` : ''

  return (
    <fieldset className="facet__fieldset range-facet">
      <legend className="visually-hidden">{title}</legend>
      <div className="range-facet__inputs">
        {(['min', 'max'] as const).map((end, index) => (
          <Fragment key={end}>
            {index === 1 && (
              <span className="range-facet__dash" aria-hidden="true">
                –
              </span>
            )}
            <label className="range-facet__field" htmlFor={`${id}-${end}`}>
              <span className="range-facet__caption">{`${END_WORDS[end]}${unit}`}</span>
              <input
                id={`${id}-${end}`}
                className="range-facet__input"
                inputMode="numeric"
                autoComplete="off"
                aria-label={`${title} ${END_WORDS[end].toLocaleLowerCase('tr')}`}
                placeholder={placeholder(facet?.[end])}
                value={texts[end]}
                onChange={(event) => change({ ...texts, [end]: format(event.target.value) })}
                onBlur={flush}
                onKeyDown={onKeyDown}
              />
            </label>
          </Fragment>
        ))}
      </div>
      {hasSpan && (
        <div className="range-slider" style={{ '--from': (thumbMin - floor) / (ceil - floor), '--to': (thumbMax - floor) / (ceil - floor) } as CSSProperties}>
          <input
            type="range"
            className="range-slider__input"
            min={floor}
            max={ceil}
            step={step}
            value={thumbMin}
            aria-label={`${title} en az (kaydırıcı)`}
            aria-valuetext={show(thumbMin)}
            onChange={(event) => change(fromSlider(Math.min(Number(event.target.value), thumbMax), thumbMax))}
          />
          <input
            type="range"
            className="range-slider__input"
            min={floor}
            max={ceil}
            step={step}
            value={thumbMax}
            aria-label={`${title} en çok (kaydırıcı)`}
            aria-valuetext={show(thumbMax)}
            onChange={(event) => change(fromSlider(thumbMin, Math.max(Number(event.target.value), thumbMin)))}
          />
        </div>
      )}
    </fieldset>
  )
}
