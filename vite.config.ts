import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))
const gateway = 'http://127.0.0.1:3000'
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/
// Smaller files gain nothing worth a second request header's bytes.
const COMPRESS_MIN = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/**
 * Brotli (quality 11) and gzip copies of every text asset of the client build, written beside it
 * once at build time; the gateway serves them by Accept-Encoding (plugins/web.ts). The gzip copies
 * come from Zopfli: the same gzip format every client decodes, ~3.5 % smaller than zlib's level 9
 * (the entry script: 92.5 → 89.2 KB), for a few seconds of build (decision 044).
 */
function precompress(): Plugin {
  let outDir = ''
  let ssr = false
  return {
    name: 'turuncu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      ssr = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (ssr) return
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue
        const data = readFileSync(file)
        if (data.length < COMPRESS_MIN) continue
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }))
        writeFileSync(`${file}.gz`, await zopfliGzip(data, { numiterations: 15 }))
      }
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), precompress()],
  // next-auth/react v4 reads its base path from NEXTAUTH_URL (only the path is used in the browser;
  // accounts.md §2). Same origin as the gateway, base path /api/auth.
  define: { 'process.env.NEXTAUTH_URL': JSON.stringify('http://localhost/api/auth') },
  build: isSsrBuild
    ? {
        // The server rendering module (web/src/entry-server.tsx) the gateway imports.
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // Which chunks a page needs, so the server hints them with the page it renders.
        manifest: true,
        // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: { polyfill: false },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': gateway,
      '/docs': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
    // The renderer imports the shared validation rules from ../server/schemas.
    fs: { allow: [repoRoot] },
  },
}))
