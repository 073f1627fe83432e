import { createAirlock, createEip155Config } from '@airlock/core'
import { AirlockProvider, ConnectButton, NetworkButton } from '@airlock/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useAccount, useSignMessage, WagmiProvider } from 'wagmi'
import { airlockDevnet } from './networks.js'

// One wagmi config, shared: the modal and wagmi's hooks see the same connection.
const networks = [airlockDevnet] as const
const wagmiConfig = createEip155Config({ networks })
const airlock = createAirlock({
  projectId: 'dev', // a project of your Airlock server (`npm run airlock -- project create`)
  apiUrl: import.meta.env.VITE_AIRLOCK_API_URL ?? 'http://127.0.0.1:8787',
  networks,
  wagmiConfig,
})
const queryClient = new QueryClient()

/** What wagmi's own hook says: the same account the modal connected. */
function Connected() {
  const { address } = useAccount()
  return <p data-testid="wagmi-address">{address ? `Connected: ${address}` : 'Not connected'}</p>
}

/** A message signed through wagmi 2's hook, by the wallet the modal connected. */
function SignMessage() {
  const { isConnected } = useAccount()
  const { data, signMessage } = useSignMessage()
  if (!isConnected) return null
  return (
    <p>
      <button type="button" onClick={() => signMessage({ message: 'Hello from wagmi 2' })}>
        Sign a message
      </button>
      <output data-testid="signature">{data ?? ''}</output>
    </p>
  )
}

function App() {
  // The provider order: wagmi, then TanStack Query, then Airlock.
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <NetworkButton />
            <ConnectButton />
          </header>
          <Connected />
          <SignMessage />
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
