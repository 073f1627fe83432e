import { type Devnet, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import {
  type BlockchainChain,
  resolveBlockchainChains,
} from '../src/blockchain/resolveBlockchainChains.js'
import { type Config, loadConfig } from '../src/config/loadConfig.js'
import type { Indexer } from '../src/indexer/createIndexer.js'

/** A running copy of the run's seeded devnet, and a server configuration that points at it. */
export type DevnetFixture = {
  devnet: Devnet
  config: Config
  chains: BlockchainChain[]
  rpcUrl(chainId: number): string
  stop(): Promise<void>
}

/**
 * Starts this test file's own devnet (a copy of the snapshot `devnetGlobalSetup` seeded, on free
 * ports) and a configuration whose `RPC_URL_<chainId>` point at it.
 */
export async function startDevnetFixture(env: Record<string, string> = {}): Promise<DevnetFixture> {
  const dataDir = await copyDevnetSnapshot()
  const devnet = await startDevnet({ dataDir, ports: await freeDevnetPorts(), fund: [] })
  const rpcUrl = (chainId: number) => {
    const chain = devnet.chains.find((running) => running.chainId === chainId)
    if (!chain) throw new Error(`No devnet chain ${chainId}`)
    return chain.rpcUrl
  }
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RPC_URL_31337: rpcUrl(31337),
    RPC_URL_31338: rpcUrl(31338),
    ...env,
  })
  return {
    devnet,
    config,
    chains: resolveBlockchainChains({ config }),
    rpcUrl,
    stop: () => devnet.stop(),
  }
}

/** Resolves once every indexer has indexed its chain's head as it was when this was called. */
export async function waitForIndexers(
  indexers: readonly Indexer[],
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const targets = new Map<Indexer, number>()
  for (;;) {
    const pending = indexers.filter((indexer) => {
      const { head, nextBlock } = indexer.status()
      if (head === undefined || nextBlock === undefined) return true
      if (!targets.has(indexer)) targets.set(indexer, head)
      return nextBlock <= (targets.get(indexer) ?? head)
    })
    if (pending.length === 0) return
    if (Date.now() > deadline)
      throw new Error(
        `Indexers not caught up after ${timeoutMs} ms: ${JSON.stringify(pending.map((i) => i.status()))}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
