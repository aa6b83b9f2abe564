// Appointments as `app.appointments`, the SMS-protected lookup as `app.appointmentLookup`, and the
// lookup dialog's submit wired to send the code (the server owns the flow, design §3.4).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { AppointmentService } from '../services/appointments/appointment-service.js'
import { AppointmentLookup } from '../services/appointments/appointment-lookup.js'

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentService
    appointmentLookup: AppointmentLookup
  }
}

export const LOOKUP_SCREEN = 'appointment-lookup'

async function appointmentsPlugin(app: FastifyInstance) {
  const appointments = new AppointmentService(app.db)
  const lookup = new AppointmentLookup(app.smsCodes, appointments)
  app.decorate('appointments', appointments)
  app.decorate('appointmentLookup', lookup)
  app.screens.onSubmit(LOOKUP_SCREEN, async (values, ctx) => {
    await lookup.requestCode({ phone: values.phone, plate: values.plate }, ctx.ip, { resend: ctx.resend, names: { phone: 'phone', plate: 'plate' } })
  })
  app.seo.register('/check-appointment-result/:id', async () => ({
    title: 'Randevu Sorgulama Sonucu',
    description: 'Turuncu Garaj randevu sorgulama sonucu.',
    robots: 'index:false;follow:false',
  }))
}

export default fp(appointmentsPlugin, { name: 'appointments', dependencies: ['db', 'verification', 'screens', 'seo'] })
