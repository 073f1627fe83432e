import { type FungiblePriceResponse, nativeTokenAddress, parseCaipAddress } from '@airlock/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import { InvalidTokenAddressError, UnsupportedChainError } from '../errors/blockchain.js'
import type { ChainContext } from './createChainContexts.js'
import type { CallResult } from './createPriceOracle.js'

/**
 * Prices tokens in USD from the chains' Uniswap V2 pools (see `createPriceOracle`): one multicall
 * of reserves per chain. `0xeeee…eeee` stands for a chain's native currency, priced as its wrapped
 * token. Tokens outside the chain's list are named from their contract.
 *
 * @param contexts - The served chains, by CAIP-2 id.
 * @param addresses - CAIP-10 ids of the tokens, such as `eip155:31337:0xe7f1…0512`.
 * @returns One entry per address, in the same order.
 * @throws {InvalidTokenAddressError} 400 for an id that is not CAIP-10 of an EVM address.
 * @throws {UnsupportedChainError} 400 for a chain this server does not serve.
 *
 * @example
 * import { readFungiblePrices } from './blockchain/readFungiblePrices.js'
 * const { fungibles } = await readFungiblePrices(contexts, ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])
 */
export async function readFungiblePrices(
  contexts: ReadonlyMap<string, ChainContext>,
  addresses: readonly string[],
): Promise<FungiblePriceResponse> {
  const wanted = addresses.map((value) => {
    let parsed: ReturnType<typeof parseCaipAddress>
    try {
      parsed = parseCaipAddress(value)
    } catch {
      throw new InvalidTokenAddressError({ value })
    }
    if (parsed.namespace !== 'eip155' || !isAddress(parsed.address, { strict: false }))
      throw new InvalidTokenAddressError({ value })
    const chainId = `${parsed.namespace}:${parsed.reference}`
    const context = contexts.get(chainId)
    if (!context) throw new UnsupportedChainError({ chainId, supported: [...contexts.keys()] })
    return { context, address: getAddress(parsed.address) }
  })

  const perChain = new Map<ChainContext, Address[]>()
  for (const { context, address } of wanted)
    if (address.toLowerCase() !== nativeTokenAddress)
      perChain.set(context, [...(perChain.get(context) ?? []), address])
    else if (!perChain.has(context)) perChain.set(context, [])

  const answers = new Map<
    ChainContext,
    {
      prices: Map<Address, number>
      tokens: Awaited<ReturnType<ChainContext['tokens']['describe']>>
    }
  >()
  await Promise.all(
    [...perChain].map(async ([context, tokens]) => {
      const [described, plan] = await Promise.all([
        context.tokens.describe(tokens),
        context.oracle.plan(tokens),
      ])
      const calls = context.oracle.reserveCalls(plan)
      const results =
        calls.length === 0
          ? []
          : ((await context.client.multicall({
              contracts: calls,
              allowFailure: true,
              multicallAddress: context.chain.multicall3,
              batchSize: 0,
            })) as CallResult[])
      const priced = tokens.map((address) => ({
        address,
        decimals: described.get(address.toLowerCase())?.decimals ?? 18,
      }))
      if (context.chain.pricing)
        priced.push({ address: context.chain.pricing.wrappedNative, decimals: 18 })
      answers.set(context, {
        prices: context.oracle.prices(plan, results, priced),
        tokens: described,
      })
    }),
  )

  return {
    fungibles: wanted.map(({ context, address }) => {
      const answer = answers.get(context)
      if (address.toLowerCase() === nativeTokenAddress) {
        const { name, symbol, iconUrl } = context.chain.nativeCurrency
        const wrapped = context.chain.pricing?.wrappedNative
        return { name, symbol, iconUrl, price: (wrapped && answer?.prices.get(wrapped)) || 0 }
      }
      const token = answer?.tokens.get(address.toLowerCase())
      return {
        name: token?.name ?? 'Unknown token',
        symbol: token?.symbol ?? '?',
        iconUrl: token?.iconUrl ?? '',
        price: answer?.prices.get(address) ?? 0,
      }
    }),
  }
}
