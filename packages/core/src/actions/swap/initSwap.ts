import { userMessages } from '@airlock/protocol'
import type { Balance } from '../../api/createBlockchainApi.js'
import type { ConvertApi } from '../../api/createConvertApi.js'
import {
  ConvertHttpError,
  SwapInitializeError,
  type SwapInitializeErrorType,
  SwapNetworkPriceError,
  type SwapNetworkPriceErrorType,
  SwapNetworkUnsupportedError,
  type SwapNetworkUnsupportedErrorType,
} from '../../errors/swap.js'
import { evmAddressOf } from '../../swap/evmAddressOf.js'
import { initialSwapState } from '../../swap/initialSwapState.js'
import type { SwapArguments, SwapToken } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'
import {
  cancelQuote,
  defaultGasFee,
  feeInUsd,
  isNative,
  nativeTokenAddress,
  type SwapAccount,
  type SwapSession,
  sameToken,
  setSwapState,
  swapStateOf,
} from './createSwapSession.js'
import { setSwapAmount } from './setSwapAmount.js'

export type InitSwapParameters = {
  session: SwapSession
  address: `0x${string}`
  chainId: number
  /** Tokens (and an amount) to start with. Defaults to selling the native token. */
  preset?: SwapArguments | undefined
}
export type InitSwapErrorType =
  | SwapInitializeErrorType
  | SwapNetworkUnsupportedErrorType
  | SwapNetworkPriceErrorType

// Tokens the model product suggests first, in its order: the "Popular" list follows it.
const suggested = [
  ...['ETH', 'UNI', '1INCH', 'AAVE', 'SOL', 'ADA', 'AVAX', 'DOT', 'LINK', 'NITRO', 'GAIA'],
  ...['MILK', 'TRX', 'NEAR', 'GNO', 'WBTC', 'DAI', 'WETH', 'USDC', 'USDT', 'ARB', 'BAL'],
  ...['BICO', 'CRV', 'ENS', 'MATIC', 'OP'],
]
const maxPricedTokens = 100
const worth = (token: SwapToken) => Number(token.balance) * token.price

/**
 * Reads the chain's tokens, the account's balances, the gas price, then USD prices (SPEC §4:
 * initialising, loading prices). Sells the native token unless `preset` names others. Does
 * nothing when already done for this account, unless `preset` is given.
 *
 * @param airlock - The client whose swap state is filled.
 * @param parameters - The session, the account's address and chain, and optionally a preset.
 * @throws InitSwapErrorType: 'Failed to initialize swap', 'Network not supported for Swaps' or,
 * after the rest is ready, 'Failed to fetch network token price'.
 *
 * @example
 * import { initSwap } from './initSwap.js'
 * await initSwap(airlock, { session, address, chainId: 31337 })
 */
export function initSwap(
  airlock: Airlock,
  { session, address, chainId, preset }: InitSwapParameters,
): Promise<void> {
  const account = `eip155:${chainId}:${address}`
  const state = swapStateOf(airlock)
  if (!preset && state.account === account && state.tokens.length > 0) return Promise.resolve()
  if (!preset && session.initialising?.account === account) return session.initialising.done
  const run = ++session.initRun
  cancelQuote(session)
  session.spender = undefined
  session.current = { address, chainId, account }
  setSwapState(airlock, { ...initialSwapState(), status: 'initialising', account })
  const done = load(airlock, session, run, { address, chainId, account }, preset)
  session.initialising = { account, done }
  void done
    .catch(() => {})
    .finally(() => {
      if (session.initialising?.done === done) session.initialising = undefined
    })
  return done
}

async function load(
  airlock: Airlock,
  session: SwapSession,
  run: number,
  { address, chainId, account }: SwapAccount,
  preset: SwapArguments | undefined,
) {
  const { api } = session
  const network = `eip155:${chainId}`
  const [tokensRead, heldRead, gasRead] = await Promise.allSettled([
    api.tokens({ chainId: network }),
    session.balances({ address, chainId }),
    api.gasPrice({ chainId: network }),
  ])
  if (run !== session.initRun) return
  if (
    tokensRead.status === 'rejected' ||
    heldRead.status === 'rejected' ||
    gasRead.status === 'rejected'
  ) {
    setSwapState(airlock, { status: 'idle' })
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
  const held = heldRead.value
  const gasPrice = gasRead.value.standard
  let tokens = tokensRead.value.map((token) => toSwapToken(token, held))
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
  setSwapState(airlock, { status: 'loadingPrices', ...lists(), ...pickedNow(), gasPrice, account })

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
  if (run !== session.initRun) return
  const picked = pickedNow()
  const networkPrice = tokens.find(isNative)?.price ?? 0
  const gasFee = defaultGasFee(gasPrice)
  setSwapState(airlock, {
    status: 'idle',
    ...lists(),
    ...picked,
    sourceTokenPriceInUSD: picked.sourceToken?.price ?? 0,
    toTokenPriceInUSD: picked.toToken?.price ?? 0,
    networkPrice,
    gasFee,
    gasPriceInUSD: feeInUsd(airlock, session, gasFee, networkPrice),
  })
  if (preset?.amount !== undefined) setSwapAmount(airlock, { session, amount: preset.amount })
  if (priceError) throw priceError
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
