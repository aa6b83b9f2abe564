// The appointment lookup calls (spec §2.5, §4.5, §7): a code to the phone, then the appointments of
// that phone and plate for a right, unused code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { CreateVerificationCodeBody, GetUserAppointmentBody, StatusCodeMessageSchema, UserAppointmentsSchema } from '../../schemas/verification.js'
import { LOOKUP_MSG } from '../../services/appointments/appointment-lookup.js'

const TAG = ['Randevu']

const appointment: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/create-verification-code', {
    schema: {
      operationId: 'createAppointmentVerificationCode', tags: TAG,
      summary: 'Randevu sorgulama için telefona SMS kodu gönderir; bekleme süresi içinde 502 ve kalan süre (Send the lookup code)',
      body: CreateVerificationCodeBody,
      response: { 200: StatusCodeMessageSchema, ...errorResponses(502) },
    },
  }, async (request) => {
    const { phoneNumber, plateNumber } = request.body
    // The spec's client calls this again for 'Tekrar Gönder'; within the countdown it gets the wait.
    const { message } = await app.appointmentLookup.requestCode({ phone: phoneNumber, plate: plateNumber }, request.ip, { resend: true })
    return { statusCode: 200 as const, message }
  })

  app.post('/get-user-appointment', {
    schema: {
      operationId: 'getUserAppointment', tags: TAG,
      summary: 'Telefon, plaka ve SMS koduyla randevuları getirir; kod bir kez kullanılır (Appointments of a phone and plate)',
      body: GetUserAppointmentBody,
      response: { 200: UserAppointmentsSchema, ...errorResponses() },
    },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  }, async (request) => {
    const { phone, numberPlate, verificationCode } = request.body
    const appointments = await app.appointmentLookup.find({ phone, plate: numberPlate, code: verificationCode })
    return { statusCode: 200 as const, message: appointments.length ? LOOKUP_MSG.found : LOOKUP_MSG.none, result: { appointments } }
  })
}

export default appointment
