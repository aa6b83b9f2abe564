// Booking an inspection (sell-wizard.md §5): the branches that take one, a branch-day's date strip
// and slots (cached per branch-day, dropped on every hold, booking, move and cancel), and the
// "Değiştir/iptal" link's calls. The token travels in the body, never in an API address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { BookingAnswer, BranchesAnswer, ManageBody, RescheduleBody, SlotsAnswer, SlotsQuery } from '../../schemas/booking.js'

const TAG = ['Randevu']
const ICS_TYPE = 'text/calendar; charset=utf-8'

const booking: FastifyPluginAsyncTypebox = async (app) => {
  const desk = app.booking

  app.get('/branches', {
    schema: {
      operationId: 'getBookingBranches', tags: TAG,
      summary: 'Ekspertiz randevusu alınabilen iller ve şubeler (adres, harita bağlantısı, ekspertiz alanı sayısı) (Branches that take inspections)',
      response: { 200: BranchesAnswer, ...errorResponses() },
    },
  }, (_request, reply) => reply.sendCached(desk.branchesAnswer()))

  app.get('/slots', {
    schema: {
      operationId: 'getBookingSlots', tags: TAG,
      summary: 'Şubenin 14 günlük takvimi (pazartesiyle başlar; kapalı günler adıyla) ve seçilen günün saatleri, boş yerleriyle (Slots of a branch-day)',
      description: "Dolu saat status 'full', en erken randevu saatinden (şimdi + 2 saat) önceki saat 'past'; tek yer kalan saatte label 'Son 1 yer'. " +
        'Ufkun dışındaki ya da geçmiş gün, bilinmeyen şube 400.',
      querystring: SlotsQuery,
      response: { 200: SlotsAnswer, ...errorResponses() },
    },
  }, (request, reply) => reply.sendCached(desk.slotsAnswer(request.query.branchId, request.query.date)))

  const manage = { 200: BookingAnswer, ...errorResponses(409) }
  const limit = { rateLimit: { max: 30, timeWindow: 60_000 } }

  app.post('/manage/get', {
    schema: {
      operationId: 'getManagedAppointment', tags: TAG,
      summary: 'Değiştir/iptal bağlantısının randevusu; taşınmışsa yeni saatiyle, iptal edildiyse İptal (The booking behind a manage link)',
      description: 'Hatalı, değiştirilmiş, süresi dolmuş (randevu saatinin bitişi) ya da bilinmeyen belirteç aynı 404 "Randevu bulunamadı." cevabını alır.',
      body: ManageBody, response: manage,
    },
    config: limit,
  }, async (request, reply) => {
    const { view } = await desk.managed(request.body.token)
    return reply.header('cache-control', 'no-store').send({ statusCode: 200 as const, result: view })
  })

  app.post('/manage/reschedule', {
    schema: {
      operationId: 'rescheduleAppointment', tags: TAG,
      summary: 'Randevuyu başka bir saate ya da şubeye taşır; ön teklif geçerliyse korunur (Move a booking)',
      description: "Dolu saat 409 'Bu saat az önce doldu, lütfen başka bir saat seçin.'; iptal edilmiş randevu 409; geçmiş, kapalı ya da bilinmeyen saat 400.",
      body: RescheduleBody, response: manage,
    },
    config: limit,
  }, async (request) => {
    const { token, ...choice } = request.body
    return { statusCode: 200 as const, message: 'Randevunuz güncellendi.', result: await desk.reschedule(token, choice) }
  })

  app.post('/manage/cancel', {
    schema: {
      operationId: 'cancelAppointment', tags: TAG,
      summary: 'Randevuyu iptal eder; iptal edilen randevu yeniden açılamaz (Cancel a booking)',
      body: ManageBody, response: manage,
    },
    config: limit,
  }, async (request) => ({ statusCode: 200 as const, message: 'Randevunuz iptal edildi.', result: await desk.cancel(request.body.token) }))

  app.post('/manage/ics', {
    schema: {
      operationId: 'getManagedAppointmentIcs', tags: TAG,
      summary: 'Randevunun takvim dosyası (.ics, Europe/Istanbul) (Calendar file of a booking)',
      body: ManageBody,
      response: { 200: { type: 'string', description: 'text/calendar (RFC 5545)' }, ...errorResponses() },
    },
    config: limit,
  }, async (request, reply) => {
    const ics = await desk.manageIcs(request.body.token)
    return reply.type(ICS_TYPE).header('content-disposition', 'attachment; filename="ekspertiz-randevusu.ics"').header('cache-control', 'no-store').send(ics)
  })
}

export default booking
