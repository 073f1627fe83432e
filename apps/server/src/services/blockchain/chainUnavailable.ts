import type { ErrorBody } from '@airlock/protocol'

/**
 * The 502 body for chains whose node did not answer: not the client's fault, and not a bug of
 * ours either.
 *
 * @param failed - The CAIP-2 ids of the chains that failed.
 * @param message - The text the person sees, such as "Token Balance Unavailable".
 * @returns The error body to answer with status 502.
 *
 * @example
 * import { chainUnavailable } from './services/blockchain/chainUnavailable.js'
 * return c.json(chainUnavailable(['eip155:31337'], userMessages.tokenBalanceUnavailable), 502)
 */
export function chainUnavailable(failed: readonly string[], message: string): ErrorBody {
  return {
    name: 'ChainUnavailableError',
    message,
    details: `No answer from the node of ${failed.join(', ')}.`,
  }
}
