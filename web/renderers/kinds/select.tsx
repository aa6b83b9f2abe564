import type { LeafOf } from '../../../server/schemas/screen.js'
import { useRemoteOptions, type RemoteOption, type RemoteOptionsSource } from '../../src/api/get-remote-options.js'
import { errorMessage } from '../../src/lib/api-client.js'
import { FieldFrame } from '../field-frame.js'
import { textOf, useField, useScreenContext } from '../screen-context.js'
import { useScreenState } from '../screen-state.js'

interface ControlProps {
  node: LeafOf<'select'>
  options: readonly RemoteOption[]
  loading?: boolean
  loadError?: string
}

function SelectControl({ node, options, loading = false, loadError }: ControlProps) {
  const field = useField(node)
  const { runAction } = useScreenContext()
  return (
    <FieldFrame node={node} field={field}>
      <select
        id={field.id}
        name={field.name}
        className="input select"
        value={textOf(field.value)}
        aria-busy={loading || undefined}
        aria-label={node.label ? undefined : node.placeholder}
        onChange={(event) => {
          field.setValue(event.target.value)
          if (node.action) runAction(node.action)
        }}
        onBlur={field.onBlur}
        {...field.aria}
      >
        <option value="">{loading ? 'Yükleniyor…' : (node.placeholder ?? 'Seçiniz')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {loadError && (
        <p className="field__error" role="alert">
          {loadError}
        </p>
      )}
    </FieldFrame>
  )
}

function RemoteSelect({ node, source }: { node: LeafOf<'select'>; source: RemoteOptionsSource }) {
  const token = useScreenState()?.accessToken
  const { data, error, isPending } = useRemoteOptions(source, typeof token === 'string' ? token : undefined)
  // Spec §8: a failed parameter load names the list that failed.
  const tableName = source.body?.tableName
  const loadError = error ? `${errorMessage(error)}${tableName ? ` (${tableName})` : ''}` : undefined
  return <SelectControl node={node} options={data ?? []} loading={isPending} loadError={loadError} />
}

export function SelectKind({ node }: { node: LeafOf<'select'> }) {
  if (node.remoteOptions) return <RemoteSelect node={node} source={node.remoteOptions} />
  return <SelectControl node={node} options={node.options ?? []} />
}
