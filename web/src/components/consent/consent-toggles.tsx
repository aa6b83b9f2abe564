import { useId } from 'react'
import type { ConsentSelection } from '../../lib/consent.js'

interface Category {
  key: 'necessary' | keyof ConsentSelection
  title: string
  description: string
}

const CATEGORIES: readonly Category[] = [
  {
    key: 'necessary',
    title: 'Zorunlu',
    description: 'Sitenin çalışması, güvenliği ve oturumunuz için gereklidir; kapatılamaz.',
  },
  {
    key: 'analytics',
    title: 'Analitik',
    description: 'Hangi sayfaların ziyaret edildiğini ölçerek siteyi geliştirmemize yardımcı olur.',
  },
  {
    key: 'marketing',
    title: 'Pazarlama',
    description: 'İlgi alanlarınıza uygun kampanya ve bildirimler göstermemizi sağlar.',
  },
]

interface ConsentTogglesProps {
  value: ConsentSelection
  onChange: (next: ConsentSelection) => void
}

/** One switch per cookie category; necessary cookies are shown as always on. */
export function ConsentToggles({ value, onChange }: ConsentTogglesProps) {
  const idPrefix = useId()
  return (
    <ul className="consent-toggles">
      {CATEGORIES.map(({ key, title, description }) => {
        const inputId = `${idPrefix}-${key}`
        const necessary = key === 'necessary'
        return (
          <li key={key} className="consent-toggle">
            <input
              id={inputId}
              className="consent-switch"
              type="checkbox"
              role="switch"
              aria-describedby={`${inputId}-description`}
              checked={necessary || value[key]}
              disabled={necessary}
              onChange={(event) => {
                if (!necessary) onChange({ ...value, [key]: event.target.checked })
              }}
            />
            <div className="consent-toggle__text">
              <label htmlFor={inputId} className="consent-toggle__title">
                {title}
              </label>
              {necessary && <span className="consent-toggle__badge">Her zaman açık</span>}
              <p id={`${inputId}-description`} className="consent-toggle__description">
                {description}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
