/** A token the swap offers, with what the connected account holds of it and its USD price. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency's is `eip155:<chain>:0xeeee…eeee`. */
  address: string
  decimals: number
  /** Image URL; `''` when the token has none. */
  logoUri: string
  /** USD per whole token; `0` while unknown. */
  price: number
  /** What the account holds, in whole tokens (`'1.5'`); `'0'` when none. */
  balance: string
}

/**
 * Where the swap is (SPEC §4): reading tokens and balances, prices, a quote, the approval or the
 * swap transaction, or waiting for the person.
 */
export type SwapStatus =
  | 'initialising'
  | 'loadingPrices'
  | 'loadingQuote'
  | 'loadingApproval'
  | 'loadingTransaction'
  | 'idle'

/** A transaction the wallet is asked to send, as the server built it and the client checked it. */
export type SwapTransaction = {
  to: `0x${string}`
  data: `0x${string}`
  /** Wei sent along. */
  value: bigint
  gas: bigint
}

/** What `open({ view: 'Swap', arguments })` presets: token symbols and an amount of `fromToken`. */
export type SwapArguments = {
  /** Symbol of the token to sell, such as `'ETH'`. */
  fromToken?: string | undefined
  /** Symbol of the token to buy, such as `'USDC'`. */
  toToken?: string | undefined
  /** Amount of `fromToken`, as typed (`'0.1'`). */
  amount?: string | undefined
}

/** The Swap views' state (SPEC §3 "Swap state"), kept in the Airlock store. */
export type SwapState = {
  status: SwapStatus
  /** The account and chain (CAIP-10 of the account) the tokens and balances are of. */
  account: string | undefined
  /** Every token that can be swapped on the chain. */
  tokens: readonly SwapToken[]
  /** The tokens of `tokens` the account holds, most valuable first ("Your tokens"). */
  myTokens: readonly SwapToken[]
  /** The other tokens, well-known ones first ("Popular"). */
  popularTokens: readonly SwapToken[]
  sourceToken: SwapToken | undefined
  /** As typed: digits and one decimal separator. */
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken: SwapToken | undefined
  /** The quote's output in whole tokens, every decimal kept; `''` without a quote. */
  toTokenAmount: string
  toTokenPriceInUSD: number
  /** USD per whole native token, for the network fee. */
  networkPrice: number
  /** Gas price the quote and fee assume, in wei. */
  gasPrice: bigint
  /** Network fee of the swap in wei: its gas (150,000 until built) × `gasPrice`. */
  gasFee: bigint
  /** `gasFee` in USD; undefined while the native price is unknown. */
  gasPriceInUSD: number | undefined
  /** How far the pools' price moves against the trade, in percent. */
  priceImpact: number | undefined
  /** Slippage allowed, in percent (1). */
  slippage: number
  /** What slippage may take from `toTokenAmount`, in whole output tokens. */
  maxSlippage: string
  /** `toTokenAmount` less `maxSlippage`: the least the swap accepts. */
  toTokenMinAmount: string
  /** The provider's fee in whole source tokens, as the quote reports it. */
  providerFee: string | undefined
  /** Why the amount cannot be swapped as it is ('Insufficient balance'…), shown on the button. */
  inputError: string | undefined
  /**
   * The server could not give a price (unreachable, a 5xx, an unreadable answer): the amount is
   * not at fault; the views offer to ask again (`retryQuote`).
   */
  quoteFailed: boolean
  /** The approval to send before the swap, once the preview found the allowance short. */
  approvalTransaction: SwapTransaction | undefined
  /** The swap, once built. */
  swapTransaction: SwapTransaction | undefined
}
