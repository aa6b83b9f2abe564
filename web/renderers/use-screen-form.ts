import { useCallback, useMemo, useRef, useState } from 'react'
import { isShown, type LeafView, type Screen } from '../../server/schemas/screen.js'
// The pure submodules, not rules/index.ts: the index also re-exports the TypeBox schemas, which
// would put typebox in the browser bundle.
import { fieldSpecOf, isEmptyValue, normalise, validateValue, validateValues, type FieldValue } from '../../server/schemas/rules/index.js'
import type { FieldError } from '../src/lib/api-client.js'
import { initialValues, inputId, toFormValues, type FormValue, type FormValues } from './form-model.js'

type Errors = Record<string, string>

function without(errors: Errors, names: Iterable<string>): Errors {
  const next = { ...errors }
  for (const name of names) delete next[name]
  return next
}

// Radio groups carry the field id on their container; focus the chosen (or first) option inside.
function focusControl(id: string) {
  const element = document.getElementById(id)
  if (!element) return
  const control = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('[aria-checked="true"], input:checked, input, button')
  control?.focus()
}

export interface ValidationOutcome {
  ok: boolean
  /** Normalised values, ready to submit. */
  values: FormValues
}

export function useScreenForm(screen: Screen, fields: readonly LeafView[], initial?: FormValues) {
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(fields), ...initial }))
  // Actions run right after a change (e.g. a tile pick that submits); they must see the new value.
  const valuesRef = useRef(values)
  const [errors, setErrors] = useState<Errors>({})
  const [formMessage, setFormMessage] = useState<string | null>(null)

  const fieldByName = useMemo(() => new Map(fields.map((node) => [node.name ?? node.id, node])), [fields])

  const normalisedValues = useCallback((): Record<string, FieldValue> => {
    const out: Record<string, FieldValue> = { ...valuesRef.current }
    for (const [name, node] of fieldByName) out[name] = normalise(out[name], node.normalisers)
    return out
  }, [fieldByName])

  const focusField = useCallback(
    (name: string) => window.requestAnimationFrame(() => focusControl(inputId(screen.id, name))),
    [screen.id],
  )

  // Fields the visitor has edited. Leaving an untouched field says nothing: an error appearing under
  // the autofocused first field would shift the dialog under a click aimed lower down.
  const edited = useRef(new Set<string>())

  const setValue = useCallback((name: string, value: FormValue) => {
    edited.current.add(name)
    valuesRef.current = { ...valuesRef.current, [name]: value }
    setValues(valuesRef.current)
    // An edit answers the error; the field is checked again on blur.
    setErrors((current) => (name in current ? without(current, [name]) : current))
  }, [])

  const blurField = useCallback(
    (name: string) => {
      const node = fieldByName.get(name)
      if (!node || !edited.current.has(name)) return
      const all = normalisedValues()
      const message = validateValue(all[name], node.rules, all, { multiline: fieldSpecOf(node).multiline })
      setErrors((current) => {
        if (message === null) return name in current ? without(current, [name]) : current
        return current[name] === message ? current : { ...current, [name]: message }
      })
    },
    [fieldByName, normalisedValues],
  )

  /** Validates all fields, or only `names`; shows the errors and focuses the first invalid field. */
  const validate = useCallback(
    (names?: readonly string[]): ValidationOutcome => {
      // Hidden fields (showWhen) are neither checked nor sent, as the gateway treats them.
      const specs = [...fieldByName.entries()]
        .filter(([name, node]) => (!names || names.includes(name)) && isShown(node, valuesRef.current))
        .map(([name, node]) => ({ ...fieldSpecOf(node), name }))
      const shown = new Set(specs.map((spec) => spec.name))
      const current = Object.fromEntries(Object.entries(valuesRef.current).filter(([name]) => shown.has(name) || !fieldByName.has(name)))
      const result = validateValues(specs, current)
      const found: Errors = {}
      for (const error of result.errors) found[error.field] = error.message
      setErrors((current) => ({ ...without(current, specs.map((spec) => spec.name)), ...found }))
      const first = result.errors[0]
      if (first) {
        // Only fields left empty (or unticked) ask for completeness (spec §5.8); a wrong value asks for a correction (§5.6).
        const incomplete = screen.incompleteMessage && result.errors.every((error) => isEmptyValue(current[error.field]) || current[error.field] === false)
        setFormMessage(incomplete ? screen.incompleteMessage! : (screen.invalidMessage ?? null))
        focusField(first.field)
      } else {
        setFormMessage(null)
      }
      return { ok: !first, values: toFormValues(result.values) }
    },
    [fieldByName, focusField, screen.invalidMessage, screen.incompleteMessage],
  )

  /** A 400 from the gateway: errors go onto their fields; any that name no field here go to the top. */
  const applyServerErrors = useCallback(
    (serverErrors: readonly FieldError[], message: string) => {
      const onFields: Errors = {}
      const elsewhere: string[] = []
      for (const error of serverErrors) {
        if (fieldByName.has(error.field)) onFields[error.field] ??= error.message
        else elsewhere.push(error.message)
      }
      setErrors(onFields)
      const firstField = [...fieldByName.keys()].find((name) => name in onFields)
      if (firstField) focusField(firstField)
      setFormMessage(elsewhere.length > 0 ? elsewhere.join(' ') : firstField ? (screen.invalidMessage ?? null) : message)
    },
    [fieldByName, focusField, screen.invalidMessage],
  )

  /** Empties every captcha field: a sent token is used up, so each captcha draws a new challenge. */
  const resetCaptchas = useCallback(() => {
    for (const [name, node] of fieldByName) if (node.kind === 'captcha' && valuesRef.current[name]) setValue(name, '')
  }, [fieldByName, setValue])

  return {
    values,
    valuesRef,
    errors,
    formMessage,
    setFormMessage,
    setValue,
    blurField,
    validate,
    normalisedValues,
    applyServerErrors,
    resetCaptchas,
  }
}

export type ScreenForm = ReturnType<typeof useScreenForm>
