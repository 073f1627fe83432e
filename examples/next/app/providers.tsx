'use client'

import { createAirlock, createEip155Config } from '@airlock/core'
import { AirlockProvider } from '@airlock/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { airlockDevnet } from './networks'

// One wagmi config, shared: the modal and wagmi's hooks see the same connection. Module scope is
// fine for the config; the Airlock client and the query client are made once per browser tab
// (and once per request on the server) in `useState` initialisers.
const wagmiConfig = createEip155Config({ networks: [airlockDevnet] })

export function Providers({ children }: { children: ReactNode }) {
  const [airlock] = useState(() =>
    createAirlock({
      projectId: 'dev', // a project of your Airlock server (`npm run airlock -- project create`)
      apiUrl: process.env.NEXT_PUBLIC_AIRLOCK_API_URL ?? 'http://127.0.0.1:8787',
      wagmiConfig, // networks: taken from the wagmi config
    }),
  )
  const [queryClient] = useState(() => new QueryClient())
  // The provider order: wagmi, then TanStack Query, then Airlock.
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
