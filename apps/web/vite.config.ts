import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { nonceStandIn, securityHeaders } from './securityHeaders.js'
import { oneCopyPerVersion, singleWagmiCore } from './vitePlugins.js'

const port = Number(process.env.WEB_PORT ?? 3000)
const apiUrl = process.env.AIRLOCK_API_URL ?? 'http://127.0.0.1:8787'
// The e-mail wallet's secure origin, on localhost like the page: the same site (so the wallet
// frame keeps its storage), another origin (so the page cannot read it).
const secureUrl =
  process.env.AIRLOCK_SECURE_URL ?? `http://localhost:${process.env.SECURE_PORT ?? 8788}`

/** The devnet chains' RPC (and WebSocket) URLs: the wallets' connectors call them directly. */
function devnetUrls(): string[] {
  const file = fileURLToPath(new URL('../devnet/devnet.json', import.meta.url))
  if (!existsSync(file)) return []
  const urls: string[] = []
  JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), (key, value) => {
    if ((key === 'rpcUrl' || key === 'wsUrl') && typeof value === 'string') urls.push(value)
    return value
  })
  return urls
}

/**
 * The devnet's Solana cluster as the client needs it (no keys: the manifest also holds the
 * faucet's and desk's), or null without one.
 */
function devnetSolanaNetwork() {
  const file = fileURLToPath(new URL('../devnet/devnet.json', import.meta.url))
  if (!existsSync(file)) return null
  const { solana } = JSON.parse(readFileSync(file, 'utf8')) as {
    solana?: {
      caipNetworkId: string
      name: string
      rpcUrl: string
      nativeCurrency: { name: string; symbol: string; decimals: number }
    }
  }
  if (!solana) return null
  const { name, symbol, decimals } = solana.nativeCurrency
  return {
    caipNetworkId: solana.caipNetworkId,
    name: solana.name,
    rpcUrl: solana.rpcUrl,
    nativeCurrency: { name, symbol, decimals },
  }
}

export default defineConfig({
  plugins: [
    singleWagmiCore(),
    oneCopyPerVersion(),
    react(),
    securityHeaders({ apiUrl, secureUrl, connectOrigins: devnetUrls() }),
  ],
  // Vite writes this nonce into the page's scripts and styles; the security headers' plugin
  // swaps it for a fresh one in each answer and names that one in the CSP.
  html: { cspNonce: nonceStandIn },
  // Workspace packages are used from their TypeScript sources, as everywhere else in the repo.
  resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  define: {
    'import.meta.env.AIRLOCK_API_URL': JSON.stringify(apiUrl),
    'import.meta.env.AIRLOCK_SECURE_URL': JSON.stringify(secureUrl),
    'import.meta.env.AIRLOCK_SOLANA_NETWORK': JSON.stringify(devnetSolanaNetwork()),
  },
})
