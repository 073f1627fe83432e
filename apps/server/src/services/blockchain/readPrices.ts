import { userMessages } from '@airlock/protocol'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import { readFungiblePrices } from '../../blockchain/readFungiblePrices.js'
import { isClientError } from '../../errors/http.js'
import { chainUnavailable } from './chainUnavailable.js'

/**
 * `POST /v1/fungible/price`'s answer: the prices, or a 502 body when the chains did not answer
 * (a client's mistake still throws its 4xx).
 *
 * @example
 * const answer = await readPrices(contexts, body.addresses)
 */
export async function readPrices(
  contexts: ReadonlyMap<string, ChainContext>,
  addresses: readonly string[],
) {
  try {
    return { ok: true as const, prices: await readFungiblePrices(contexts, addresses) }
  } catch (error) {
    if (isClientError(error)) throw error
    return {
      ok: false as const,
      body: chainUnavailable([...contexts.keys()], userMessages.fetchNetworkTokenPriceFailed),
    }
  }
}
