import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The console is served by the server under `/console/` (its own origin: the admin API's cookie
// and CSRF checks need no CORS). `npm start` and `npm run build` write `dist/`, which the server
// reads; no script or style is inline, so the page's CSP allows 'self' alone.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
})
