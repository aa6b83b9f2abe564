// POST /api/mbs/sms-create-code — sends the contact form's SMS code (spec §4.3, §7), only after a
// passed captcha for that phone: a captchaToken in the body, or an earlier pass (decision 017).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { SmsCreateCodeBody, StatusCodeMessageSchema } from '../../schemas/verification.js'

const mbs: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/sms-create-code', {
    schema: {
      operationId: 'smsCreateCode', tags: ['SMS Doğrulama'],
      summary: 'İletişim formu için telefona SMS doğrulama kodu gönderir (Send the contact form SMS code)',
      body: SmsCreateCodeBody,
      response: { 200: StatusCodeMessageSchema, ...errorResponses(403, 502) },
    },
  }, async (request) => {
    const { gsmNo, captchaToken } = request.body
    const { message } = await app.customerContactForms.requestCode(gsmNo, request.ip, { resend: true, ...(captchaToken ? { captchaToken } : {}) })
    return { statusCode: 200 as const, message }
  })
}

export default mbs
