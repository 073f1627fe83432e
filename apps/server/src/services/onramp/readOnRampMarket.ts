import { nativeTokenAddress, userMessages } from '@airlock/protocol'
import type { Address } from 'viem'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import { readFungiblePrices } from '../../blockchain/readFungiblePrices.js'
import { isClientError } from '../../errors/http.js'
import { OnRampChainUnavailableError, OnRampPriceUnavailableError } from '../../errors/onramp.js'

export type OnRampMarket = {
  decimals: number
  native: boolean
  assetUsd: number
  nativeUsd: number
  gasPriceWei: bigint
  /** Where the delivery's fee is not gas × gas price: in base units of the native currency. */
  deliveryFee?: bigint | undefined
  /** The native currency's decimals, when not 18. */
  nativeDecimals?: number | undefined
}

/**
 * The token's decimals and price, the native price and the gas price, from the chain itself.
 *
 * @param contexts - The served chains.
 * @param network - The provider's network entry of the purchase currency.
 * @param currency - The purchase currency, for errors.
 * @returns What a quote is priced with.
 * @throws {OnRampPriceUnavailableError} 4xx for a chain not served or a token without a pool.
 * @throws {OnRampChainUnavailableError} 502 when the chain does not answer.
 *
 * @example
 * import { readOnRampMarket } from './services/onramp/readOnRampMarket.js'
 * const market = await readOnRampMarket(contexts, network, 'USDC')
 */
export async function readOnRampMarket(
  contexts: ReadonlyMap<string, ChainContext>,
  network: { name: string; chain_id: string; contract_address: string },
  currency: string,
): Promise<OnRampMarket> {
  const chainId = `eip155:${network.chain_id}`
  const context = contexts.get(chainId)
  if (!context)
    throw new OnRampPriceUnavailableError({
      currency,
      network: network.name,
      reason: `This server does not serve ${chainId}; set RPC_URL_${network.chain_id} to quote there.`,
    })
  const native = network.contract_address === ''
  const token = (native ? nativeTokenAddress : network.contract_address) as Address
  try {
    const [prices, gasPriceWei, described] = await Promise.all([
      readFungiblePrices(contexts, [`${chainId}:${token}`, `${chainId}:${nativeTokenAddress}`]),
      context.client.getGasPrice(),
      native ? undefined : context.tokens.describe([token]),
    ])
    const [asset, nativeCurrency] = prices.fungibles
    const decimals = native
      ? context.chain.nativeCurrency.decimals
      : (described?.get(token.toLowerCase())?.decimals ?? 18)
    if (!asset?.price || !nativeCurrency?.price)
      throw new OnRampPriceUnavailableError({
        currency,
        network: network.name,
        reason: `The chain has no Uniswap V2 pool that prices ${asset?.price ? nativeCurrency?.symbol : currency}.`,
      })
    return { decimals, native, assetUsd: asset.price, nativeUsd: nativeCurrency.price, gasPriceWei }
  } catch (error) {
    if (isClientError(error)) throw error
    throw new OnRampChainUnavailableError({
      chainId,
      message: userMessages.fetchNetworkTokenPriceFailed,
      cause: error,
    })
  }
}
