import type { IdentityResponse } from '@airlock/protocol'
import { type Address, type Chain, createPublicClient, http } from 'viem'

export type CreateEnsIdentityLookupParameters = {
  /** The RPC URL of the chain whose ENS answers: mainnet's `RPC_URL_1` in production. */
  rpcUrl: string
  /**
   * The chain, with its ENS universal resolver (`contracts.ensUniversalResolver`). Defaults to
   * Ethereum mainnet (viem's `mainnet`); the devnet's ENS deployment in tests.
   */
  chain?: Chain | undefined
  /** How long one lookup may take before it counts as none. Defaults to 3 s. */
  timeoutMs?: number | undefined
}

/** An address's ENS primary name and avatar, as `/v1/identity` answers them. */
export type EnsIdentityLookup = (address: Address) => Promise<IdentityResponse>

/**
 * ENS names from elsewhere for `/v1/identity`: the address's primary name through the chain's
 * universal resolver (`getEnsName`, which checks that the name resolves back to the address;
 * CCIP-Read answered as any ENS client does) and its `avatar` text record. The avatar is given as
 * the record holds it when it is an `https:` or `data:image/` URL, none otherwise: the server
 * fetches nothing a record points at (an NFT's metadata, an IPFS gateway) on a visitor's behalf.
 *
 * @param parameters - The chain's RPC URL and, for another chain than mainnet, the chain.
 * @returns The lookup. It rejects when the chain does not answer (the caller keeps nothing then).
 *
 * @example
 * import { createEnsIdentityLookup } from './names/createEnsIdentityLookup.js'
 * const ens = createEnsIdentityLookup({ rpcUrl: process.env.RPC_URL_1 })
 * await ens('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // { name: 'vitalik.eth', avatar: … }
 */
export function createEnsIdentityLookup({
  rpcUrl,
  chain,
  timeoutMs = 3_000,
}: CreateEnsIdentityLookupParameters): EnsIdentityLookup {
  const clientOf = (chain: Chain) =>
    createPublicClient({
      chain,
      transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
      // One lookup's calls go out as they come: the universal resolver does the batching.
      batch: { multicall: false },
    })
  // `viem/chains` loads every chain viem knows (hundreds of modules): only at the first lookup.
  let client: Promise<ReturnType<typeof clientOf>> | undefined
  return async (address) => {
    client ??= chain
      ? Promise.resolve(clientOf(chain))
      : import('viem/chains').then(({ mainnet }) => clientOf(mainnet))
    const ens = await client
    const name = await ens.getEnsName({ address })
    if (!name) return { name: null, avatar: null }
    const avatar = await ens.getEnsText({ name, key: 'avatar' })
    return { name, avatar: avatar && /^(https:|data:image\/)/i.test(avatar) ? avatar : null }
  }
}
