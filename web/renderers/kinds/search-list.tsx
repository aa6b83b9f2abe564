import { useId, useState, type KeyboardEvent } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { SEARCH_AFTER_OPTIONS } from '../../../server/schemas/screen-kinds.js'
import { matchesFolded } from '../../../server/schemas/text-fold.js'
import { FieldMessages } from '../field-frame.js'
import { useField } from '../screen-context.js'
import { Tiles } from './tile-select.js'

/**
 * Tiles with a search box once the list is long (over SEARCH_AFTER_OPTIONS): Turkish-folded
 * matching ('tofas' finds 'Tofaş'), the number of matches announced politely, the step's own
 * message when none match. ArrowDown goes to the tiles; Enter picks the only match.
 */
export function SearchListKind({ node }: { node: LeafOf<'searchList'> }) {
  const field = useField(node)
  const labelId = useId()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const options = node.options ?? []
  const searchable = options.length > SEARCH_AFTER_OPTIONS
  const shown = searchable ? options.filter((o) => matchesFolded(o.label, query)) : options
  const typed = query.trim() !== ''

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const tiles = document.getElementById(field.id)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      tiles?.querySelector<HTMLElement>('[role="radio"][tabindex="0"], input[type="radio"]')?.focus()
    } else if (event.key === 'Enter') {
      // Enter in the box never submits the step with nothing picked; with one match it picks it.
      event.preventDefault()
      if (shown.length === 1) tiles?.querySelector<HTMLElement>('[role="radio"], input[type="radio"]')?.click()
    }
  }

  return (
    <div className="field search-list">
      {node.label && (
        <span id={labelId} className="field__label">
          {node.label}
        </span>
      )}
      {searchable && (
        <div className="search-list__box">
          <label htmlFor={searchId} className="search-list__label">
            {node.search.label}
          </label>
          <input
            id={searchId}
            type="search"
            className="input search-list__input"
            value={query}
            placeholder={node.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-controls={field.id}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {typed && shown.length > 0 ? node.search.countText.replace('{n}', String(shown.length)) : ''}
          </p>
        </div>
      )}
      <Tiles field={field} options={shown} action={node.action} labelledBy={node.label ? labelId : undefined} />
      <p className="search-list__empty" role="status" aria-live="polite">
        {shown.length === 0 && typed ? node.search.emptyText : ''}
      </p>
      <FieldMessages node={node} field={field} />
    </div>
  )
}
