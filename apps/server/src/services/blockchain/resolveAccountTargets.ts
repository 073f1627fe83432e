import { isEvmAddress } from '@airlock/protocol'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import { findChain } from '../../blockchain/findChain.js'
import { InvalidAccountAddressError } from '../../errors/blockchain.js'
import { SolanaNamespaceMismatchError } from '../../errors/solana.js'
import type { SolanaContext } from '../../solana/createSolanaContexts.js'
import { looksLikeSolanaAddress, parseSolanaAddress } from '../../solana/parseSolanaAddress.js'

/** The chains an account route reads, and the account in their namespace's spelling. */
export type AccountTargets =
  | { namespace: 'eip155'; address: string; targets: readonly ChainContext[] }
  | { namespace: 'solana'; address: string; targets: readonly SolanaContext[] }

export type ResolveAccountTargetsParameters = {
  evm: ReadonlyMap<string, ChainContext>
  solana: ReadonlyMap<string, SolanaContext>
  /** The `{address}` of the path. */
  address: string
  /** The `chainId` query parameter. */
  chainId: string | undefined
}

/**
 * Which chains an account route reads: the one `chainId` names, or, without it, every chain of the
 * address's namespace (0x → EVM, base58 → Solana). The address is checked for that namespace: an
 * EVM address lower-cased, a Solana one decoded (any account: a balance may be a PDA's).
 *
 * @returns The namespace, the address and the chains.
 * @throws {InvalidAccountAddressError} 400: neither an EVM nor a Solana address.
 * @throws {InvalidSolanaAddressError} 400: not 32–44 base58 characters decoding to 32 bytes.
 * @throws {SolanaNamespaceMismatchError} 400: an address of the other namespace than `chainId`.
 * @throws {InvalidChainIdParameterError | UnsupportedChainError} 400, as `findChain`.
 *
 * @example
 * import { resolveAccountTargets } from './services/blockchain/resolveAccountTargets.js'
 * const { namespace, address, targets } = await resolveAccountTargets({ evm, solana, address, chainId })
 */
export async function resolveAccountTargets({
  evm,
  solana,
  address,
  chainId,
}: ResolveAccountTargetsParameters): Promise<AccountTargets> {
  if (chainId?.startsWith('solana:')) {
    if (!solana.has(chainId)) findChain(everyChain(evm, solana), chainId)
    if (isEvmAddress(address)) throw new SolanaNamespaceMismatchError({ address, chainId })
    const target = findChain(solana, chainId)
    return { namespace: 'solana', address: await parseSolanaAddress(address), targets: [target] }
  }
  if (chainId === undefined && !isEvmAddress(address) && looksLikeSolanaAddress(address))
    return {
      namespace: 'solana',
      address: await parseSolanaAddress(address),
      targets: [...solana.values()],
    }
  if (!isEvmAddress(address) && chainId && looksLikeSolanaAddress(address))
    throw new SolanaNamespaceMismatchError({ address, chainId })
  const lower = evmAccountAddress(address)
  // An unknown chain is refused naming every served chain, Solana's too.
  if (chainId !== undefined && !evm.has(chainId)) findChain(everyChain(evm, solana), chainId)
  return {
    namespace: 'eip155',
    address: lower,
    targets: chainId === undefined ? [...evm.values()] : [findChain(evm, chainId)],
  }
}

/**
 * The `{address}` of a path as an EVM account: lower case with `0x`.
 *
 * @throws {InvalidAccountAddressError} 400 when it is not an EVM address.
 *
 * @example
 * evmAccountAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x70997970c5…79c8'
 */
export function evmAccountAddress(value: string): string {
  if (!isEvmAddress(value)) throw new InvalidAccountAddressError({ value })
  return `0x${value.replace(/^0x/, '').toLowerCase()}`
}

// Every served chain, for a refusal that names them all.
function everyChain(
  evm: ReadonlyMap<string, unknown>,
  solana: ReadonlyMap<string, unknown>,
): ReadonlyMap<string, unknown> {
  return new Map<string, unknown>([...evm, ...solana])
}
