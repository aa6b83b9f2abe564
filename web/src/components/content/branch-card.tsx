import type { Branch } from '../../api/content/get-branches.js'
import { ContactList } from './contact-list.js'

const SERVICE_LABELS: Record<string, string> = {
  alis: 'Araç Alım',
  satis: 'Araç Satış',
  takas: 'Takas',
  servis: 'Servis',
  ekspertiz: 'Ekspertiz',
}

export function directionsUrl(branch: Pick<Branch, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`
}

export function BranchCard({ branch }: { branch: Branch }) {
  const services = branch.services.filter((service) => service in SERVICE_LABELS)
  return (
    <article className="branch-card" aria-labelledby={`branch-${branch.id}`}>
      <h2 id={`branch-${branch.id}`} className="branch-card__name">
        {branch.name}
      </h2>
      <p className="branch-card__place">{`${branch.district} / ${branch.city}`}</p>
      <ContactList
        className="branch-card__details"
        items={[
          { key: 'BRANCH_ADDRESS', title: 'Adres', text: branch.address },
          { key: 'BRANCH_PHONE', title: 'Telefon', text: branch.phone },
          { key: 'BRANCH_HOURS', title: 'Çalışma saatleri', text: branch.hours },
        ]}
      />
      {services.length > 0 && (
        <ul className="chips" aria-label="Hizmetler">
          {services.map((service) => (
            <li key={service} className="chip">
              {SERVICE_LABELS[service]}
            </li>
          ))}
        </ul>
      )}
      <a className="button button--secondary branch-card__directions" href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
        Yol tarifi al<span className="visually-hidden">{`: ${branch.name}`}</span>
      </a>
    </article>
  )
}
