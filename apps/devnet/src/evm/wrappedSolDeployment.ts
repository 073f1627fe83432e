import { type Address, getContractAddress, type Hex, keccak256, toBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

// Wrapped SOL on the devnet's EVM chains: an ERC-20 and its pool against USDC, the pool that
// prices SOL (the server's default `SOL_PRICE_TOKEN`), as Wormhole's SOL and its pools do on
// Ethereum. A key of its own deploys them after everything else, so no address, nonce or block
// of the rest of the seed moves.

/** The wrapped-SOL deployer key: public by design (derived from a fixed phrase), dev only. */
export const wrappedSolDeployerKey: Hex = keccak256(toBytes('airlock devnet wrapped sol deployer'))

/** The address of {@link wrappedSolDeployerKey}: deployer of the token, holder of the pool's liquidity. */
export const wrappedSolDeployer: Address = privateKeyToAddress(wrappedSolDeployerKey)

/**
 * The token: a `DevToken` (open `mint`) with SOL's 9 decimals, as Wormhole's SOL on Ethereum has,
 * so amounts read the same on both sides. Not in the chains' token lists: no demo account holds
 * any, and it exists to price SOL.
 */
export const wrappedSolDefinition = { name: 'Wrapped SOL', symbol: 'WSOL', decimals: 9 } as const

/** The WSOL/USDC pool's initial liquidity, in whole tokens: SOL at 150 USD, the desk's reference. */
export const wrappedSolPool = { wsol: 10_000, usdc: 1_500_000 } as const

/**
 * The wrapped-SOL token's address on every devnet chain: the deployer's first contract.
 *
 * @returns The token's address.
 *
 * @example
 * import { wrappedSolAddress } from './wrappedSolDeployment.js'
 * wrappedSolAddress() // the manifest's `contracts.wsol`
 */
export function wrappedSolAddress(): Address {
  return getContractAddress({ from: wrappedSolDeployer, nonce: 0n })
}
