// POST /api/customer/sms-verify-code — checks the contact form's SMS code (spec §7); a right code
// marks the phone verified for the contact form, which consumes the mark when it is sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { validateValues, type FieldSpec } from '../../schemas/rules/index.js'
import { SmsVerifyCodeBody, StatusErrorSchema, StatusMessageSchema } from '../../schemas/verification.js'
import { validationFailed } from '../../plugins/errors.js'
import { SMS_MSG } from '../../services/verification/sms-codes.js'

export const VERIFIED_MESSAGE = 'Telefon numaranız doğrulandı.'

// Spec §5.4's messages for the code (required, digits, 4 characters) before the code is tried;
// the phone's own checks (missing, not a mobile) stay with the SMS service.
const CODE: FieldSpec[] = [{ name: 'code', rules: [{ type: 'preset', name: 'smsCode' }], normalisers: ['trim'] }]

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
    // Spaces inside are the user's grouping ('12 34'), as the verification itself allows.
    const { errors } = validateValues(CODE, { code: (request.body.code ?? '').replace(/ /g, '') })
    if (errors.length) throw validationFailed(errors)
    const outcome = await app.smsCodes.verify('contact', request.body.phoneNumber, request.body.code)
    if (outcome === 'ok') return { status: 200, message: VERIFIED_MESSAGE }
    return reply.code(400).send({ statusCode: 400, status: 400, message: SMS_MSG.wrongCode, errors: [{ field: 'code', message: SMS_MSG.wrongCode }] })
  })
}

export default customer
