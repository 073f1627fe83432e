import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const port = Number(process.env.WEB_PORT ?? 3000)

export default defineConfig({
  plugins: [react()],
  // Workspace packages are used from their TypeScript sources, as everywhere else in the repo.
  resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  define: {
    'import.meta.env.AIRLOCK_API_URL': JSON.stringify(
      process.env.AIRLOCK_API_URL ?? 'http://127.0.0.1:8787',
    ),
  },
})
