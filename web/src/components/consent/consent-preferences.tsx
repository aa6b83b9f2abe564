import { useId, useState } from 'react'
import { saveConsent, selectionOf, useConsent, type ConsentSelection } from '../../lib/consent.js'
import { formatDate } from '../../lib/locale.js'
import { ConsentToggles } from './consent-toggles.js'

/** The "Çerez Tercihleri" section of the cookie policy page: the current choice, changeable at any time. */
export function ConsentPreferences() {
  const consent = useConsent()
  const [draft, setDraft] = useState<ConsentSelection>(() => selectionOf(consent))
  const [shown, setShown] = useState(consent)
  const [saved, setSaved] = useState(false)
  const titleId = useId()

  // A choice made elsewhere (the banner) replaces unsaved switches here.
  if (consent !== shown) {
    setShown(consent)
    setDraft(selectionOf(consent))
  }

  const change = (next: ConsentSelection) => {
    setDraft(next)
    setSaved(false)
  }

  const save = () => {
    saveConsent(draft)
    setSaved(true)
  }

  return (
    <section className="consent-preferences" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-preferences__title">
        Çerez Tercihleri
      </h2>
      <p className="consent-preferences__summary">
        {consent
          ? `Tercihinizi ${formatDate(consent.decidedAt)} tarihinde kaydettiniz. Dilediğiniz zaman değiştirebilirsiniz.`
          : 'Henüz bir tercih yapmadınız. Siz izin verene kadar yalnızca zorunlu çerezler kullanılır.'}
      </p>
      <ConsentToggles value={draft} onChange={change} />
      <div className="consent-preferences__actions">
        <button type="button" className="button button--primary" onClick={save}>
          Kaydet
        </button>
        <p role="status" className="consent-preferences__status">
          {saved ? 'Çerez tercihleriniz kaydedildi.' : ''}
        </p>
      </div>
    </section>
  )
}
