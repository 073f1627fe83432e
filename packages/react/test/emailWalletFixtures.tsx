import { type Airlock, createAirlock, type EmbeddedWalletState } from '@airlock/core'
import { foundry } from 'viem/chains'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * A client with the e-mail wallet configured and an account connected, its e-mail wallet state
 * as given.
 */
export function emailWalletAirlock(embeddedWallet: Partial<EmbeddedWalletState>): Airlock {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
  })
  airlock.store.setState((state) => ({
    eip155: { ...state.eip155, status: 'connected', address, chainId: foundry.id },
    embeddedWallet: { ...state.embeddedWallet, ...embeddedWallet },
  }))
  return airlock
}
