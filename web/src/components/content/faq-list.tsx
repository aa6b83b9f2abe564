import type { Block } from '../../api/content/get-page-by-slug.js'

type FaqItem = Extract<Block, { type: 'faq' }>['items'][number]

/** Questions that open their answer in place; <details> gives keyboard and screen-reader support. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            {item.answer.split(/\n\s*\n/).map((part) => (
              <p key={part}>{part}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
