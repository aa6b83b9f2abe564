import { PHONE_LENGTH } from '../../../../server/schemas/rules/constants.js'
import { formatPhoneTR, normalisePhoneTR } from '../../../../server/schemas/rules/normalise.js'
import type { SiteStaticItem } from '../../api/content/get-site-static.js'

const PHONE_KEY = /_PHONE$/
const MAIL_KEY = /_(MAIL|KEP)$/

function phoneLink(text: string): { href: string; label: string } {
  const digits = normalisePhoneTR(text)
  // Ten digits is a full Turkish number; short numbers ('444 0 888') are dialled as written.
  if (digits.length === PHONE_LENGTH) return { href: `tel:+90${digits}`, label: formatPhoneTR(digits) }
  return { href: `tel:${text.replace(/[^\d+]/g, '')}`, label: text }
}

function ContactValue({ item }: { item: SiteStaticItem }) {
  if (PHONE_KEY.test(item.key)) {
    const { href, label } = phoneLink(item.text)
    return <a href={href}>{label}</a>
  }
  if (MAIL_KEY.test(item.key)) return <a href={`mailto:${item.text.trim()}`}>{item.text}</a>
  return <>{item.text}</>
}

/** Site texts as label/value pairs; phone keys become tel: links and mail keys mailto: links. */
export function ContactList({ items, className = 'contact-list' }: { items: SiteStaticItem[]; className?: string }) {
  const shown = items.filter((item) => item.text.trim())
  if (shown.length === 0) return null
  return (
    <dl className={className}>
      {shown.map((item) => (
        <div key={item.key} className={`${className}__item`} data-key={item.key}>
          <dt>{item.title}</dt>
          <dd>
            <ContactValue item={item} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
