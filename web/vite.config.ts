import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './build/precompress'
import { versionFile } from './build/versionFile'

const buildId = process.env.QSR_BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)
const apiTarget = process.env.QSR_API_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), versionFile(buildId), precompress()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id) {
          // Long-cached vendor chunk: framework code changes less often than the app.
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)\//.test(id)) return 'vendor'
          return undefined
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/media': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
      '/version.json': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
})
