import type {
  ConvertBuildResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
} from '@airlock/protocol'
import type { Address } from '@solana/kit'
import {
  InvalidSwapAmountError,
  SameSwapTokensError,
  SwapNetworkUnsupportedError,
} from '../../errors/swap.js'
import type { SolanaContext } from '../../solana/createSolanaContexts.js'
import { createSolanaDesk, type SolanaDesk } from '../../solana/desk/createSolanaDesk.js'
import {
  type SolanaDeskToken,
  solanaDeskTokenOf,
  solanaDeskTokens,
} from '../../solana/desk/solanaDeskTokens.js'
import { parseSolanaAddress } from '../../solana/parseSolanaAddress.js'
import { parseSwapAmount } from '../../swap/parseSwapAmount.js'

/** One Solana cluster with a desk, as the swap routes use it. */
type SolanaSwapChain = { context: SolanaContext; desk: SolanaDesk }

/** The swap API's answers on Solana clusters (desk swaps), in the EVM routes' wire shapes. */
export type SolanaConvert = {
  /** The clusters with a desk, CAIP-2 ids. */
  served: readonly string[]
  context(caipNetworkId: string): SolanaContext | undefined
  tokens(caipNetworkId: string): ConvertTokensResponse
  quote(query: SolanaSwapQuery): Promise<ConvertQuotesResponse>
  build(query: SolanaSwapQuery): Promise<ConvertBuildResponse>
}

/** `amount`, `from`, `to` and `userAddress` as sent (query or body). */
export type SolanaSwapQuery = {
  amount?: string | undefined
  from?: string | undefined
  to?: string | undefined
  userAddress?: string | undefined
}

/**
 * The swap API over the Solana clusters that have a desk (`createSolanaDesk`): tokens are
 * `solana:<ref>:<mint>` (SOL as the wrapped-SOL mint), amounts base units. A quote is firm at the
 * reference prices (no price impact: the desk pays from inventory); a build returns the
 * desk-signed transaction in `tx.data` with `tx.solana` telling how to send it.
 *
 * @param solana - The clusters served.
 * @returns The answers.
 *
 * @example
 * const swaps = createSolanaConvert(solana)
 * await swaps.quote({ amount: '1000000000', from: `${id}:So111…112`, to: `${id}:5VVS…mu5g` })
 */
export function createSolanaConvert(solana: ReadonlyMap<string, SolanaContext>): SolanaConvert {
  const chains = new Map<string, SolanaSwapChain>()
  for (const [id, context] of solana)
    if (context.chain.desk) chains.set(id, { context, desk: createSolanaDesk(context) })
  const served = [...chains.keys()]

  const chainOf = (caipNetworkId: string): SolanaSwapChain => {
    const chain = chains.get(caipNetworkId)
    if (!chain) throw new SwapNetworkUnsupportedError({ chainId: caipNetworkId, served })
    return chain
  }
  const caip = (chain: SolanaSwapChain, token: SolanaDeskToken) =>
    `${chain.context.chain.caipNetworkId}:${token.address}`

  /** The cluster, the two tokens and the amount of a quote or build. */
  const parse = async (query: SolanaSwapQuery) => {
    const amount = parseSwapAmount(query.amount)
    if (amount >= 2n ** 64n)
      throw new InvalidSwapAmountError({ value: query.amount, reason: 'larger than a u64' })
    const chain = chainOf(/^solana:[^:]*/.exec(query.from ?? '')?.[0] ?? '')
    // At SOL's price now, from the same price source as the balances.
    const priced = await chain.context.pricedChain()
    const from = solanaDeskTokenOf(priced, query.from, 'from')
    const to = solanaDeskTokenOf(priced, query.to, 'to')
    if (from.address === to.address) throw new SameSwapTokensError({ value: query.to ?? '' })
    return { amount, chain, from, to }
  }

  return {
    served,
    context: (caipNetworkId) => chains.get(caipNetworkId)?.context,
    tokens(caipNetworkId) {
      const chain = chainOf(caipNetworkId)
      return {
        tokens: solanaDeskTokens(chain.context.chain).map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip(chain, token),
          decimals: token.decimals,
          logoUri: token.iconUrl,
        })),
      }
    },
    async quote(query) {
      const { amount, chain, from, to } = await parse(query)
      if (query.userAddress) await parseSolanaUser(query.userAddress, chain)
      const amountOut = await chain.desk.quote(from, to, amount)
      return {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: caip(chain, from),
            toAmount: amountOut.toString(),
            toAccount: caip(chain, to),
            path: [from.address, to.address],
            priceImpact: 0,
          },
        ],
      }
    },
    async build(query) {
      const { amount, chain, from, to } = await parse(query)
      const user = await parseSolanaUser(query.userAddress, chain)
      const built = await chain.desk.build({ from, to, amount, user })
      const id = chain.context.chain.caipNetworkId
      return {
        tx: {
          from: `${id}:${user}`,
          to: `${id}:${built.desk}`,
          data: built.transaction,
          amount: from.native ? amount.toString() : '0',
          solana: {
            encoding: 'base64',
            blockhash: built.blockhash,
            lastValidBlockHeight: built.lastValidBlockHeight.toString(),
          },
        },
        toAmount: built.amountOut.toString(),
        // The desk's price is firm: what the transaction pays is exactly the quote.
        toAmountMin: built.amountOut.toString(),
        deadline: built.deadline,
      }
    },
  }
}

/** `userAddress`: a wallet on the cluster, bare or as its CAIP-10 id. */
async function parseSolanaUser(
  value: string | undefined,
  chain: SolanaSwapChain,
): Promise<Address> {
  const prefix = `${chain.context.chain.caipNetworkId}:`
  const bare = value?.startsWith(prefix) ? value.slice(prefix.length) : (value ?? '')
  return parseSolanaAddress(bare, { wallet: true })
}
