import { useId, type FocusEvent } from 'react'
import type { Action, LeafOf, Option } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { onRovingKeyDown } from '../roving-radios.js'
import { useField, useScreenContext, type FieldBinding } from '../screen-context.js'

interface TilesProps {
  field: FieldBinding
  options: readonly Option[]
  action: Action | undefined
  labelledBy: string | undefined
}

/**
 * A radio group drawn as picture tiles (brands, body types …). A group whose pick runs an action
 * (a wizard step advancing on a tap) is drawn as buttons with radio semantics: arrows move focus
 * only, Enter or Space picks; otherwise native radios.
 */
export function Tiles({ field, options, action, labelledBy }: TilesProps) {
  const { screen, runAction } = useScreenContext()
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur()
  }
  const picks = action !== undefined
  const tabStop = options.some((o) => o.value === field.value) ? field.value : options[0]?.value
  const choose = (value: string) => {
    field.setValue(value)
    if (action) runAction(action)
  }
  const body = (option: Option) => (
    <span className="tile__body">
      {option.imageUrl && <img className="tile__image" src={option.imageUrl} alt="" loading="lazy" />}
      <span className="tile__label">{option.label}</span>
    </span>
  )
  return (
    <div
      id={field.id}
      role="radiogroup"
      className={picks ? 'tiles tiles--picks' : 'tiles'}
      aria-labelledby={labelledBy}
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
  )
}

export function TileSelectKind({ node }: { node: LeafOf<'tileSelect'> }) {
  const field = useField(node)
  const labelId = useId()
  return (
    <div className="field">
      {node.label && (
        <span id={labelId} className="field__label">
          {node.label}
        </span>
      )}
      <Tiles field={field} options={node.options ?? []} action={node.action} labelledBy={node.label ? labelId : undefined} />
      <FieldMessages node={node} field={field} />
    </div>
  )
}
