import { Link } from '../../lib/router/index.js'
import { useScreenDialogs } from '../../../renderers/dialog-stack.js'
import type { FooterLink } from './footer-links.js'

export function FooterLinkItem({ link }: { link: FooterLink }) {
  const dialogs = useScreenDialogs()
  switch (link.type) {
    case 'route':
      return (
        <Link className="footer__link" to={link.to}>
          {link.label}
        </Link>
      )
    case 'external':
      return (
        <a className="footer__link" href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      )
    case 'dialog':
      return (
        <button type="button" className="footer__link footer__link--button" onClick={() => dialogs.open(link.screenId)}>
          {link.label}
        </button>
      )
  }
}
