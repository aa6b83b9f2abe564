// Builds the gateway: plugins first (config, errors, data stores, cache, docs), then routes, then
// the web client catch-all. server.ts only listens and shuts down.
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Ajv } from 'ajv'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config, TimeoutConfig } from './config.js'
import configPlugin from './plugins/config.js'
import errorsPlugin from './plugins/errors.js'
import cookie from '@fastify/cookie'
import securityHeadersPlugin from './plugins/security-headers.js'
import { gatewayLogging } from './logging/options.js'
import { requestIdGenerator } from './logging/request-id.js'
import { buildSerializer } from './schemas/serializers.js'
import { clientErrorHandler, handleError } from './plugins/errors.js'
import operationsPlugin from './plugins/operations.js'
import dbPlugin from './plugins/db.js'
import redisPlugin from './plugins/redis.js'
import cachePlugin from './plugins/cache.js'
import rateLimitPlugin from './plugins/rate-limit.js'
import swaggerPlugin from './plugins/swagger.js'
import screensPlugin from './plugins/screens.js'
import sellFlowPlugin from './plugins/sell-flow.js'
import bookingPlugin, { type BookingOptions } from './plugins/booking.js'
import seoPlugin from './plugins/seo.js'
import webPlugin from './plugins/web.js'
import contentPlugin from './plugins/content.js'
import vehiclesPlugin from './plugins/vehicles.js'
import catalogPlugin from './plugins/catalog.js'
import pricingPlugin from './plugins/pricing.js'
import captchaPlugin from './plugins/captcha.js'
import verificationPlugin from './plugins/verification.js'
import appointmentsPlugin from './plugins/appointments.js'
import customerContactFormPlugin from './plugins/customer-contact-form.js'
import accountsPlugin from './plugins/accounts.js'
import healthRoutes from './routes/health.js'
import screensRoutes from './routes/screens/index.js'
import flowRoutes from './routes/flows/index.js'
import seoRoutes from './routes/seo/index.js'
import telemetryRoutes from './routes/telemetry/index.js'
import contentRoutes from './routes/content/index.js'
import adminRoutes from './routes/admin/index.js'
import mediaRoutes from './routes/media/index.js'
import sitemapRoutes from './routes/sitemap.js'
import vehicleRoutes from './routes/vehicles/index.js'
import captchaRoutes from './routes/captcha/index.js'
import mbsRoutes from './routes/mbs/index.js'
import customerRoutes from './routes/customer/index.js'
import appointmentRoutes from './routes/appointment/index.js'
import devRoutes from './routes/dev/index.js'
import customerContactFormRoutes from './routes/customer-contact-form/index.js'
import authRoutes from './routes/auth/index.js'
import favouriteRoutes from './routes/favourites/index.js'
import callRequestRoutes from './routes/call-requests/index.js'
import eventsPlugin from './plugins/events.js'
import eventRoutes from './routes/events/index.js'
import { addTextFormats } from './schemas/text.js'

export interface BuildOptions {
  config: Config
  /** Where the (production-configured) logs go; tests pass a stream to read them. */
  logStream?: { write(line: string): void }
  screensDir?: string
  webDistDir?: string
  /** Where SMS_* settings are read from (default process.env); tests pass their own. */
  env?: Record<string, string | undefined>
  /** The booking's clock and whether this gateway runs the reminder worker (tests). */
  booking?: BookingOptions
}

// Lets schemas carry their own Turkish message: { errorMessage: '...' } or { errorMessage: { pattern: '...' } }.
function errorMessageKeyword(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] })
  return ajv
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True once close() began: answers tell keep-alive clients to go. */
    closing: boolean
  }
}

// Node checks the request and header deadlines only every connectionsCheckingInterval (30 s by
// default): check often enough that a stalled client is cut within a tenth of its limit (at most 1 s).
function serverTimeouts(t: TimeoutConfig) {
  const checkEveryMs = Math.min(1000, Math.max(100, Math.floor(t.headersMs / 10)))
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.connectionMs,
    http: { requestTimeout: t.requestMs, headersTimeout: t.headersMs, connectionsCheckingInterval: checkEveryMs },
  }
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts
  const app: App = Fastify<RawServerDefault>({
    ...gatewayLogging(config, opts.logStream),
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // Router errors (a bad URL) skip the hooks: what the onSend hooks add is added here (a JSON answer).
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id).headers(request.server.apiSecurityHeaders).header('cache-control', 'no-store')
      return handleError(error, request, reply)
    },
    clientErrorHandler,
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: config.bodyLimit,
    ...serverTimeouts(config.timeouts),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 256 },
    // Each route's serializer is compiled with only the shared schemas it refers to (schemas/serializers.ts).
    schemaController: { compilersFactory: { buildSerializer } },
    ajv: {
      // allowUnionTypes: a list of types is meant (the event collector's scalars keep their own type
      // under coercion, schemas/events.ts); without it Ajv's strict mode warns at every start.
      // discriminator: a union of object shapes tagged by one property (content blocks) is checked
      // against the tagged shape only; tried shape by shape, removeAdditional would strip the others' fields.
      customOptions: { allErrors: true, verbose: true, removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allowUnionTypes: true, discriminator: true },
      plugins: [errorMessageKeyword, addTextFormats],
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Every response gives the client its request id, and responses finished after close() began
  // tell keep-alive clients to go, so close() does not wait out their idle timeout (fastify#7044):
  // both in the security headers' onSend hook (plugins/security-headers.ts), the one hook every
  // answer runs. (Cached answers bypass onSend and do the same in plugins/cache.ts, reading `app.closing`.)
  app.decorate('closing', false)
  app.addHook('preClose', (done) => {
    app.closing = true
    done()
  })

  await app.register(configPlugin, { config })
  await app.register(errorsPlugin)
  await app.register(securityHeadersPlugin)
  await app.register(cookie)
  await app.register(operationsPlugin)
  await app.register(dbPlugin)
  await app.register(redisPlugin)
  await app.register(cachePlugin)
  await app.register(rateLimitPlugin)
  await app.register(swaggerPlugin)
  await app.register(screensPlugin, { screensDir: opts.screensDir })
  await app.register(seoPlugin)
  await app.register(contentPlugin)
  await app.register(vehiclesPlugin)
  await app.register(catalogPlugin)
  await app.register(pricingPlugin)
  await app.register(captchaPlugin)
  await app.register(verificationPlugin, { env: opts.env })
  await app.register(appointmentsPlugin)
  await app.register(customerContactFormPlugin)
  await app.register(accountsPlugin, { env: opts.env })
  await app.register(sellFlowPlugin)
  await app.register(bookingPlugin, opts.booking ?? {})
  await app.register(eventsPlugin, { env: opts.env })

  await app.register(healthRoutes)
  await app.register(screensRoutes, { prefix: '/api/screens' })
  await app.register(flowRoutes, { prefix: '/api/flows' })
  await app.register(seoRoutes, { prefix: '/api/seo' })
  await app.register(telemetryRoutes, { prefix: '/api/telemetry' })
  await app.register(contentRoutes, { prefix: '/api' })
  await app.register(vehicleRoutes, { prefix: '/api/vehicle' })
  await app.register(captchaRoutes, { prefix: '/api/captcha' })
  await app.register(mbsRoutes, { prefix: '/api/mbs' })
  await app.register(customerRoutes, { prefix: '/api/customer' })
  await app.register(appointmentRoutes, { prefix: '/api/appointment' })
  await app.register(customerContactFormRoutes, { prefix: '/api/customerContactForm' })
  await app.register(authRoutes, { prefix: '/api/auth' })
  await app.register(favouriteRoutes, { prefix: '/api/favoriteVehicle' })
  await app.register(callRequestRoutes, { prefix: '/api' })
  await app.register(eventRoutes, { prefix: '/api/events' })
  await app.register(devRoutes, { prefix: '/api/dev' })
  await app.register(adminRoutes, { prefix: '/api/admin' })
  await app.register(mediaRoutes, { prefix: '/media' })
  await app.register(sitemapRoutes)

  await app.register(webPlugin, { distDir: opts.webDistDir })
  return app
}
