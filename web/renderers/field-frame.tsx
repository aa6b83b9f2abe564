import type { ReactNode } from 'react'
import type { LeafView } from '../../server/schemas/screen.js'
import type { FieldBinding } from './screen-context.js'

/** Hint and error under a control; the control points at them with aria-describedby. */
export function FieldMessages({ node, field }: { node: LeafView; field: FieldBinding }) {
  return (
    <>
      {node.hint && (
        <p id={field.hintId} className="field__hint">
          {node.hint}
        </p>
      )}
      {field.error && (
        <p id={field.errorId} className="field__error">
          {field.error}
        </p>
      )}
    </>
  )
}

/** Label, control, hint and error of one input. */
export function FieldFrame({ node, field, children }: { node: LeafView; field: FieldBinding; children: ReactNode }) {
  return (
    <div className="field">
      {node.label && (
        <label className="field__label" htmlFor={field.id}>
          {node.label}
        </label>
      )}
      {children}
      <FieldMessages node={node} field={field} />
    </div>
  )
}

/** A unit such as 'km' or 'TL' after the control. */
export function WithSuffix({ suffix, children }: { suffix: string | undefined; children: ReactNode }) {
  if (!suffix) return children
  return (
    <div className="input-affix">
      {children}
      <span className="input-affix__suffix" aria-hidden="true">
        {suffix}
      </span>
    </div>
  )
}
