// POST /api/mbs/sms-create-code — sends the contact form's SMS code (spec §4.3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { SmsCreateCodeBody, StatusCodeMessageSchema } from '../../schemas/verification.js'
import { SMS_MSG } from '../../services/verification/sms-codes.js'

const mbs: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/sms-create-code', {
    schema: {
      operationId: 'smsCreateCode', tags: ['SMS Doğrulama'],
      summary: 'İletişim formu için telefona SMS doğrulama kodu gönderir (Send the contact form SMS code)',
      body: SmsCreateCodeBody,
      response: { 200: StatusCodeMessageSchema, ...errorResponses(502) },
    },
  }, async (request) => {
    const { resent } = await app.smsCodes.send('contact', request.body.gsmNo, request.ip)
    return { statusCode: 200 as const, message: resent ? SMS_MSG.resent : SMS_MSG.sent }
  })
}

export default mbs
