// POST /api/customerContactForm/add-customer-form — stores a contact form (spec §3, §7). Accepted
// only after a passed captcha and a verified SMS code for its gsmNo (decision 017); the IP is the
// connection's, whatever the body says.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { AddCustomerFormBody } from '../../schemas/customer-contact-form.js'
import { StatusCodeMessageSchema } from '../../schemas/verification.js'
import { CONTACT_SENT_MESSAGE } from '../../services/customer-contact-form/contact-form-service.js'

const customerContactForm: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/add-customer-form', {
    schema: {
      operationId: 'addCustomerForm', tags: ['Müşteri İletişim Formu'],
      summary: 'Müşteri iletişim formunu kaydeder; güvenlik doğrulaması ve SMS doğrulaması gerekir (Send the customer contact form)',
      body: AddCustomerFormBody,
      response: { 200: StatusCodeMessageSchema, ...errorResponses(403) },
    },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  }, async (request) => {
    await app.customerContactForms.submit(request.body, request.ip)
    return { statusCode: 200 as const, message: CONTACT_SENT_MESSAGE }
  })
}

export default customerContactForm
