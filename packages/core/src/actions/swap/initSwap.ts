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
  feeInUsd,
  isNative,
  nativeTokenAddress,
  quotedSwapFee,
  type SwapAccount,
  type SwapSession,
  sameToken,
  setSwapState,
  solanaNativeMint,
  swapStateOf,
} from './createSwapSession.js'
import { setSwapAmount } from './setSwapAmount.js'

export type InitSwapParameters = {
  session: SwapSession
  /** Tokens (and an amount) to start with. Defaults to selling the native token. */
  preset?: SwapArguments | undefined
} & (
  | { address: `0x${string}`; chainId: number }
  /** A Solana account: its base58 address and its cluster's CAIP-2 id (desk swaps). */
  | { address: string; chainId: `solana:${string}` }
)
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
  { session, preset, ...target }: InitSwapParameters,
): Promise<void> {
  const swapAccount: SwapAccount =
    typeof target.chainId === 'number'
      ? {
          namespace: 'eip155',
          address: target.address as `0x${string}`,
          chainId: target.chainId,
          account: `eip155:${target.chainId}:${target.address}`,
        }
      : {
          namespace: 'solana',
          address: target.address,
          chainId: target.chainId,
          account: `${target.chainId}:${target.address}`,
        }
  const { account } = swapAccount
  const state = swapStateOf(airlock)
  if (!preset && state.account === account && state.tokens.length > 0) return Promise.resolve()
  if (!preset && session.initialising?.account === account) return session.initialising.done
  const run = ++session.initRun
  cancelQuote(session)
  session.spender = undefined
  session.current = swapAccount
  setSwapState(airlock, { ...initialSwapState(), status: 'initialising', account })
  const done = load(airlock, session, run, swapAccount, preset)
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
  { namespace, address, chainId, account }: SwapAccount,
  preset: SwapArguments | undefined,
) {
  const { api } = session
  const network = namespace === 'solana' ? `${chainId}` : `eip155:${chainId}`
  const [tokensRead, heldRead, gasRead] = await Promise.allSettled([
    api.tokens({ chainId: network }),
    session.balances({ address, chainId }),
    // A desk swap has no gas price: its fee is the signatures' (`solanaSwapFee`).
    namespace === 'solana'
      ? Promise.resolve({ standard: 0n })
      : api.gasPrice({ chainId: network }).then(({ standard }) => ({ standard })),
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
    // On Solana the balances carry the prices the desk quotes at; the price API knows EVM tokens.
    const priced = namespace === 'solana' ? [] : tokens.slice(0, maxPricedTokens)
    const prices =
      priced.length === 0
        ? []
        : await api.prices({ addresses: priced.map((token) => token.address) })
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
  const gasFee = quotedSwapFee(session, gasPrice)
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
  const key = balanceKey(token.address)
  const balance = held.find(
    (entry) => (entry.address ? balanceKey(entry.address) : 'native') === key,
  )
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

/**
 * What a token and a balance are matched by: the EVM address in lower case, a Solana mint as it
 * is (base58 is case-sensitive), and `'native'` for the native currency (a balance without an
 * address, the EVM placeholder, the wrapped-SOL mint).
 */
function balanceKey(id: string): string | undefined {
  if (id.startsWith('solana:')) {
    const mint = id.split(':').at(-1)
    return mint === solanaNativeMint ? 'native' : mint
  }
  const address = evmAddressOf(id)?.toLowerCase()
  return address === nativeTokenAddress ? 'native' : address
}

/** Position in the model product's suggested list; unknown symbols after, in list order. */
function rank(symbol: string) {
  const index = suggested.indexOf(symbol.toUpperCase())
  return index === -1 ? suggested.length : index
}
