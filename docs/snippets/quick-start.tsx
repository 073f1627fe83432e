// The quick start's src/main.tsx (docs/guide/quick-start.md shows this file): type-checked by
// `npm run typecheck`, so the page cannot drift from the packages' types.
// #region main
import { createAirlock, createEip155Config } from '@airlock/core'
import { AirlockProvider, ConnectButton, NetworkButton } from '@airlock/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { useAccount, WagmiProvider } from 'wagmi'

// The local chain `npm start` runs; in production use viem's chains (`mainnet`, `base`, …).
const airlockDevnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

// One wagmi config, shared by the modal and wagmi's hooks.
const wagmiConfig = createEip155Config({ networks: [airlockDevnet] })
const airlock = createAirlock({
  projectId: 'dev', // a project of your Airlock server
  apiUrl: 'http://127.0.0.1:8787', // your Airlock server
  wagmiConfig, // networks: taken from the wagmi config
})
const queryClient = new QueryClient()

function Connected() {
  const { address } = useAccount() // wagmi's hook: the account the modal connected
  return <p>{address ? `Connected: ${address}` : 'Not connected'}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <NetworkButton />
          <ConnectButton />
          <Connected />
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
// #endregion main
