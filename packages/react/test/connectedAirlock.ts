import { type Airlock, type AirlockConfig, createAirlock } from '@airlock/core'
import type { InstalledTestWallet } from '@airlock/test-kit/installTestWallet'
import { memoryStorage } from './memoryStorage.js'
import { networks } from './testNetworks.js'
import { connectTestWallet, testWallet } from './testWallet.js'

/** A client of the two networks, memory storage and an API URL where nothing answers. */
export const testAirlock = (config: Partial<AirlockConfig> = {}): Airlock =>
  createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks,
    storage: memoryStorage(),
    ...config,
  })

/** A client connected to the test wallet, on the devnet chain unless told otherwise. */
export async function connectedAirlock(
  config: Partial<AirlockConfig> = {},
): Promise<{ airlock: Airlock; wallet: InstalledTestWallet }> {
  const wallet = testWallet()
  const airlock = testAirlock(config)
  await connectTestWallet(airlock)
  return { airlock, wallet }
}
