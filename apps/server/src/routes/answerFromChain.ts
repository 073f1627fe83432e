import type { ErrorBody } from '@airlock/protocol'
import type { Context } from 'hono'
import { isClientError } from '../errors/http.js'

/**
 * Runs a step that reads the chain. A client error passes on (4xx); anything else means the node
 * did not answer as a node should: 502 with the spec's message for the step, not a 500.
 *
 * @param c - The request's context.
 * @param context - The chain read (an EVM chain's or a Solana cluster's context).
 * @param message - The spec's message for the step.
 * @param step - Reads the chain; its answer is sent as JSON.
 * @returns The answer, or the 502.
 *
 * @example
 * import { answerFromChain } from './routes/answerFromChain.js'
 * return answerFromChain(c, chain, userMessages.initializeSwapFailed, () => listSwapTokens(chain))
 */
export async function answerFromChain(
  c: Context,
  context: { chain: { caipNetworkId: string } },
  message: string,
  step: () => Promise<object>,
): Promise<Response> {
  try {
    return c.json(await step())
  } catch (error) {
    if (isClientError(error)) throw error
    const body: ErrorBody = {
      name: 'ChainUnavailableError',
      message,
      details: `No answer from the node of ${context.chain.caipNetworkId}.`,
    }
    return c.json(body, 502)
  }
}
