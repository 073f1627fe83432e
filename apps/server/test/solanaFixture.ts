import { type Devnet, getFreePort, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { type Config, loadConfig } from '../src/config/loadConfig.js'

/** A running devnet with its Solana chain, and a server configuration that points at both. */
export type SolanaFixture = {
  config: Config
  /** The Solana chain's CAIP-2 id, HTTP and WebSocket URLs. */
  solana: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  /** The devnet itself: its EVM chains and Solana chain, for a sandbox to deliver on. */
  devnet: Devnet
  stop: () => Promise<void>
}

/**
 * Starts this test file's own devnet with the Solana chain (a copy of the run's EVM snapshot; the
 * Solana chain seeds itself on this first start), on free ports, and a configuration whose
 * `RPC_URL_<chainId>` and `RPC_URL_solana:<ref>` point at it. `clock.now` runs the Solana chain
 * on another clock (to let a blockhash expire without waiting a minute).
 */
export async function startSolanaFixture(
  env: Record<string, string> = {},
  clock: { now?: () => number } = {},
): Promise<SolanaFixture> {
  const dataDir = await copyDevnetSnapshot()
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  const devnet = await startDevnet({
    dataDir,
    ports: await freeDevnetPorts(),
    solana: { port, wsPort, ...clock },
    fund: [],
  })
  const { solana } = devnet
  if (!solana) throw new Error('The devnet started without its Solana chain')
  const rpcUrl = (chainId: number) =>
    devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RPC_URL_31337: rpcUrl(31337),
    RPC_URL_31338: rpcUrl(31338),
    [`RPC_URL_${solana.caipNetworkId}`]: solana.rpcUrl,
    ...env,
  })
  return { config, solana, devnet, stop: () => devnet.stop() }
}
