import type { ConfigIssue } from '../errors/config.js'
import { maskUrl } from './maskUrl.js'
import type { DevnetData } from './readDevnetData.js'

/** A Solana cluster the server reads through JSON-RPC. */
export type SolanaChainConfig = {
  /** CAIP-2 id: `solana:` and the first 32 characters of the cluster's genesis hash. */
  caipNetworkId: `solana:${string}`
  name: string
  /** JSON-RPC endpoint. May hold an API key: print it through `maskUrl`. */
  rpcUrl: string
}

/** `RPC_URL_solana:<ref>`, or `RPC_URL_solana_<ref>` where a shell allows no colon in a name. */
export const solanaRpcUrlVariable = /^RPC_URL_solana[:_](.*)$/
const reference = /^[1-9A-HJ-NP-Za-km-z]{32}$/
const httpUrl = /^https?:\/\/[^\s]+$/
const knownClusters: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'Solana Devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

/**
 * The Solana clusters the server serves: the devnet's (unless overridden), and one per
 * `RPC_URL_solana:<ref>` variable, where `<ref>` is the 32-character genesis-hash prefix of the
 * cluster's CAIP-2 id (`RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://…` for mainnet).
 *
 * @param set - The environment, empty values removed.
 * @param devnet - The devnet whose Solana chain is served by default.
 * @returns The clusters, and the problems of the variables that were wrong.
 *
 * @example
 * import { loadSolanaChains } from './config/loadSolanaChains.js'
 * loadSolanaChains({ 'RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://rpc.example.org' }, undefined).chains
 */
export function loadSolanaChains(
  set: Record<string, string | undefined>,
  devnet: DevnetData | undefined,
): { chains: SolanaChainConfig[]; issues: ConfigIssue[] } {
  const local = devnet?.manifest.solana
  const chains = new Map<string, SolanaChainConfig>(
    local
      ? [
          [
            local.caipNetworkId,
            {
              caipNetworkId: local.caipNetworkId as `solana:${string}`,
              name: local.name,
              rpcUrl: local.rpcUrl,
            },
          ],
        ]
      : [],
  )
  const issues: ConfigIssue[] = []
  for (const [variable, url] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const ref = solanaRpcUrlVariable.exec(variable)?.[1]
    if (ref === undefined || url === undefined) continue
    if (!reference.test(ref))
      issues.push({
        variable,
        problem:
          'expected RPC_URL_solana:<ref> with the 32 base58 characters of a CAIP-2 Solana id, such as RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      })
    else if (!httpUrl.test(url))
      issues.push({
        variable,
        problem: `expected an http:// or https:// URL, got ${JSON.stringify(maskUrl(url))}`,
      })
    else {
      const caipNetworkId = `solana:${ref}` as const
      chains.set(caipNetworkId, {
        caipNetworkId,
        name: chains.get(caipNetworkId)?.name ?? knownClusters[ref] ?? `Solana ${ref.slice(0, 8)}`,
        rpcUrl: url,
      })
    }
  }
  return { chains: [...chains.values()], issues }
}
