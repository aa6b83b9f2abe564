import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))
const gateway = 'http://127.0.0.1:3000'

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
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
})
