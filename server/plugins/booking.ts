// Booking the inspection as `app.booking` (services/booking): wires steps 12 and 13 of the sell
// wizard, the manage page's head, and the reminder worker (started when the gateway is ready,
// closed with it).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { BookingDesk } from '../services/booking/booking-desk.js'
import { BOOKING_STEP, RESULT_STEP, bookingStep } from '../services/booking/booking-step.js'
import { MANAGE_PAGE } from '../services/booking/manage-tokens.js'

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingDesk
  }
}

export interface BookingOptions {
  /** Run the reminder worker in this gateway (default true); tests of other things may leave it off. */
  reminderWorker?: boolean
  now?: () => Date
}

async function bookingPlugin(app: FastifyInstance, opts: BookingOptions) {
  const { config } = app
  const desk = new BookingDesk({
    db: app.db,
    cache: app.cache,
    secret: config.sessionSecret,
    host: new URL(config.publicBaseUrl).hostname,
    sms: app.smsProvider,
    publicBaseUrl: config.publicBaseUrl,
    redisUrl: config.redisUrl,
    prefix: `${config.redisKeyPrefix}bull`,
    sweepEveryMs: config.reminderSweepMinutes * 60_000,
    log: app.log,
    ...(opts.now ? { now: opts.now } : {}),
  })
  app.decorate('booking', desk)

  app.sellFlow.onStep(BOOKING_STEP, bookingStep({
    booking: desk.service,
    branches: () => desk.branches(),
    booked: (id, startsAt) => desk.notifications.booked(id, startsAt),
    log: app.log,
  }))
  app.sellFlow.onShow(BOOKING_STEP, async () => {
    const branches = await desk.branches()
    return { booking: { cities: [...new Set(branches.map((b) => b.city))], branches } }
  })
  app.sellFlow.onShow(RESULT_STEP, async (state) => {
    const appointment = await desk.ofFlow(state)
    return appointment ? { appointment: { ...appointment, icsUrl: '/api/flows/sell/appointment.ics' } } : undefined
  })

  app.seo.registerPersonal(`${MANAGE_PAGE}/:token`, {
    title: 'Randevumu Değiştir veya İptal Et',
    description: 'Turuncu Garaj ekspertiz randevunuzu değiştirin ya da iptal edin.',
    robots: 'index:false;follow:false',
  })

  if (opts.reminderWorker !== false) app.addHook('onReady', async () => desk.notifications.startWorker())
  app.addHook('onClose', async () => desk.notifications.close())
}

export default fp(bookingPlugin, { name: 'booking', dependencies: ['config', 'db', 'cache', 'sell-flow', 'verification', 'seo'] })
