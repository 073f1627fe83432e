import { readFileSync } from 'node:fs'
import type { DevnetManifest } from '@airlock/protocol'
import { devnetManifest } from '@airlock/protocol/schemas'

// `src/` and the built `dist/` sit at the same depth, so this finds the package's devnet.json from
// either. (Bundlers and browsers can import `@airlock/devnet/devnet.json` directly.)
const manifestUrl = new URL('../devnet.json', import.meta.url)

export type ReadManifestParameters = {
  /** Ports the chains listen on, by chain id; rewrites their `rpcUrl`. Defaults to 8545/8546. */
  ports?: { [chainId: number]: number }
  /** Ports of the Solana chain; rewrite its `rpcUrl` and `wsUrl`. Defaults to 8899/8900. */
  solana?: { port?: number | undefined; wsPort?: number | undefined } | undefined
}

/**
 * The devnet manifest (`apps/devnet/devnet.json`): chains, contract addresses, tokens with
 * decimals and icons, NFT collections, pools and demo accounts, and the Solana chain's mints,
 * demo accounts, faucet and desk. Addresses are deterministic, so this is true of every devnet
 * before it even starts; only the RPC URLs depend on the ports.
 *
 * @param parameters - Ports to write into the chains' `rpcUrl`.
 * @returns A fresh, validated copy of the manifest.
 *
 * @example
 * import { readManifest } from '@airlock/devnet'
 * const { chains } = readManifest()
 * chains[0].contracts.uniswapV2Router02 // 0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6
 */
export function readManifest({ ports = {}, solana }: ReadManifestParameters = {}): DevnetManifest {
  const manifest = devnetManifest.parse(JSON.parse(readFileSync(manifestUrl, 'utf8')))
  for (const chain of manifest.chains) {
    const port = ports[chain.chainId]
    if (port !== undefined) chain.rpcUrl = `http://127.0.0.1:${port}`
  }
  if (manifest.solana && solana?.port !== undefined)
    manifest.solana.rpcUrl = `http://127.0.0.1:${solana.port}`
  if (manifest.solana && solana?.wsPort !== undefined)
    manifest.solana.wsUrl = `ws://127.0.0.1:${solana.wsPort}`
  return manifest
}
