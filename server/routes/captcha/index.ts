// GET /api/captcha/challenge — what the browser's captcha widget needs: a fresh signed ALTCHA
// challenge, or a hosted provider's name, site key and script. Tokens are verified by the route
// that the captcha protects (app.captcha.verify), not here.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'

const AltchaChallengeSchema = Type.Object({
  provider: Type.Literal('altcha'),
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Integer({ description: 'Unix saniyesi; sonrasında çözüm kabul edilmez' }),
  }),
  signature: Type.String(),
}, { description: 'ALTCHA iş kanıtı (proof-of-work) sorusu; altcha-widget bunu olduğu gibi çözer' })

const HostedChallengeSchema = Type.Object({
  provider: Type.Union([Type.Literal('turnstile'), Type.Literal('hcaptcha')]),
  siteKey: Type.String(),
  scriptUrl: Type.String(),
}, { description: 'Barındırılan sağlayıcının (Turnstile/hCaptcha) widget bilgisi' })

const captcha: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/challenge', {
    schema: {
      operationId: 'getCaptchaChallenge',
      tags: ['Güvenlik Doğrulaması'],
      summary: 'Güvenlik doğrulaması sorusunu getirir (Get a captcha challenge)',
      response: { 200: Type.Union([AltchaChallengeSchema, HostedChallengeSchema]), ...errorResponses() },
    },
  }, async (_request, reply) => {
    // Each challenge is single use: never cached by a browser or a proxy.
    reply.header('cache-control', 'no-store')
    return app.captcha.challenge()
  })
}

export default captcha
