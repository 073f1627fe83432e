import { type Airlock, type AirlockConfig, createAirlock } from '@airlock/core'
import { foundry, mainnet } from 'viem/chains'
import { memoryStorage } from './memoryStorage.js'

export const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * A client whose account is connected on the devnet chain (31337), with Ethereum as a second
 * network; nothing answers at its API URL.
 */
export function connectedAirlock(config: Partial<AirlockConfig> = {}): Airlock {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry, mainnet],
    storage: memoryStorage(),
    ...config,
  })
  airlock.store.setState((state) => ({
    eip155: { ...state.eip155, status: 'connected', address, chainId: foundry.id },
  }))
  return airlock
}
