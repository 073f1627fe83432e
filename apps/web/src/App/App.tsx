import { createAirlock } from '@airlock/core'
import { AirlockProvider, ConnectButton, useMessages } from '@airlock/react'
import './App.css'
import { networks } from './networks.js'

const airlock = createAirlock({
  projectId: 'dev',
  apiUrl: import.meta.env.AIRLOCK_API_URL,
  networks,
})

/** The Airlock web app: the product's own page, built on `@airlock/react` like any dapp. */
export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <Header />
      <main className="app-main" />
    </AirlockProvider>
  )
}

function Header() {
  const t = useMessages()
  return (
    <header className="app-header">
      <span className="app-title">{t('product.name')}</span>
      <ConnectButton />
    </header>
  )
}
