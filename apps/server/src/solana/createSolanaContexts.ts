import type { Rpc, SolanaRpcApi } from '@solana/kit'
import { loadSolanaKit } from './loadSolanaKit.js'
import type { SolanaChain } from './resolveSolanaChains.js'

/** Everything the Blockchain API reads one Solana cluster with. */
export type SolanaContext = {
  chain: SolanaChain
  /** The cluster's `@solana/kit` RPC client, created (and kit loaded) on first use. */
  rpc: () => Promise<Rpc<SolanaRpcApi>>
}

/**
 * One context per Solana cluster, keyed by CAIP-2 id. Nothing is loaded until a route asks.
 *
 * @param chains - From `resolveSolanaChains`.
 * @returns The contexts, in the chains' order.
 *
 * @example
 * import { createSolanaContexts } from './solana/createSolanaContexts.js'
 * const contexts = createSolanaContexts(resolveSolanaChains({ chains: config.solanaChains, … }))
 * await (await contexts.get('solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k')?.rpc())?.getSlot().send()
 */
export function createSolanaContexts(
  chains: readonly SolanaChain[],
): ReadonlyMap<string, SolanaContext> {
  return new Map(
    chains.map((chain) => {
      let client: Promise<Rpc<SolanaRpcApi>> | undefined
      const rpc = () => {
        client ??= loadSolanaKit().then((kit) => kit.createSolanaRpc(chain.rpcUrl))
        return client
      }
      return [chain.caipNetworkId, { chain, rpc }]
    }),
  )
}
