// Screen descriptors as `app.screens`, validated at boot (a broken one stops the start).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { SCREEN_SHARED_SCHEMAS } from '../schemas/screen-doc.js'
import { ScreenService } from '../services/screens/screen-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    screens: ScreenService
  }
}

async function screensPlugin(app: FastifyInstance, opts: { screensDir?: string }) {
  const service = new ScreenService(opts.screensDir ?? app.config.screensDir, app.cache, app.operations, app.log)
  await service.load()
  app.decorate('screens', service)
  // Routes answering descriptors refer to these (ScreenSchema is a reference to 'Screen').
  for (const schema of SCREEN_SHARED_SCHEMAS) app.addSchema(schema)
  app.addHook('onReady', async () => {
    service.checkOperations()
    if (app.config.screensWatch) service.watch()
  })
  app.addHook('onClose', async () => service.close())
}

export default fp(screensPlugin, { name: 'screens', dependencies: ['cache', 'operations'] })
