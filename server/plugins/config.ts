// The validated configuration as `app.config`, and the start-up warnings about risky combinations.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

async function configPlugin(app: FastifyInstance, opts: { config: Config }) {
  app.decorate('config', opts.config)
  if (opts.config.nodeEnv === 'production' && opts.config.trustProxy === false) {
    app.log.warn({ event: 'trust_proxy_unset' },
      'TRUST_PROXY is not set: behind a load balancer or proxy every visitor has its address, so the per-IP limits (SMS codes, forms, admin token lockout) apply to the whole site at once. Set TRUST_PROXY to the proxy addresses, or leave it unset only when clients connect directly.')
  }
}

export default fp(configPlugin, { name: 'config' })
