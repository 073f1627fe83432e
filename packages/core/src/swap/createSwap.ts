import {
  BaseError,
  inputMessages,
  isNumericInput,
  swapSettings,
  userMessages,
} from '@airlock/protocol'
import { formatUnits } from 'viem'
import { type Balance, createBlockchainApi } from '../api/createBlockchainApi.js'
import { type ConvertApi, createConvertApi } from '../api/createConvertApi.js'
import {
  ConvertHttpError,
  SwapAllowanceError,
  SwapAmountError,
  SwapApprovalBuildError,
  SwapInitializeError,
  SwapNetworkPriceError,
  SwapNetworkUnsupportedError,
  SwapQuoteUnavailableError,
  SwapRejectedError,
  SwapTransactionBuildError,
  SwapTransactionError,
} from '../errors/swap.js'
import type { Airlock } from '../types/airlock.js'
import { isUserRejection } from '../utils/codeOf.js'
import { checkApproveTransaction } from './checkApproveTransaction.js'
import { checkSwapTransaction } from './checkSwapTransaction.js'
import { evmAddressOf } from './evmAddressOf.js'
import { initialSwapState } from './initialSwapState.js'
import { swapAmountUnits } from './swapAmountUnits.js'
import type { SwapArguments, SwapState, SwapToken, SwapTransaction } from './types.js'
import { validateSwapAmount } from './validateSwapAmount.js'

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
}

export type CreateSwapParameters = {
  airlock: Airlock
  /** The convert routes' client. Defaults to one for `airlock.config.apiUrl`. */
  api?: ConvertApi | undefined
  /** The account's balances on a chain. Defaults to the server's, read past its cache. */
  balances?: ((parameters: { address: string; chainId: number }) => Promise<Balance[]>) | undefined
  /** The wallet that sends. Defaults to the eip155 adapter. */
  wallet?: (() => Promise<SwapWallet>) | undefined
  /** Pause after the last keystroke before a quote is asked for. Defaults to `300` ms. */
  quoteDelayMs?: number | undefined
}

/** Which side of the swap a token is picked for. */
export type SwapTarget = 'sourceToken' | 'toToken'

/** The swap's actions; its state is `airlock.store.getState().swap`. */
export type Swap = {
  /**
   * Reads the chain's tokens, the account's balances, the gas price, then USD prices (SPEC §4:
   * initialising, loading prices). Sells the native token unless `preset` names others. Does
   * nothing when already done for this account, unless `preset` is given. Rejects with
   * 'Failed to initialize swap', 'Network not supported for Swaps' or, after the rest is
   * ready, 'Failed to fetch network token price'.
   */
  init(parameters: {
    address: `0x${string}`
    chainId: number
    preset?: SwapArguments | undefined
  }): Promise<void>
  /**
   * Takes a keystroke's value: refused (false) unless digits and one decimal separator. A quote
   * follows 300 ms after the last change; answers to older amounts are dropped.
   */
  setAmount(amount: string): boolean
  /** Sells the whole balance (the native token keeps enough for two swaps' gas). */
  setMax(): void
  /** Picks a token for one side; picking the other side's token switches them. */
  selectToken(target: SwapTarget, token: SwapToken): void
  /** Swaps the sides: what was bought is now sold, the quote's output becoming the amount. */
  switchTokens(): void
  /**
   * Readies the preview: checks the allowance and builds the approval when it is short, else
   * builds the swap; each checked before the wallet may see it. Rejects with the failed step's
   * error ('Failed to check allowance', 'Failed to create approval transaction', 'Failed to
   * create transaction', 'Please enter a valid amount').
   */
  prepare(): Promise<void>
  /**
   * Sends the approval (when needed) and waits for it, then builds, sends and waits for the swap.
   * On success the state resets and balances and activity are read again. Rejects with
   * `SwapRejectedError` when the person declines, `SwapTransactionError` ('Transaction error')
   * when a transaction fails, or a build error.
   */
  execute(): Promise<`0x${string}`>
  /** Back to the state before the first init; a pending quote is dropped. */
  reset(): void
}

// Tokens the model product suggests first, in its order: the "Popular" list follows it.
const suggested = [
  'ETH',
  'UNI',
  '1INCH',
  'AAVE',
  'SOL',
  'ADA',
  'AVAX',
  'DOT',
  'LINK',
  'NITRO',
  'GAIA',
  'MILK',
  'TRX',
  'NEAR',
  'GNO',
  'WBTC',
  'DAI',
  'WETH',
  'USDC',
  'USDT',
  'ARB',
  'BAL',
  'BICO',
  'CRV',
  'ENS',
  'MATIC',
  'OP',
]
const maxPricedTokens = 100
/**
 * The native currency's placeholder address, as `@airlock/protocol`'s `nativeTokenAddress`. Not
 * imported: it sits beside zod schemas there, which would come into the browser's chunk with it.
 */
const nativeTokenAddress = `0x${'e'.repeat(40)}`

const isNative = (token: SwapToken) =>
  evmAddressOf(token.address)?.toLowerCase() === nativeTokenAddress
const contractOf = (token: SwapToken) => (isNative(token) ? undefined : evmAddressOf(token.address))
const sameToken = (a: SwapToken, b: SwapToken) =>
  a.address.toLowerCase() === b.address.toLowerCase()
const worth = (token: SwapToken) => Number(token.balance) * token.price

/** What a quote leaves in the state when there is none. */
const noQuote = {
  toTokenAmount: '',
  maxSlippage: '',
  toTokenMinAmount: '',
  priceImpact: undefined,
  providerFee: undefined,
  approvalTransaction: undefined,
  swapTransaction: undefined,
} satisfies Partial<SwapState>

/**
 * Creates the swap of an Airlock client (SPEC §4 "Swap"): tokens and balances, amounts checked
 * as typed, debounced quotes from the server's Uniswap V2 router, then approval and swap sent
 * through the wallet, every transaction checked against what was asked for first. State lives
 * in the client's store (`swap`), so the views, and a dapp without React, read it there.
 *
 * @param parameters - The client, and optionally the API, balances and wallet to use.
 * @returns The swap's actions.
 *
 * @example
 * import { createSwap } from '@airlock/core'
 * const swap = createSwap({ airlock })
 * await swap.init({ address, chainId: 31337, preset: { fromToken: 'ETH', toToken: 'USDC' } })
 * swap.setAmount('0.1')
 */
export function createSwap({
  airlock,
  api = createConvertApi({ apiUrl: airlock.config.apiUrl, projectId: airlock.config.projectId }),
  balances = defaultBalances(airlock),
  wallet = () => airlock.eip155(),
  quoteDelayMs = 300,
}: CreateSwapParameters): Swap {
  const get = () => airlock.store.getState().swap
  const set = (patch: Partial<SwapState>) =>
    airlock.store.setState((state) => ({ swap: { ...state.swap, ...patch } }))

  let current: { address: `0x${string}`; chainId: number; account: string } | undefined
  let initialising: { account: string; done: Promise<void> } | undefined
  let initRun = 0
  let quoteRun = 0
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  /** The quote on screen, in base units: what the swap built later must honour. */
  let quoted: { amount: bigint; minimumOut: bigint } | undefined
  /** The router the approval was for. */
  let spender: `0x${string}` | undefined

  const nativeDecimals = (chainId: number) =>
    airlock.config.networks.find((chain) => chain.id === chainId)?.nativeCurrency.decimals ?? 18
  const feeInUsd = (gasFee: bigint, networkPrice: number) =>
    networkPrice > 0 && current
      ? Number(formatUnits(gasFee, nativeDecimals(current.chainId))) * networkPrice
      : undefined
  const withFee = (gasFee: bigint) => ({
    gasFee,
    gasPriceInUSD: feeInUsd(gasFee, get().networkPrice),
  })

  const cancelQuote = () => {
    quoteRun++
    clearTimeout(quoteTimer)
    quoteAbort?.abort()
    quoteAbort = undefined
    quoted = undefined
  }

  const scheduleQuote = () => {
    cancelQuote()
    const { sourceToken, toToken, sourceTokenAmount } = get()
    if (!sourceToken || !toToken || sourceTokenAmount === '')
      return set({ ...noQuote, status: 'idle' })
    const run = quoteRun
    set({ ...noQuote, status: 'loadingQuote' })
    quoteTimer = setTimeout(() => void fetchQuote(run), quoteDelayMs)
  }

  const fetchQuote = async (run: number) => {
    const state = get()
    const { sourceToken, toToken, sourceTokenAmount } = state
    if (!sourceToken || !toToken || !current) return
    const amount = swapAmountUnits(sourceTokenAmount, sourceToken.decimals)
    if (amount === undefined)
      return set({ ...noQuote, status: 'idle', inputError: inputMessages.incorrectAmount })
    const controller = new AbortController()
    quoteAbort = controller
    try {
      const [quote] = await api.quotes({
        amount,
        userAddress: current.account,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: state.gasPrice,
        signal: controller.signal,
      })
      if (run !== quoteRun) return
      if (!quote) throw new SwapQuoteUnavailableError()
      const toAmount = BigInt(quote.toAmount)
      const slippageBasisPoints = BigInt(Math.round(state.slippage * 100))
      const minimumOut = (toAmount * (10_000n - slippageBasisPoints)) / 10_000n
      const feeUnits = quote.providerFee
        ? BigInt(quote.providerFee.amount)
        : (amount * BigInt(Math.round(swapSettings.providerFeeRate * 1_000_000))) / 1_000_000n
      quoted = { amount, minimumOut }
      set({
        status: 'idle',
        toTokenAmount: formatUnits(toAmount, toToken.decimals),
        maxSlippage: formatUnits(toAmount - minimumOut, toToken.decimals),
        toTokenMinAmount: formatUnits(minimumOut, toToken.decimals),
        priceImpact: quote.priceImpact,
        providerFee: formatUnits(feeUnits, sourceToken.decimals),
        ...withFee(state.gasPrice * BigInt(swapSettings.defaultGasEstimate)),
        inputError: validateSwapAmount({ amount: sourceTokenAmount, sourceToken }),
      })
    } catch (error) {
      if (run !== quoteRun) return
      // The server names what is wrong with the pair or amount; that is what the button shows.
      set({
        ...noQuote,
        status: 'idle',
        inputError: error instanceof BaseError ? error.shortMessage : inputMessages.incorrectAmount,
      })
    }
  }

  const init: Swap['init'] = ({ address, chainId, preset }) => {
    const account = `eip155:${chainId}:${address}`
    const state = get()
    if (!preset && state.account === account && state.tokens.length > 0) return Promise.resolve()
    if (!preset && initialising?.account === account) return initialising.done
    const run = ++initRun
    cancelQuote()
    spender = undefined
    current = { address, chainId, account }
    set({ ...initialSwapState(), status: 'initialising', account })
    const done = load(run, { address, chainId, account }, preset)
    initialising = { account, done }
    void done
      .catch(() => {})
      .finally(() => {
        if (initialising?.done === done) initialising = undefined
      })
    return done
  }

  const load = async (
    run: number,
    { address, chainId, account }: { address: `0x${string}`; chainId: number; account: string },
    preset: SwapArguments | undefined,
  ) => {
    const network = `eip155:${chainId}`
    const [tokensRead, heldRead, gasRead] = await Promise.allSettled([
      api.tokens({ chainId: network }),
      balances({ address, chainId }),
      api.gasPrice({ chainId: network }),
    ])
    if (run !== initRun) return
    if (
      tokensRead.status === 'rejected' ||
      heldRead.status === 'rejected' ||
      gasRead.status === 'rejected'
    ) {
      set({ status: 'idle' })
      const causes = [tokensRead, heldRead, gasRead].flatMap((read) =>
        read.status === 'rejected' ? [read.reason as unknown] : [],
      )
      // The tokens route says when the chain has no router; the gas price's refusal says the same.
      const unsupported = causes.find(
        (cause) =>
          cause instanceof ConvertHttpError &&
          (cause.shortMessage === userMessages.swapNetworkUnsupported ||
            cause.shortMessage === userMessages.gasPriceNetworkUnsupported),
      )
      throw unsupported
        ? new SwapNetworkUnsupportedError({ chainId: network, cause: unsupported })
        : new SwapInitializeError({ cause: causes[0] })
    }
    const convertTokens = tokensRead.value
    const held = heldRead.value
    const gasPrice = gasRead.value.standard
    let tokens = convertTokens.map((token) => toSwapToken(token, held))
    const pick = (symbol: string | undefined) =>
      symbol === undefined
        ? undefined
        : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())
    const source = pick(preset?.fromToken) ?? tokens.find(isNative)
    const target = pick(preset?.toToken)
    const lists = () => {
      const mine = tokens.filter((token) => Number(token.balance) > 0)
      return {
        tokens,
        myTokens: [...mine].sort((a, b) => worth(b) - worth(a)),
        popularTokens: tokens
          .filter((token) => !mine.includes(token))
          .sort((a, b) => rank(a.symbol) - rank(b.symbol)),
      }
    }
    const pickedNow = () => ({
      sourceToken: source && tokens.find((token) => sameToken(token, source)),
      toToken:
        target && (!source || !sameToken(source, target))
          ? tokens.find((token) => sameToken(token, target))
          : undefined,
    })
    set({ status: 'loadingPrices', ...lists(), ...pickedNow(), gasPrice, account })

    let priceError: SwapNetworkPriceError | undefined
    try {
      const priced = tokens.slice(0, maxPricedTokens)
      const prices = await api.prices({ addresses: priced.map((token) => token.address) })
      tokens = tokens.map((token, index) => {
        const price = prices[index]
        return price === undefined || price <= 0 ? token : { ...token, price }
      })
    } catch (cause) {
      priceError = new SwapNetworkPriceError({ cause })
    }
    if (run !== initRun) return
    const picked = pickedNow()
    const networkPrice = tokens.find(isNative)?.price ?? 0
    const gasFee = gasPrice * BigInt(swapSettings.defaultGasEstimate)
    set({
      status: 'idle',
      ...lists(),
      ...picked,
      sourceTokenPriceInUSD: picked.sourceToken?.price ?? 0,
      toTokenPriceInUSD: picked.toToken?.price ?? 0,
      networkPrice,
      gasFee,
      gasPriceInUSD: feeInUsd(gasFee, networkPrice),
    })
    if (preset?.amount !== undefined) setAmount(preset.amount)
    if (priceError) throw priceError
  }

  const setAmount: Swap['setAmount'] = (amount) => {
    if (!isNumericInput(amount)) return false
    const problem = validateSwapAmount({ amount, sourceToken: get().sourceToken })
    // 'Insufficient balance' shows at once; an amount that is not yet a number ('0.', '.')
    // is only called incorrect once typing has paused, when the quote would be asked for.
    set({
      sourceTokenAmount: amount,
      inputError: problem === inputMessages.insufficientBalance ? problem : undefined,
    })
    scheduleQuote()
    return true
  }

  const setMax: Swap['setMax'] = () => {
    const { sourceToken, gasPrice } = get()
    if (!sourceToken) return
    const decimals = sourceToken.decimals
    let units = swapAmountUnits(sourceToken.balance, decimals) ?? 0n
    // Native: keep the gas of two swaps (EIP-1559 fees may double the price quoted).
    if (isNative(sourceToken)) units -= gasPrice * BigInt(swapSettings.defaultGasEstimate) * 2n
    setAmount(units > 0n ? formatUnits(units, decimals) : '0')
  }

  const selectToken: Swap['selectToken'] = (target, token) => {
    const state = get()
    const other = target === 'sourceToken' ? state.toToken : state.sourceToken
    if (other && sameToken(other, token)) return switchTokens()
    const sourceToken = target === 'sourceToken' ? token : state.sourceToken
    set({
      [target]: token,
      [target === 'sourceToken' ? 'sourceTokenPriceInUSD' : 'toTokenPriceInUSD']: token.price,
      inputError: validateSwapAmount({ amount: state.sourceTokenAmount, sourceToken }),
    })
    scheduleQuote()
  }

  const switchTokens: Swap['switchTokens'] = () => {
    const { sourceToken, toToken, toTokenAmount } = get()
    // What was bought becomes the amount sold, to as many decimals as the person could type.
    const amount = toTokenAmount && trimDecimals(toTokenAmount, 6)
    set({
      sourceToken: toToken,
      toToken: sourceToken,
      sourceTokenPriceInUSD: toToken?.price ?? 0,
      toTokenPriceInUSD: sourceToken?.price ?? 0,
      sourceTokenAmount: amount,
      inputError: validateSwapAmount({ amount, sourceToken: toToken }),
    })
    scheduleQuote()
  }

  /** What a swap of the current state is, or the error that says why there is none. */
  const order = () => {
    const { sourceToken, toToken, sourceTokenAmount, inputError } = get()
    const amount = sourceToken && swapAmountUnits(sourceTokenAmount, sourceToken.decimals)
    if (!current || !sourceToken || !toToken || !amount || !quoted || quoted.amount !== amount)
      throw new SwapAmountError({ amount: sourceTokenAmount })
    if (inputError) throw new SwapAmountError({ amount: sourceTokenAmount })
    return { ...current, sourceToken, toToken, amount, minimumOut: quoted.minimumOut }
  }

  const buildSwap = async (estimate: boolean): Promise<SwapTransaction> => {
    const swap = order()
    try {
      const response = await api.buildTransaction({
        amount: swap.amount.toString(),
        eip155: { slippage: get().slippage },
        projectId: airlock.config.projectId,
        from: swap.sourceToken.address,
        to: swap.toToken.address,
        userAddress: swap.account,
        // Before the approval is mined, estimating gas would fail: the server assumes 150,000.
        disableEstimate: !estimate,
      })
      return checkSwapTransaction({
        response,
        user: swap.address,
        from: contractOf(swap.sourceToken),
        to: contractOf(swap.toToken),
        amount: swap.amount,
        minimumOut: swap.minimumOut,
        spender,
      })
    } catch (cause) {
      if (cause instanceof SwapTransactionBuildError) throw cause
      throw new SwapTransactionBuildError({ cause })
    }
  }

  const prepare: Swap['prepare'] = async () => {
    const swap = order()
    spender = undefined
    set({ approvalTransaction: undefined, swapTransaction: undefined })
    const token = contractOf(swap.sourceToken)
    try {
      if (token) {
        set({ status: 'loadingApproval' })
        const allowance = await api
          .allowance({ tokenAddress: swap.sourceToken.address, userAddress: swap.account })
          .catch((cause: unknown) => {
            throw new SwapAllowanceError({ cause })
          })
        if (allowance < swap.amount) {
          const tx = await api
            .buildApprove({
              userAddress: swap.account,
              from: swap.sourceToken.address,
              to: swap.toToken.address,
              amount: swap.amount,
            })
            .catch((cause: unknown) => {
              throw new SwapApprovalBuildError({ cause })
            })
          const approval = checkApproveTransaction({
            tx,
            owner: swap.address,
            token,
            amount: swap.amount,
          })
          // The swap built now, without a gas estimate, says which router will spend: the
          // approval must be for that one.
          const unestimated = await buildSwap(false)
          if (unestimated.to.toLowerCase() !== approval.spender.toLowerCase())
            throw new SwapApprovalBuildError({
              details: `It approves ${approval.spender}, but the swap goes through ${unestimated.to}.`,
            })
          spender = approval.spender
          const { gasPrice } = get()
          return set({
            status: 'idle',
            approvalTransaction: approval.transaction,
            ...withFee(gasPrice * (approval.transaction.gas + unestimated.gas)),
          })
        }
      }
      set({ status: 'loadingTransaction' })
      const swapTransaction = await buildSwap(true)
      set({
        status: 'idle',
        swapTransaction,
        ...withFee(get().gasPrice * swapTransaction.gas),
      })
    } catch (error) {
      set({ status: 'idle' })
      throw error
    }
  }

  const send = async (
    sender: SwapWallet,
    transaction: SwapTransaction,
    step: 'approval' | 'swap',
    chainId: number,
  ) => {
    let hash: `0x${string}`
    try {
      hash = await sender.sendTransaction({ chainId, ...transaction })
    } catch (cause) {
      if (isUserRejection(cause)) throw new SwapRejectedError({ step, cause })
      throw new SwapTransactionError({ step, cause })
    }
    const succeeded = await sender.waitForTransaction(hash, chainId).catch((cause: unknown) => {
      throw new SwapTransactionError({ step, hash, cause })
    })
    if (!succeeded) throw new SwapTransactionError({ step, hash })
    return hash
  }

  const refreshPortfolio = () => {
    // Balances and activity are read again now, and twice more while the server's indexer,
    // which follows new blocks every second or so, catches up (as after a send).
    const bump = () =>
      airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
    bump()
    setTimeout(bump, 1_500)
    setTimeout(bump, 3_500)
  }

  const execute: Swap['execute'] = async () => {
    const swap = order()
    const { approvalTransaction, swapTransaction } = get()
    const sender = await wallet()
    airlock.analytics.track('INITIATE_SWAP', {
      network: `eip155:${swap.chainId}`,
      swapFromToken: swap.sourceToken.symbol,
      swapToToken: swap.toToken.symbol,
      isSmartAccount: false,
    })
    let sent = false
    try {
      let transaction = swapTransaction
      if (approvalTransaction) {
        set({ status: 'loadingApproval' })
        sent = true
        await send(sender, approvalTransaction, 'approval', swap.chainId)
        set({ approvalTransaction: undefined, status: 'loadingTransaction' })
        transaction = await buildSwap(true)
      }
      set({ status: 'loadingTransaction', swapTransaction: transaction })
      transaction ??= await buildSwap(true)
      sent = true
      const hash = await send(sender, transaction, 'swap', swap.chainId)
      airlock.analytics.track('SWAP_SUCCESS', { network: `eip155:${swap.chainId}`, hash })
      cancelQuote()
      spender = undefined
      set(initialSwapState())
      refreshPortfolio()
      return hash
    } catch (error) {
      set({ status: 'idle' })
      const approval = error instanceof SwapTransactionError || error instanceof SwapRejectedError
      airlock.analytics.track(
        approval && error.step === 'approval' ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR',
        { message: error instanceof Error ? error.message.split('\n')[0] : String(error) },
      )
      // A mined approval or a reverted swap changed balances (gas, at least).
      if (sent) refreshPortfolio()
      throw error
    }
  }

  const reset: Swap['reset'] = () => {
    cancelQuote()
    initRun++
    current = undefined
    spender = undefined
    set(initialSwapState())
  }

  return { init, setAmount, setMax, selectToken, switchTokens, prepare, execute, reset }
}

/** A convert token with the account's balance of it and that balance's price. */
function toSwapToken(
  token: Awaited<ReturnType<ConvertApi['tokens']>>[number],
  held: readonly Balance[],
): SwapToken {
  const address = evmAddressOf(token.address)?.toLowerCase()
  const balance = held.find((entry) => {
    const own = entry.address ? evmAddressOf(entry.address)?.toLowerCase() : nativeTokenAddress
    return own === address
  })
  return {
    name: token.name,
    symbol: token.symbol,
    address: token.address,
    decimals: token.decimals,
    logoUri: token.logoUri,
    price: balance?.price ?? 0,
    balance: balance?.quantity.numeric ?? '0',
  }
}

/** Position in the model product's suggested list; unknown symbols after, in list order. */
function rank(symbol: string) {
  const index = suggested.indexOf(symbol.toUpperCase())
  return index === -1 ? suggested.length : index
}

/** `value` cut (not rounded) to `decimals` places, without trailing zeros. */
function trimDecimals(value: string, decimals: number) {
  const [whole = '0', fraction = ''] = value.split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

function defaultBalances(airlock: Airlock) {
  const api = createBlockchainApi({
    apiUrl: airlock.config.apiUrl,
    projectId: airlock.config.projectId,
  })
  // Past the server's 30 s cache: the swap must see what the last swap left.
  return ({ address, chainId }: { address: string; chainId: number }) =>
    api.balances({ address, chainId, forceUpdate: true })
}
