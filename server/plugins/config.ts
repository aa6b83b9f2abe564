// The validated configuration as `app.config`.
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
}

export default fp(configPlugin, { name: 'config' })
