export function Spinner({ label = 'Yükleniyor' }: { label?: string }) {
  return (
    <span className="spinner" role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
    </span>
  )
}
