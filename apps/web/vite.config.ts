import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

const port = Number(process.env.WEB_PORT ?? 3000)

/**
 * One copy of @wagmi/core: npm nests a copy under @airlock/core and another under wagmi (their
 * optional peers keep it from hoisting). Resolving every import of it as @airlock/core would
 * keeps wagmi's hooks and Airlock on the same code, and the bundle from carrying it twice.
 */
function singleWagmiCore(): Plugin {
  const from = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url))
  return {
    name: 'airlock:single-wagmi-core',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^@wagmi\/core(\/|$)/.test(source) || importer === from) return null
      return this.resolve(source, from, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig({
  plugins: [singleWagmiCore(), react()],
  // Workspace packages are used from their TypeScript sources, as everywhere else in the repo.
  resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  define: {
    'import.meta.env.AIRLOCK_API_URL': JSON.stringify(
      process.env.AIRLOCK_API_URL ?? 'http://127.0.0.1:8787',
    ),
    // The e-mail wallet's secure origin, on localhost like the page: the same site (so the wallet
    // frame keeps its storage), another origin (so the page cannot read it).
    'import.meta.env.AIRLOCK_SECURE_URL': JSON.stringify(
      process.env.AIRLOCK_SECURE_URL ?? `http://localhost:${process.env.SECURE_PORT ?? 8788}`,
    ),
  },
})
