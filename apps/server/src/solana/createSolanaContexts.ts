import type { Rpc, SolanaRpcApi } from '@solana/kit'
import { loadSolanaKit } from './loadSolanaKit.js'
import type { SolanaChain } from './resolveSolanaChains.js'

/** Everything the Blockchain API reads one Solana cluster with. */
export type SolanaContext = {
  chain: SolanaChain
  /** The cluster's `@solana/kit` RPC client, created (and kit loaded) on first use. */
  rpc: () => Promise<Rpc<SolanaRpcApi>>
  /**
   * SOL's USD price now: from the price source given (`SOL_PRICE_TOKEN` through the EVM price
   * oracle), kept for `solPriceTtlMs`; `chain.nativeUsd` when there is none or it has no price.
   */
  nativeUsd: () => Promise<number>
  /** The chain with `nativeUsd` set to SOL's price now: what balances, quotes and the desk price with. */
  pricedChain: () => Promise<SolanaChain>
}

export type CreateSolanaContextsOptions = {
  /**
   * SOL's USD price from the server's price module (`readFungiblePrices` of `SOL_PRICE_TOKEN`), or
   * `0`/`undefined` without one. Defaults to none: SOL is priced at `chain.nativeUsd`.
   */
  solPrice?: (() => Promise<number | undefined>) | undefined
}

/** How long one SOL price is used: a few seconds, as the EVM balances' cache. */
const solPriceTtlMs = 10_000

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
  { solPrice }: CreateSolanaContextsOptions = {},
): ReadonlyMap<string, SolanaContext> {
  let price: { value: Promise<number | undefined>; until: number } | undefined
  const readSolPrice = () => {
    if (!solPrice) return Promise.resolve(undefined)
    if (!price || price.until <= Date.now()) {
      const value = solPrice().catch(() => undefined)
      price = { value, until: Date.now() + solPriceTtlMs }
    }
    return price.value
  }
  return new Map(
    chains.map((chain) => {
      let client: Promise<Rpc<SolanaRpcApi>> | undefined
      const rpc = () => {
        client ??= loadSolanaKit().then((kit) => kit.createSolanaRpc(chain.rpcUrl))
        return client
      }
      const nativeUsd = async () => (await readSolPrice()) || chain.nativeUsd
      const pricedChain = async () => ({ ...chain, nativeUsd: await nativeUsd() })
      return [chain.caipNetworkId, { chain, rpc, nativeUsd, pricedChain }]
    }),
  )
}
