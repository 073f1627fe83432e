import { swapSettings } from '@airlock/protocol'
import { formatUnits } from 'viem'
import type { Balance } from '../../api/createBlockchainApi.js'
import { createBlockchainApi } from '../../api/createBlockchainApi.js'
import { type ConvertApi, createConvertApi } from '../../api/createConvertApi.js'
import { SwapAmountError } from '../../errors/swap.js'
import { evmAddressOf } from '../../swap/evmAddressOf.js'
import { swapAmountUnits } from '../../swap/swapAmountUnits.js'
import type { SwapState, SwapToken } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'

/** What the swap needs of a wallet: the eip155 adapter's, or a test's. */
export type SwapWallet = {
  sendTransaction(parameters: {
    chainId: number
    to: `0x${string}`
    data: `0x${string}`
    value: bigint
    gas: bigint
  }): Promise<`0x${string}`>
  /** Whether the transaction succeeded, once mined. */
  waitForTransaction(hash: `0x${string}`, chainId: number): Promise<boolean>
  /** Whether the wallet sends atomic batches on the chain (EIP-5792); absent: it does not. */
  supportsAtomicBatch?: ((chainId: number) => Promise<boolean>) | undefined
  /** Sends the calls as one atomic batch and waits for it. */
  sendAtomicBatch?:
    | ((parameters: {
        chainId: number
        calls: readonly { to: `0x${string}`; data: `0x${string}`; value: bigint }[]
      }) => Promise<{ hash: `0x${string}`; succeeded: boolean }>)
    | undefined
}

export type CreateSwapSessionParameters = {
  /** The convert routes' client. Defaults to one for `airlock.config.apiUrl`. */
  api?: ConvertApi | undefined
  /** The account's balances on a chain. Defaults to the server's, read past its cache. */
  balances?:
    | ((parameters: { address: string; chainId: SwapChainId }) => Promise<Balance[]>)
    | undefined
  /** The wallet that sends. Defaults to the eip155 adapter. */
  wallet?: (() => Promise<SwapWallet>) | undefined
  /** The wallet that co-signs and sends a Solana desk swap. Defaults to the solana adapter. */
  solanaWallet?: (() => Promise<SolanaSwapWallet>) | undefined
  /** Pause after the last keystroke before a quote is asked for. Defaults to `300` ms. */
  quoteDelayMs?: number | undefined
}

/** What a Solana desk swap needs of a wallet: the solana adapter's, or a test's. */
export type SolanaSwapWallet = {
  /** Has the wallet add its signature to the wire transaction and send it; its signature. */
  sendTransaction(transaction: Uint8Array): Promise<string>
  /** Whether the transaction succeeded, once confirmed on the cluster (its CAIP-2 reference). */
  waitForTransaction(signature: string, reference: string): Promise<boolean>
}

/** A chain a swap is on: an EVM chain id, or a Solana cluster's CAIP-2 id. */
export type SwapChainId = number | `solana:${string}`

/** The account a swap is for: an EVM account, or a Solana one (desk swaps). */
export type SwapAccount =
  | { namespace: 'eip155'; address: `0x${string}`; chainId: number; account: string }
  | { namespace: 'solana'; address: string; chainId: `solana:${string}`; account: string }

/**
 * What the swap actions share between calls that is not state to show: the clients, which run is
 * current, the pending quote, and what the quote and approval promised. The swap's state itself
 * lives in the store (`swap`).
 */
export type SwapSession = {
  api: ConvertApi
  balances: (parameters: { address: string; chainId: SwapChainId }) => Promise<Balance[]>
  wallet: () => Promise<SwapWallet>
  solanaWallet: () => Promise<SolanaSwapWallet>
  quoteDelayMs: number
  current: SwapAccount | undefined
  initialising: { account: string; done: Promise<void> } | undefined
  initRun: number
  quoteRun: number
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  quoteAbort: AbortController | undefined
  /** The quote on screen, in base units: what the swap built later must honour. */
  quoted: { amount: bigint; minimumOut: bigint } | undefined
  /** The router the approval was for. */
  spender: `0x${string}` | undefined
  /** A Solana desk swap as built and checked: the wire transaction and until when it is offered. */
  solanaSwap: { transaction: Uint8Array; deadline: number } | undefined
}

/**
 * Creates the shared part of one swap: the actions of `actions/swap/` each take it.
 *
 * @param airlock - The client whose server and wallet the swap uses.
 * @param parameters - Optionally the API, balances and wallet to use, and the quote delay.
 * @returns A fresh session.
 *
 * @example
 * import { createSwapSession } from './createSwapSession.js'
 * const session = createSwapSession(airlock)
 */
export function createSwapSession(
  airlock: Airlock,
  {
    api = createConvertApi({ apiUrl: airlock.config.apiUrl, projectId: airlock.config.projectId }),
    balances = defaultBalances(airlock),
    wallet = () => airlock.eip155(),
    solanaWallet = () => airlock.adapter('solana'),
    quoteDelayMs = 300,
  }: CreateSwapSessionParameters = {},
): SwapSession {
  return {
    api,
    balances,
    wallet,
    solanaWallet,
    quoteDelayMs,
    current: undefined,
    initialising: undefined,
    initRun: 0,
    quoteRun: 0,
    quoteTimer: undefined,
    quoteAbort: undefined,
    quoted: undefined,
    spender: undefined,
    solanaSwap: undefined,
  }
}

function defaultBalances(airlock: Airlock) {
  const api = createBlockchainApi({
    apiUrl: airlock.config.apiUrl,
    projectId: airlock.config.projectId,
  })
  // Past the server's 30 s cache: the swap must see what the last swap left.
  return ({ address, chainId }: { address: string; chainId: SwapChainId }) =>
    api.balances({ address, chainId, forceUpdate: true })
}

/** The swap's state in the store. */
export const swapStateOf = (airlock: Airlock) => airlock.store.getState().swap

/** Changes part of the swap's state in the store. */
export const setSwapState = (airlock: Airlock, patch: Partial<SwapState>) =>
  airlock.store.setState((state) => ({ swap: { ...state.swap, ...patch } }))

/**
 * The native currency's placeholder address, as `@airlock/protocol`'s `nativeTokenAddress`. Not
 * imported: it sits beside zod schemas there, which would come into the browser's chunk with it.
 */
export const nativeTokenAddress = `0x${'e'.repeat(40)}`
/** SOL in the swap API: the wrapped-SOL mint, as Solana swap APIs name the native currency. */
export const solanaNativeMint = 'So11111111111111111111111111111111111111112'

export const isNative = (token: SwapToken) =>
  token.address.startsWith('solana:')
    ? token.address.endsWith(`:${solanaNativeMint}`)
    : evmAddressOf(token.address)?.toLowerCase() === nativeTokenAddress
export const contractOf = (token: SwapToken) =>
  isNative(token) ? undefined : evmAddressOf(token.address)
// Base58 mints are case-sensitive; EVM addresses are not.
export const sameToken = (a: SwapToken, b: SwapToken) =>
  a.address.startsWith('solana:') || b.address.startsWith('solana:')
    ? a.address === b.address
    : a.address.toLowerCase() === b.address.toLowerCase()

/** What a quote leaves in the state when there is none. */
export const noQuote = {
  toTokenAmount: '',
  maxSlippage: '',
  toTokenMinAmount: '',
  priceImpact: undefined,
  providerFee: undefined,
  quoteFailed: false,
  approvalTransaction: undefined,
  swapTransaction: undefined,
} satisfies Partial<SwapState>

/** `gasFee` in USD at `networkPrice`, or undefined without a price or an account. */
export function feeInUsd(
  airlock: Airlock,
  session: SwapSession,
  gasFee: bigint,
  networkPrice: number,
) {
  const { current } = session
  if (!(networkPrice > 0 && current)) return undefined
  const decimals =
    current.namespace === 'solana'
      ? 9
      : (airlock.config.networks.find((chain) => chain.id === current.chainId)?.nativeCurrency
          .decimals ?? 18)
  return Number(formatUnits(gasFee, decimals)) * networkPrice
}

/** The state's fee fields for `gasFee`. */
export const withFee = (airlock: Airlock, session: SwapSession, gasFee: bigint) => ({
  gasFee,
  gasPriceInUSD: feeInUsd(airlock, session, gasFee, swapStateOf(airlock).networkPrice),
})

/** The gas fee of a swap at the default estimate. */
const defaultGasFee = (gasPrice: bigint) => gasPrice * BigInt(swapSettings.defaultGasEstimate)

/**
 * A desk swap's fee in lamports: Solana's 5,000 per signature, and it carries two (the desk's
 * and the wallet's), both paid by the wallet, its fee payer.
 */
export const solanaSwapFee = 10_000n

/** Lamports Max leaves when selling SOL: two fees and the rent of a token account (≈0.00204 SOL). */
export const solanaSwapReserve = 2n * solanaSwapFee + 2_039_280n

/** The fee a swap is quoted with: the default gas estimate on EVM, two signatures on Solana. */
export const quotedSwapFee = (session: SwapSession, gasPrice: bigint) =>
  session.current?.namespace === 'solana' ? solanaSwapFee : defaultGasFee(gasPrice)

/** Drops the pending quote and what it promised. */
export function cancelQuote(session: SwapSession) {
  session.quoteRun++
  clearTimeout(session.quoteTimer)
  session.quoteAbort?.abort()
  session.quoteAbort = undefined
  session.quoted = undefined
  session.solanaSwap = undefined
}

/** What a swap of the current state is, or the error that says why there is none. */
export function swapOrder(airlock: Airlock, session: SwapSession) {
  const { sourceToken, toToken, sourceTokenAmount, inputError } = swapStateOf(airlock)
  const { current, quoted } = session
  const amount = sourceToken && swapAmountUnits(sourceTokenAmount, sourceToken.decimals)
  if (!current || !sourceToken || !toToken || !amount || !quoted || quoted.amount !== amount)
    throw new SwapAmountError({ amount: sourceTokenAmount })
  if (inputError) throw new SwapAmountError({ amount: sourceTokenAmount })
  return { ...current, sourceToken, toToken, amount, minimumOut: quoted.minimumOut }
}

/** `swapOrder` of an EVM account (the router's swap and approval). */
export function evmSwapOrder(airlock: Airlock, session: SwapSession) {
  const order = swapOrder(airlock, session)
  if (order.namespace !== 'eip155') throw new SwapAmountError({ amount: order.amount.toString() })
  return order
}

/**
 * Balances and activity are read again now, and twice more while the server's indexer, which
 * follows new blocks every second or so, catches up (as after a send).
 */
export function refreshPortfolio(airlock: Airlock) {
  const bump = () =>
    airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
  bump()
  setTimeout(bump, 1_500)
  setTimeout(bump, 3_500)
}
