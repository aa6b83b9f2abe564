// The appointment lookup calls (spec §2.5, §4.5, §7): a code to the phone after a captcha, then the
// appointments of that phone and plate for a right, unused code; and the result page's read by
// its single-use id (decision 020).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import {
  AppointmentResultBody, CreateVerificationCodeBody, GetUserAppointmentBody, StatusCodeMessageSchema, UserAppointmentsSchema,
} from '../../schemas/verification.js'
import { LOOKUP_MSG } from '../../services/appointments/appointment-lookup.js'
import type { AppointmentView } from '../../services/appointments/appointment-service.js'
import bookingRoutes from './booking.js'

const TAG = ['Randevu']

const found = (appointments: AppointmentView[]) =>
  ({ statusCode: 200 as const, message: appointments.length ? LOOKUP_MSG.found : LOOKUP_MSG.none, result: { appointments } })

const appointment: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(bookingRoutes)

  app.post('/create-verification-code', {
    schema: {
      operationId: 'createAppointmentVerificationCode', tags: TAG,
      summary: 'Randevu sorgulama için güvenlik doğrulamasından sonra telefona SMS kodu gönderir; bekleme süresi içinde 502 ve kalan süre (Send the lookup code)',
      description: 'captchaToken zorunludur: yoksa ya da geçersizse 400 "Lütfen güvenlik doğrulamasını tamamlayın.". ' +
        'Geçerli bir belirteç bu telefon için 10 dakikalık bir geçiş açar; "Tekrar Gönder" için aynı belirteçle yeniden çağırın (yeni bulmaca gerekmez). ' +
        'Bekleme süresi içinde 502 ve "Yeni kod için X dakika Y saniye beklemelisiniz.".',
      body: CreateVerificationCodeBody,
      response: { 200: StatusCodeMessageSchema, ...errorResponses(502) },
    },
  }, async (request) => {
    const { phoneNumber, plateNumber, captchaToken } = request.body
    // The spec's client calls this again for 'Tekrar Gönder'; within the countdown it gets the wait.
    const { message } = await app.appointmentLookup.requestCode({ phone: phoneNumber, plate: plateNumber, captchaToken }, request.ip, { resend: true })
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
    return found(await app.appointmentLookup.find({ phone, plate: numberPlate, code: verificationCode }))
  })

  app.post('/get-appointment-result', {
    schema: {
      operationId: 'getAppointmentResult', tags: TAG,
      summary: 'Sonuç sayfasının tek kullanımlık kimliğiyle randevuları getirir; kimlik bir kez okunur, 10 dakika geçerlidir (Appointments behind a result id)',
      description: 'SMS doğrulama penceresi doğru kodda /check-appointment-result/{resultId} adresine gider; adres telefon, plaka ya da kod taşımaz. ' +
        'Kullanılmış, süresi dolmuş ya da bilinmeyen kimlik 404 ve Türkçe bir mesaj alır.',
      body: AppointmentResultBody,
      response: { 200: UserAppointmentsSchema, ...errorResponses() },
    },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  }, async (request) => found(await app.appointmentLookup.findByResult(request.body.resultId)))
}

export default appointment
