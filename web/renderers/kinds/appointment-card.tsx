import { Link } from '../../src/lib/router/index.js'
import type { LeafOf } from '../../../server/schemas/screen.js'
import type { BookingView } from '../../src/api/booking.js'
import { AppointmentDetails } from '../../src/components/booking/appointment-details.js'
import { useScreenState } from '../screen-state.js'

type StepAppointment = BookingView & { manageUrl?: string; icsUrl?: string }

/** The manage link as an address of this site: the SMS carries it absolute, the page links inside. */
function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname
  } catch {
    return url
  }
}

/** Step 13's booking (state.appointment): the facts, "Takvime ekle", "Randevumu değiştir / iptal et", what to bring. */
export function AppointmentCardKind({ node }: { node: LeafOf<'appointmentCard'> }) {
  const appointment = useScreenState()?.appointment as StepAppointment | undefined
  if (!appointment) return null
  return (
    <AppointmentDetails booking={appointment} copy={node}>
      {appointment.icsUrl && (
        <a className="button button--secondary" href={appointment.icsUrl} download="ekspertiz-randevusu.ics">
          {node.calendarText}
        </a>
      )}
      {appointment.manageUrl && (
        <Link className="button button--link" to={pathOf(appointment.manageUrl)}>
          {node.manageText}
        </Link>
      )}
    </AppointmentDetails>
  )
}
