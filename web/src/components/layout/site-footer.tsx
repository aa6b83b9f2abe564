import { useId, useState } from 'react'
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/use-media-query.js'
import { siteConfig } from '../../lib/site-config.js'
import { FooterLinkItem } from './footer-link-item.js'
import { footerGroups, mobileAppGroup, type FooterGroup } from './footer-links.js'

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

export function SiteFooter() {
  const mobile = useMediaQuery(MOBILE_QUERY)
  const groups = footerGroups(siteConfig.generalInfo)
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="footer__nav" aria-label="Alt menü">
          {mobile
            ? [...groups, mobileAppGroup].map((group) => <AccordionGroup key={group.id} group={group} />)
            : groups.map((group) => (
                <section key={group.id} className="footer__group">
                  <h2 className="footer__heading">{group.title}</h2>
                  <LinkList group={group} />
                </section>
              ))}
        </nav>
        <p className="footer__copyright">
          {`© ${new Date().getFullYear()} ${siteConfig.name}. Tüm hakları saklıdır.`}
        </p>
      </div>
    </footer>
  )
}
