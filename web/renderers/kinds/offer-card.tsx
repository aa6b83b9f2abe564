import { useId } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import type { OfferCard } from '../../../server/services/sell/offer-card.js'
import { useScreenState } from '../screen-state.js'

/** Step 11's pre-offer (sell-wizard.md §4): the range, validity and confidence, the conditions, and how it was made. */
export function OfferCardKind({ node }: { node: LeafOf<'offerCard'> }) {
  const offer = useScreenState()?.offer as OfferCard | undefined
  const titleId = useId()
  if (!offer) return null
  return (
    <section className={`offer-card offer-card--${offer.status}`} aria-labelledby={titleId} data-node-id={node.id}>
      <h2 id={titleId} className="offer-card__title">{offer.title}</h2>
      {offer.rangeText && <p className="offer-card__range">{offer.rangeText}</p>}
      <p className="offer-card__subtitle">{offer.subtitle}</p>
      {offer.expertMessage && <p className="offer-card__expert" role="status">{offer.expertMessage}</p>}
      {offer.callRequestText && <p className="offer-card__call-request">{offer.callRequestText}</p>}
      {offer.tradeIn && (
        <p className="offer-card__trade-in">
          {offer.tradeIn.text}
          <span className="offer-card__listing"> ({offer.tradeIn.listingTitle})</span>
        </p>
      )}
      <ul className="offer-card__conditions">
        {offer.conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <details className="offer-card__lines">
        <summary>Bu fiyat nasıl hesaplandı?</summary>
        <dl>
          {offer.lines.map((line) => (
            <div key={line.label} className="offer-card__line">
              <dt>{line.label}</dt>
              <dd>
                <strong>{line.amountText}</strong>
                <span>{line.detail}</span>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  )
}
