// Development: the gateway (tsx watch, descriptor files watched too) and Vite's dev server, which
// proxies /api and /docs to the gateway. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => {
  stop()
  process.exitCode = code ?? 0
})
