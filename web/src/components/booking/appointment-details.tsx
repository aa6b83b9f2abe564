// One booked inspection as a visitor reads it (step 13 and the manage page, sell-wizard.md §5): the
// day and time, the branch with its address and a map link, the plate, the offer and its validity,
// the status, what to bring; the caller adds the actions (calendar, change or cancel).
import { useId, type ReactNode } from 'react'
import type { BookingView } from '../../api/booking.js'
import './booking.css'

export interface AppointmentCopy {
  labels: { reference: string; date: string; time: string; branch: string; address: string; plate: string; offer: string; status?: string }
  mapText: string
  checklistTitle: string
}

/** Spec §4.1 set A: 5 is İptal. */
export const CANCELLED = 5

export function AppointmentDetails({ booking, copy, title, children }: { booking: BookingView; copy: AppointmentCopy; title?: string; children?: ReactNode }) {
  const titleId = useId()
  const checklistId = useId()
  const { labels } = copy
  const cancelled = booking.status === CANCELLED
  return (
    <section className="appointment-card" aria-labelledby={title ? titleId : undefined} data-status={booking.status}>
      {title && (
        <h2 id={titleId} className="appointment-card__title">
          {title}
        </h2>
      )}
      <dl className="appointment-card__facts">
        <dt>{labels.reference}</dt>
        <dd>{booking.reference}</dd>
        {labels.status && (
          <>
            <dt>{labels.status}</dt>
            <dd className={cancelled ? 'appointment-card__status--cancelled' : undefined} data-testid="appointment-status">
              {booking.statusText}
            </dd>
          </>
        )}
        <dt>{labels.date}</dt>
        <dd data-testid="appointment-date">{booking.dateText}</dd>
        <dt>{labels.time}</dt>
        <dd data-testid="appointment-time">{booking.time}</dd>
        <dt>{labels.branch}</dt>
        <dd>{booking.branch.name}</dd>
        <dt>{labels.address}</dt>
        <dd>
          {booking.branch.address}{' '}
          <a href={booking.branch.mapUrl} target="_blank" rel="noopener noreferrer">
            {copy.mapText}
          </a>
        </dd>
        <dt>{labels.plate}</dt>
        <dd>{booking.plate}</dd>
        {booking.offer && (
          <>
            <dt>{labels.offer}</dt>
            <dd>
              {booking.offer.rangeText && <strong>{booking.offer.rangeText} </strong>}
              <span>{booking.offer.validText}</span>
              {booking.offer.note && <span className="appointment-card__note"> {booking.offer.note}</span>}
            </dd>
          </>
        )}
      </dl>
      {children && <div className="appointment-card__actions">{children}</div>}
      {!cancelled && booking.checklist.length > 0 && (
        <div>
          <h3 id={checklistId} className="appointment-card__checklist-title">
            {copy.checklistTitle}
          </h3>
          <ul className="appointment-card__checklist" aria-labelledby={checklistId}>
            {booking.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
