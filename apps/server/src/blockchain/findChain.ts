import { parseCaipNetworkId } from '@airlock/protocol'
import { InvalidChainIdParameterError, UnsupportedChainError } from '../errors/blockchain.js'

/**
 * Finds the chain a `chainId` query parameter names.
 *
 * @param contexts - From `createChainContexts` (or `createSolanaContexts`).
 * @param value - The parameter, such as `eip155:31337`.
 * @returns The chain's context.
 * @throws {InvalidChainIdParameterError} 400 when it is missing or not a CAIP-2 id.
 * @throws {UnsupportedChainError} 400 naming a chain this server does not serve.
 *
 * @example
 * import { findChain } from './blockchain/findChain.js'
 * const { chain, client } = findChain(contexts, c.req.query('chainId'))
 */
export function findChain<context>(
  contexts: ReadonlyMap<string, context>,
  value: string | undefined,
): context {
  if (value === undefined || value === '')
    throw new InvalidChainIdParameterError({ value: undefined })
  try {
    parseCaipNetworkId(value)
  } catch {
    throw new InvalidChainIdParameterError({ value })
  }
  const context = contexts.get(value)
  if (!context) throw new UnsupportedChainError({ chainId: value, supported: [...contexts.keys()] })
  return context
}
