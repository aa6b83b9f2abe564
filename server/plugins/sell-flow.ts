// The sell / trade-in wizard's flow (design §8) as `app.sellFlow`: the definition from
// server/flows/sell.json (a broken one stops the boot), its state in the state Redis, its option
// lists from the catalog; plus the flow-creation limit, the trade-in listing check and step 11's
// SMS, call request and signed link (`app.sellOffers`, decision 028).
import fp from 'fastify-plugin'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { FLOWS_DIR } from '../paths.js'
import { loadFlow } from '../services/flows/definition.js'
import { FlowLimits } from '../services/flows/flow-limits.js'
import { FlowService, type OptionSources } from '../services/flows/flow-service.js'
import { FlowIds, FlowStore } from '../services/flows/flow-store.js'
import { sellEvent } from '../services/sell/events.js'
import { sellOptionSources } from '../services/sell/option-sources.js'
import { TradeIn } from '../services/sell/trade-in.js'
import { PreOffers } from '../services/sell/pre-offer.js'
import { getOffer } from '../services/pricing/offer-store.js'
import { CallRequests } from '../services/sell/call-requests.js'
import { OFFER_LINK_PATH, OfferLinks } from '../services/sell/offer-link.js'
import { OFFER_MSG, OFFER_STEP, SellOffers } from '../services/sell/sell-offer.js'
import { EXPERT_REVIEW_MESSAGE } from '../schemas/sell-condition.js'
import { GatewayError } from './errors.js'
import { SELL_SCREENS, checkCondition, conditionStep } from '../services/sell/condition-step.js'
import { CaptchaPasses } from '../services/verification/captcha-passes.js'
import { CodeAfterCaptcha } from '../services/verification/code-after-captcha.js'

declare module 'fastify' {
  interface FastifyInstance {
    sellFlow: FlowService
    flowLimits: FlowLimits
    /** Issues and checks the flow cookie's signed ids. */
    flowIds: FlowIds
    tradeIn: TradeIn
    sellOffers: SellOffers
  }
}

async function sellFlowPlugin(app: FastifyInstance, opts: { optionSources?: OptionSources }) {
  const { config } = app
  const flow = await loadFlow(join(FLOWS_DIR, 'sell.json'))
  const store = new FlowStore(app.redis, config.redisKeyPrefix, config.flowTtlS * 1000)
  const tradeIn = new TradeIn(app.db)
  const service: FlowService = new FlowService(flow, store, app.screens, opts.optionSources ?? sellOptionSources(app.catalog), app.log,
    (state, path) => sellEvent(state, `${config.publicBaseUrl}${path}`),
    // Step 11 shows the stored pre-offer (and on /takas the difference to pay for the listing).
    (state, step) => (step === OFFER_STEP ? sellOffers.view(state) : Promise.resolve(undefined)))
  const sellOffers: SellOffers = new SellOffers({
    db: app.db, flow: service, codes: app.smsCodes, calls: new CallRequests(app.db), tradeIn, log: app.log,
    links: new OfferLinks(config.sellOffer.linkKey, config.publicBaseUrl), siteName: config.siteName, smsMax: config.sellOffer.smsMax,
  })
  service.checkScreens()
  app.decorate('sellFlow', service)
  app.decorate('flowLimits', new FlowLimits(app.redis, config.redisKeyPrefix, config.flowNewPerHour))
  app.decorate('flowIds', new FlowIds(config.sessionSecret))
  app.decorate('tradeIn', tradeIn)
  app.decorate('sellOffers', sellOffers)
  // The signed link's page: personal (no index, no referrer, never cached or rendered on the server).
  app.seo.registerPersonal(`${OFFER_LINK_PATH}/:token`, { title: 'Ön Teklifiniz', description: 'Ön teklifiniz açılıyor.', robots: 'index:false;follow:false' })

  // Step 10: the condition, then the captcha and the SMS code before the price.
  const preOffers = new PreOffers(app.db, app.pricing, (a) =>
    app.catalog.trims(Number(a.year), String(a.brand), String(a.model), String(a.body), String(a.generation), String(a.fuel), String(a.gear), String(a.version)))
  // Step 10's km field checks km per year of the car's age (a soft warning, never blocking).
  service.onShow('km-tramer-bilgisi', async (state) => {
    const modelYear = Number(state.answers.year)
    return Number.isInteger(modelYear) ? { facts: { modelYear } } : undefined
  })
  service.onStep('km-tramer-bilgisi', conditionStep({
    codes: app.smsCodes,
    mobilePrefixes: app.smsCodes.mobilePrefixes,
    checkEligible: (answers) => preOffers.checkEligible(answers),
    preOffer: (answers, ctx) => preOffers.make(answers, ctx),
  }))
  const verification = new CodeAfterCaptcha({
    purpose: 'sell', code: 'SELL', captcha: app.captcha, codes: app.smsCodes,
    passes: new CaptchaPasses(app.redis, config.redisKeyPrefix, config.sessionSecret, 'sell'),
  })
  // The step pages are pages: a head for each (only the first step of a family is worth indexing),
  // 404 for a step the family does not show.
  const paths = [...flow.definition.families.map((f) => f.path), ...flow.definition.landings.map((l) => l.path)]
  for (const base of paths) {
    app.seo.register(`${base}/:step`, async ({ step }, path) => {
      const at = flow.locate(path)
      if (!at || at.step !== step) return null
      const first = step === flow.steps[0]!.id
      const takas = at.family === 'takas'
      return {
        title: takas ? 'Takas: Aracınızı Verin, Yenisini Alın' : 'Aracını Sat: Ücretsiz Ön Teklif Al',
        description: takas
          ? 'Aracınızın bilgilerini girin, takas değerini ve ödeyeceğiniz farkı hemen görün.'
          : 'Aracınızın model yılını, markasını ve durumunu seçin; birkaç adımda açıklamalı ön teklifinizi alın.',
        robots: first && !path.startsWith('/form/') && at.family !== 'araba-sat' ? 'index:true;follow:true' : 'index:false;follow:true',
        ...(path.startsWith('/form/') ? { canonical: `${app.config.publicBaseUrl}${flow.pathOf(at.family, step)}` } : {}),
      }
    })
  }

  // Step 11: "Ekspertiz randevusu al" takes the offer on to the booking, while it is valid.
  service.onStep(OFFER_STEP, async (_values, ctx) => {
    const id = ctx.state.answers.preOffer
    const offer = typeof id === 'string' ? await getOffer(app.db, id) : null
    if (!offer || offer.preOfferedPrice === null) throw new GatewayError('SELL_NO_OFFER', 400, EXPERT_REVIEW_MESSAGE)
    if (offer.validUntil.getTime() < Date.now()) throw new GatewayError('SELL_OFFER_EXPIRED', 400, OFFER_MSG.expired)
    return { values: { takeOffer: offer.id } }
  })
  // The captcha dialog (and the SMS dialog's resend) asks for the code; its context is the step's
  // values, checked again before a captcha token or an SMS is spent.
  app.screens.onSubmit(SELL_SCREENS.captcha, async (values, ctx) => {
    checkCondition(ctx.context, app.smsCodes.mobilePrefixes)
    const token = typeof values.captchaToken === 'string' ? values.captchaToken : undefined
    await verification.requestCode(ctx.context.phone, ctx.ip, { resend: ctx.resend, ...(ctx.resend ? {} : { captchaToken: token }) })
  })
}

export default fp(sellFlowPlugin, { name: 'sell-flow', dependencies: ['config', 'db', 'redis', 'screens', 'catalog', 'pricing', 'captcha', 'verification', 'seo'] })
