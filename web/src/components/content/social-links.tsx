import type { SocialLink } from '../../api/content/get-social-media-links.js'

/** Icon links to the brand's social accounts; each link is named by its icon's alt text. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const shown = links.filter((link) => /^https:\/\//i.test(link.text))
  if (shown.length === 0) return null
  return (
    <ul className="social-links" aria-label="Sosyal medya">
      {shown.map((link) => (
        <li key={link.id}>
          <a className="social-links__link" href={link.text} target="_blank" rel="noopener noreferrer">
            <img src={link.imageUrl} alt={link.title} width={24} height={24} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  )
}
