// POST /api/customer/sms-verify-code — checks the contact form's SMS code (spec §7); a right code
// marks the phone verified for the contact form, which consumes the mark when it is sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { SmsVerifyCodeBody, StatusErrorSchema, StatusMessageSchema } from '../../schemas/verification.js'
import { SMS_MSG } from '../../services/verification/sms-codes.js'

export const VERIFIED_MESSAGE = 'Telefon numaranız doğrulandı.'

const customer: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/sms-verify-code', {
    schema: {
      operationId: 'smsVerifyCode', tags: ['SMS Doğrulama'],
      summary: 'İletişim formu SMS kodunu doğrular (Verify the contact form SMS code)',
      body: SmsVerifyCodeBody,
      response: { 200: StatusMessageSchema, ...errorResponses(), 400: StatusErrorSchema },
    },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const outcome = await app.smsCodes.verify('contact', request.body.phoneNumber, request.body.code)
    if (outcome === 'ok') return { status: 200, message: VERIFIED_MESSAGE }
    return reply.code(400).send({ statusCode: 400, status: 400, message: SMS_MSG.wrongCode, errors: [{ field: 'code', message: SMS_MSG.wrongCode }] })
  })
}

export default customer
