// The sell / trade-in wizard's flow (design §8) as `app.sellFlow`: the definition from
// server/flows/sell.json (a broken one stops the boot), its state in the state Redis, its option
// lists from the catalog; plus the flow-creation limit and the trade-in listing check.
import fp from 'fastify-plugin'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { FLOWS_DIR } from '../paths.js'
import { loadFlow } from '../services/flows/definition.js'
import { FlowLimits } from '../services/flows/flow-limits.js'
import { FlowService, type OptionSources } from '../services/flows/flow-service.js'
import { FlowStore } from '../services/flows/flow-store.js'
import { sellEvent } from '../services/sell/events.js'
import { sellOptionSources } from '../services/sell/option-sources.js'
import { TradeIn } from '../services/sell/trade-in.js'
import { PreOffers } from '../services/sell/pre-offer.js'
import { SELL_SCREENS, checkCondition, conditionStep } from '../services/sell/condition-step.js'
import { CaptchaPasses } from '../services/verification/captcha-passes.js'
import { CodeAfterCaptcha } from '../services/verification/code-after-captcha.js'

declare module 'fastify' {
  interface FastifyInstance {
    sellFlow: FlowService
    flowLimits: FlowLimits
    tradeIn: TradeIn
  }
}

async function sellFlowPlugin(app: FastifyInstance, opts: { optionSources?: OptionSources }) {
  const { config } = app
  const flow = await loadFlow(join(FLOWS_DIR, 'sell.json'))
  const store = new FlowStore(app.redis, config.redisKeyPrefix, config.flowTtlS * 1000)
  const service = new FlowService(flow, store, app.screens, opts.optionSources ?? sellOptionSources(app.catalog), app.log,
    (state, path) => sellEvent(state, `${config.publicBaseUrl}${path}`))
  service.checkScreens()
  app.decorate('sellFlow', service)
  app.decorate('flowLimits', new FlowLimits(app.redis, config.redisKeyPrefix, config.flowNewPerHour))
  app.decorate('tradeIn', new TradeIn(app.db))

  // Step 10: the condition, then the captcha and the SMS code before the price.
  const preOffers = new PreOffers(app.db, app.pricing)
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
  // The captcha dialog (and the SMS dialog's resend) asks for the code; its context is the step's
  // values, checked again before a captcha token or an SMS is spent.
  app.screens.onSubmit(SELL_SCREENS.captcha, async (values, ctx) => {
    checkCondition(ctx.context, app.smsCodes.mobilePrefixes)
    const token = typeof values.captchaToken === 'string' ? values.captchaToken : undefined
    await verification.requestCode(ctx.context.phone, ctx.ip, { resend: ctx.resend, ...(ctx.resend ? {} : { captchaToken: token }) })
  })
}

export default fp(sellFlowPlugin, { name: 'sell-flow', dependencies: ['config', 'db', 'redis', 'screens', 'catalog', 'pricing', 'captcha', 'verification'] })
