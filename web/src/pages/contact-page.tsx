import { useScreenDialogs } from '../../renderers/dialog-stack.js'
import { siteStaticQueryOptions, useSiteStatic } from '../api/content/get-site-static.js'
import type { PageQueries } from '../app/page-data.js'
import { ContactList } from '../components/content/contact-list.js'
import { TextSkeleton } from '../components/content/query-states.js'
import { ContentPage, contentPageQueries } from './content-page.js'

export const contactPageQueries: PageQueries = (location) => [
  ...contentPageQueries('bize-ulasin')(location),
  siteStaticQueryOptions('FOOTER_'),
  siteStaticQueryOptions('CONTACT_'),
]

/** 'Bize Ulaşın': the page text, every contact channel, and the two support dialogs of the footer. */
export function ContactPage() {
  const dialogs = useScreenDialogs()
  const footer = useSiteStatic('FOOTER_')
  const contact = useSiteStatic('CONTACT_')
  const loading = footer.isPending || contact.isPending
  const items = [...(footer.data ?? []), ...(contact.data ?? [])]

  return (
    <ContentPage slug="bize-ulasin">
      <section className="contact-panel" aria-labelledby="contact-channels">
        <h2 id="contact-channels">İletişim bilgileri</h2>
        {loading ? <TextSkeleton lines={4} withTitle={false} /> : <ContactList items={items} />}
        <div className="contact-panel__actions">
          <button type="button" className="button button--primary" onClick={() => dialogs.open('customer-contact-form')}>
            Müşteri İletişim Formu
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialogs.open('appointment-lookup')}>
            Randevu Sorgula
          </button>
        </div>
      </section>
    </ContentPage>
  )
}
