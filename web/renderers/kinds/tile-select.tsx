import { useId, type FocusEvent } from 'react'
import type { LeafNode } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { onRovingKeyDown } from '../roving-radios.js'
import { useField, useScreenContext } from '../screen-context.js'

/**
 * A radio group drawn as picture tiles (brands, body types …). A group whose pick runs an action
 * (a wizard step advancing on a tap) is drawn as buttons with radio semantics: arrows move focus
 * only, Enter or Space picks; otherwise native radios.
 */
export function TileSelectKind({ node }: { node: LeafNode }) {
  const field = useField(node)
  const { screen, runAction } = useScreenContext()
  const labelId = useId()
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur()
  }
  const options = node.options ?? []
  const picks = node.action !== undefined
  const tabStop = options.some((o) => o.value === field.value) ? field.value : options[0]?.value
  const choose = (value: string) => {
    field.setValue(value)
    if (node.action) runAction(node.action)
  }
  const body = (option: (typeof options)[number]) => (
    <span className="tile__body">
      {option.imageUrl && <img className="tile__image" src={option.imageUrl} alt="" loading="lazy" />}
      <span className="tile__label">{option.label}</span>
    </span>
  )
  return (
    <div className="field">
      {node.label && (
        <span id={labelId} className="field__label">
          {node.label}
        </span>
      )}
      <div
        id={field.id}
        role="radiogroup"
        className={picks ? 'tiles tiles--picks' : 'tiles'}
        aria-labelledby={node.label ? labelId : undefined}
        onBlur={onBlur}
        onKeyDown={picks ? onRovingKeyDown : undefined}
        {...field.aria}
      >
        {options.map((option) =>
          picks ? (
            <button
              key={option.value}
              type="button"
              role="radio"
              className="tile"
              aria-checked={field.value === option.value}
              tabIndex={option.value === tabStop ? 0 : -1}
              onClick={() => choose(option.value)}
            >
              {body(option)}
            </button>
          ) : (
            <label key={option.value} className="tile">
              <input
                type="radio"
                className="tile__input"
                name={`${screen.id}-${field.name}`}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => choose(option.value)}
              />
              {body(option)}
            </label>
          ),
        )}
      </div>
      <FieldMessages node={node} field={field} />
    </div>
  )
}
