import { type Airlock, type AirlockConfig, createAirlock } from '@airlock/core'
import type { InstalledTestWallet } from '@airlock/test-kit/installTestWallet'
import { type Chain, foundry, mainnet } from 'viem/chains'
import { memoryStorage } from './memoryStorage.js'
import { connectTestWallet, testWallet } from './testWallet.js'

/** Where nothing answers: the tests never reach a chain, whatever runs on this machine. */
const nowhere = { default: { http: ['http://127.0.0.1:9'] } }

/** The devnet chain (31337, "Foundry") and Ethereum, with an RPC that answers nothing. */
export const networks = [
  { ...foundry, rpcUrls: nowhere },
  { ...mainnet, rpcUrls: nowhere },
] as const satisfies readonly [Chain, Chain]

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
