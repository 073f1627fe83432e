import type { ErrorBody, HistoryResponse } from '@airlock/protocol'
import type { Context } from 'hono'
import { OnRampProviderUnavailableError, UnknownOnRampProviderError } from '../errors/onramp.js'
import type { OnRampProvider } from './onRampProvider.js'

export type AnswerOnRampHistoryParameters = {
  providers: readonly OnRampProvider[]
  /** The `onramp` query parameter: a provider id. */
  provider: string
  /** The account: an EVM address, or a Solana one. */
  address: string
  /** The `chainId` query parameter (already checked), or `undefined` for every chain. */
  chainId: string | undefined
}

/**
 * Answers `GET /v1/account/{address}/history?onramp=<provider>`: the provider's purchases for the
 * address instead of the index, newest first, in one page (`next: null`), optionally of one
 * chain. A provider that does not answer gives 502.
 *
 * @param c - The request's context.
 * @param parameters - Providers, the requested one, the account and chain.
 * @returns The response.
 * @throws {UnknownOnRampProviderError} 400 naming a provider this server does not have.
 *
 * @example
 * import { answerOnRampHistory } from '../onramp/answerOnRampHistory.js'
 * if (query.onramp) return answerOnRampHistory(c, { providers, provider: query.onramp, address, chainId })
 */
export async function answerOnRampHistory(
  c: Context,
  { providers, provider: id, address, chainId }: AnswerOnRampHistoryParameters,
): Promise<Response> {
  const provider = providers.find((candidate) => candidate.id === id.trim().toLowerCase())
  if (!provider)
    throw new UnknownOnRampProviderError({
      value: id,
      configured: providers.map((candidate) => candidate.id),
    })
  try {
    const purchases = await provider.purchases(address)
    const page: HistoryResponse = {
      data: purchases.filter((item) => chainId === undefined || item.metadata.chain === chainId),
      next: null,
    }
    return c.json(page)
  } catch (error) {
    if (!(error instanceof OnRampProviderUnavailableError)) throw error
    const body: ErrorBody = {
      name: error.name,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    }
    return c.json(body, 502)
  }
}
