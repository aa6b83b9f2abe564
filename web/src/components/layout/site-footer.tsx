import { useId, useState } from 'react'
import { useFooterServices } from '../../api/content/get-footer-services.js'
import { useGeneralInfoFlags } from '../../api/content/get-general-info.js'
import { siteStaticText, useSiteStatic } from '../../api/content/get-site-static.js'
import { useSocialMediaLinks } from '../../api/content/get-social-media-links.js'
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/use-media-query.js'
import { siteConfig } from '../../lib/site-config.js'
import { currentYear } from '../../lib/locale.js'
import { ContactList } from '../content/contact-list.js'
import { SocialLinks } from '../content/social-links.js'
import { FooterLinkItem } from './footer-link-item.js'
import { footerGroups, mobileAppGroup, remoteFooterGroups, type FooterGroup } from './footer-links.js'

function LinkList({ group, id, hidden }: { group: FooterGroup; id?: string; hidden?: boolean }) {
  return (
    <ul className="footer__list" id={id} hidden={hidden}>
      {group.links.map((link) => (
        <li key={`${link.type}:${link.label}`}>
          <FooterLinkItem link={link} />
        </li>
      ))}
    </ul>
  )
}

function AccordionGroup({ group }: { group: FooterGroup }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <section className="footer__group footer__group--accordion">
      <h2 className="footer__heading">
        <button
          type="button"
          className="footer__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {group.title}
          <span className="footer__chevron" aria-hidden="true" />
        </button>
      </h2>
      <LinkList group={group} id={panelId} hidden={!open} />
    </section>
  )
}

// Address, phone, e-mail in that order, then any other FOOTER_ text the content adds.
const CONTACT_ORDER = ['FOOTER_ADDRESS', 'FOOTER_PHONE', 'FOOTER_MAIL']
function contactRank(key: string): number {
  const rank = CONTACT_ORDER.indexOf(key)
  return rank === -1 ? CONTACT_ORDER.length : rank
}

/** App Store / Google Play from the site texts, with the configured addresses as fallback. */
function useMobileAppGroup(enabled: boolean): FooterGroup {
  const { data } = useSiteStatic('', { enabled })
  return mobileAppGroup({
    appStore: siteStaticText(data, 'APP_STORE_URL'),
    googlePlay: siteStaticText(data, 'GOOGLE_PLAY_URL'),
  })
}

export function SiteFooter() {
  const mobile = useMediaQuery(MOBILE_QUERY)
  const flags = useGeneralInfoFlags()
  const { data: columns = [] } = useFooterServices()
  const { data: texts = [] } = useSiteStatic('FOOTER_')
  const contact = [...texts].sort((a, b) => contactRank(a.key) - contactRank(b.key))
  const { data: social = [] } = useSocialMediaLinks()
  const appGroup = useMobileAppGroup(mobile)
  const groups = [...footerGroups(flags), ...remoteFooterGroups(columns)]

  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="footer__nav" aria-label="Alt menü">
          {mobile
            ? [...groups, appGroup].map((group) => <AccordionGroup key={group.id} group={group} />)
            : groups.map((group) => (
                <section key={group.id} className="footer__group">
                  <h2 className="footer__heading">{group.title}</h2>
                  <LinkList group={group} />
                </section>
              ))}
        </nav>
        <div className="footer__contact">
          <address className="footer__address">
            <ContactList items={contact} className="footer-contact" />
          </address>
          <SocialLinks links={social} />
        </div>
        <p className="footer__copyright">
          {`© ${currentYear()} ${siteConfig.name}. Tüm hakları saklıdır.`}
        </p>
      </div>
    </footer>
  )
}
