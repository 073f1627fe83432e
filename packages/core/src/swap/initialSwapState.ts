import { swapSettings } from '@airlock/protocol'
import type { SwapState } from './types.js'

/**
 * The swap's state before the Swap view first opens, and after a swap (SPEC §4: the state resets).
 * Small on purpose: it is part of the store every page loads, the swap's code is not.
 *
 * @returns A fresh state.
 *
 * @example
 * import { initialSwapState } from '@airlock/core'
 * airlock.store.setState({ swap: initialSwapState() })
 */
export function initialSwapState(): SwapState {
  return {
    status: 'idle',
    account: undefined,
    tokens: [],
    myTokens: [],
    popularTokens: [],
    sourceToken: undefined,
    sourceTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toToken: undefined,
    toTokenAmount: '',
    toTokenPriceInUSD: 0,
    networkPrice: 0,
    gasPrice: 0n,
    gasFee: 0n,
    gasPriceInUSD: undefined,
    priceImpact: undefined,
    slippage: swapSettings.slippageTolerancePercent,
    maxSlippage: '',
    toTokenMinAmount: '',
    providerFee: undefined,
    inputError: undefined,
    quoteFailed: false,
    approvalTransaction: undefined,
    swapTransaction: undefined,
  }
}
