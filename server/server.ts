// Starts the gateway and shuts it down gracefully: on SIGTERM/SIGINT it stops accepting, lets
// in-flight requests finish, closes the pools, and exits (forced after SHUTDOWN_TIMEOUT_MS).
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { StartupError } from './db/connect.js'
import { ScreenError } from './services/screens/screen-store.js'

function oneLine(err: unknown): string | null {
  return err instanceof ConfigError || err instanceof StartupError || err instanceof ScreenError ? (err as Error).message : null
}

async function main(): Promise<void> {
  const config = loadConfig()
  const app = await buildApp({ config })
  await app.listen({ port: config.port, host: config.host })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    setTimeout(() => {
      app.log.error('shutdown timed out, exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs).unref()
    app.close().then(() => process.exit(0), (err: unknown) => {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err: unknown) => {
  const line = oneLine(err)
  console.error(line ?? `startup: ${(err as Error).message}`)
  process.exit(1)
})
