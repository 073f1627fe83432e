import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  type Hex,
  http,
  isAddressEqual,
  isErc6492Signature,
  type PublicClient,
  parseAbi,
  parseErc6492Signature,
} from 'viem'
import type { ChainConfig } from '../config/loadConfig.js'

/**
 * Our `SessionAccountFactory` (apps/devnet/contracts/SessionAccount.sol), placed by the
 * deterministic deployer with salt 0: the same address on every chain. The embedded wallet's smart
 * account is `getAddress(owner, 0)` there (apps/secure's `createSmartAccounts`).
 */
export const sessionAccountFactoryAddress: Address = '0xBf15aE8114A11fcEA1eCE5fEC72410173f385c8c'

const abi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function owner() view returns (address)',
])

/**
 * The owner of `address` when it is the embedded wallet's smart account of that owner: the
 * candidate owner comes from the ERC-6492 wrapper's `createAccount(owner, salt)` (not deployed
 * yet) or from the account's `owner()` (deployed), and counts only when the factory computes
 * `address` for it with salt 0, so a contract of anyone else's that claims an owner does not.
 *
 * @param parameters - The chain's client, the account and the signature it gave.
 * @returns The owner, or `undefined`.
 *
 * @example
 * import { smartAccountOwner } from './names/smartAccountOwner.js'
 * await smartAccountOwner({ client, address, signature }) // '0x…' (the key's own address)
 */
export async function smartAccountOwner({
  client,
  address,
  signature,
}: {
  client: Pick<PublicClient, 'readContract'>
  address: Address
  signature: Hex
}): Promise<Address | undefined> {
  let owner: Address | undefined
  try {
    if (isErc6492Signature(signature)) {
      const wrapped = parseErc6492Signature(signature)
      if (!wrapped.address || !isAddressEqual(wrapped.address, sessionAccountFactoryAddress))
        return undefined
      const call = decodeFunctionData({ abi, data: wrapped.data ?? '0x' })
      if (call.functionName !== 'createAccount') return undefined
      owner = call.args[0]
    } else {
      owner = await client.readContract({ address, abi, functionName: 'owner' })
    }
    const computed = await client.readContract({
      address: sessionAccountFactoryAddress,
      abi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    return isAddressEqual(computed, address) ? owner : undefined
  } catch {
    return undefined
  }
}

/** Finds the owner of an embedded wallet's smart account on a chain the server serves. */
export type SmartAccountOwners = (parameters: {
  chainId: number
  address: Address
  signature: Hex
}) => Promise<Address | undefined>

/**
 * `smartAccountOwner` over one public client per served chain (made on first use).
 *
 * @param parameters - The chains, from `config.chains`.
 * @returns The lookup; `undefined` on a chain the server does not serve.
 *
 * @example
 * import { createSmartAccountOwners } from './names/smartAccountOwner.js'
 * const owners = createSmartAccountOwners({ chains: config.chains })
 * await owners({ chainId: 31337, address, signature })
 */
export function createSmartAccountOwners({
  chains,
  timeoutMs = 5_000,
}: {
  chains: readonly Pick<ChainConfig, 'chainId' | 'rpcUrl'>[]
  timeoutMs?: number
}): SmartAccountOwners {
  const clients = new Map<number, PublicClient>()
  return async ({ chainId, address, signature }) => {
    const chain = chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: timeoutMs }) })
      clients.set(chainId, client)
    }
    return smartAccountOwner({ client, address, signature })
  }
}
