import { useId, useState } from 'react'
import type { FacetValue } from '../../api/vehicles/get-vehicles.js'
import { formatNumber } from '../../lib/locale.js'

// Lists longer than this get a search box ('Marka ara').
const SEARCHABLE_FROM = 12

interface MultiFacetProps {
  title: string
  values: FacetValue[]
  /** The chosen values, from the address: checkboxes follow a click at once, before the answer arrives. */
  selected: readonly string[]
  onToggle: (value: string, on: boolean) => void
  /** Shown instead of the list when there is nothing to choose ('Önce marka seçin'). */
  emptyText?: string
}

/** Checkboxes with counts; a chosen value the answer no longer lists stays, so it can be unticked. */
export function MultiFacet({ title, values, selected, onToggle, emptyText }: MultiFacetProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const known = new Set(values.map((v) => v.value))
  const all: FacetValue[] = [
    ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value, count: 0, selected: true })),
    ...values,
  ]
  const needle = query.trim().toLocaleLowerCase('tr')
  const shown = needle ? all.filter((v) => v.label.toLocaleLowerCase('tr').includes(needle)) : all

  if (all.length === 0) return emptyText ? <p className="facet__hint">{emptyText}</p> : null
  return (
    <fieldset className="facet__fieldset">
      <legend className="visually-hidden">{title}</legend>
      {all.length >= SEARCHABLE_FROM && (
        <>
          <label className="visually-hidden" htmlFor={searchId}>{`${title} ara`}</label>
          <input
            id={searchId}
            className="facet__search"
            type="search"
            placeholder={`${title} ara`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </>
      )}
      <ul className="facet__options">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="facet__option">
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              {option.logoUrl && <img className="facet__logo" src={option.logoUrl} alt="" width={20} height={20} loading="lazy" />}
              <span className="facet__label">{option.label}</span>
              <span className="facet__count">{`(${formatNumber(option.count)})`}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="facet__hint">Sonuç yok</li>}
      </ul>
    </fieldset>
  )
}
