import { ConnectButton, NetworkButton } from '@airlock/react'
import { Connected } from './connected'

// Rendered on the server for each request (not prerendered at build time), then hydrated.
export const dynamic = 'force-dynamic'

// A server component: `@airlock/react` is marked 'use client', so its buttons can be placed here
// directly and hydrate in the browser.
export default function Home() {
  return (
    <main>
      <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <NetworkButton />
        <ConnectButton />
      </header>
      <h1>Airlock in a Next.js app</h1>
      <Connected />
    </main>
  )
}
