// Checks an answer of the Blockchain API against its `@airlock/protocol` shape. Loaded by
// `createBlockchainApi` beside its first request rather than with the modal: the checks cost the
// modal's chunk nothing, and arrive while the request is under way.
import { blockchainChecks, ShapeError } from '@airlock/protocol'
import { BlockchainResponseError } from '../errors/blockchain.js'

type BlockchainChecks = typeof blockchainChecks

/**
 * Checks `body`, the answer of `url`, with the protocol's check `name`.
 *
 * @param name - Which answer: `balanceResponse`, `historyResponse` or `nftsResponse`.
 * @param body - The parsed JSON body.
 * @param url - The request, for the error.
 * @returns The body, its unknown fields dropped.
 * @throws BlockchainResponseError when the body is not of the shape.
 *
 * @example
 * import { checkBlockchainAnswer } from './blockchainChecks.js'
 * const { balances } = checkBlockchainAnswer('balanceResponse', await response.json(), url)
 */
export function checkBlockchainAnswer<name extends keyof BlockchainChecks>(
  name: name,
  body: unknown,
  url: string,
): ReturnType<BlockchainChecks[name]> {
  try {
    return blockchainChecks[name](body, '') as ReturnType<BlockchainChecks[name]>
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error
    throw new BlockchainResponseError({ url, details: error.message })
  }
}
