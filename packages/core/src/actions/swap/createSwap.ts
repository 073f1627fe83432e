import type { ConvertApi } from '../../api/createConvertApi.js'
import type { SwapToken } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'
import {
  type CreateSwapSessionParameters,
  createSwapSession,
  type SwapWallet,
} from './createSwapSession.js'
import { executeSwap } from './executeSwap.js'
import { type InitSwapParameters, initSwap } from './initSwap.js'
import { prepareSwap } from './prepareSwap.js'
import { resetSwap } from './resetSwap.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'
import { type SwapTarget, selectSwapToken, switchSwapTokens } from './selectSwapToken.js'
import { setSwapAmount, setSwapAmountMax } from './setSwapAmount.js'

export type { SwapTarget, SwapWallet }

export type CreateSwapParameters = CreateSwapSessionParameters & {
  airlock: Airlock
  /** The convert routes' client. Defaults to one for `airlock.config.apiUrl`. */
  api?: ConvertApi | undefined
}

/** The swap's actions; its state is `airlock.store.getState().swap`. */
export type Swap = {
  /**
   * Reads the chain's tokens, the account's balances, the gas price, then USD prices (SPEC §4:
   * initialising, loading prices). Sells the native token unless `preset` names others. Does
   * nothing when already done for this account, unless `preset` is given. Rejects with
   * 'Failed to initialize swap', 'Network not supported for Swaps' or, after the rest is
   * ready, 'Failed to fetch network token price'.
   */
  init(parameters: Omit<InitSwapParameters, 'session'>): Promise<void>
  /**
   * Takes a keystroke's value: refused (false) unless digits and one decimal separator. A quote
   * follows 300 ms after the last change; answers to older amounts are dropped.
   */
  setAmount(amount: string): boolean
  /** Asks again for the quote of the amount on screen, after the server failed (`quoteFailed`). */
  retryQuote(): void
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
   * Sends the approval (when needed) and waits for it, then builds, sends and waits for the swap;
   * on a Solana account the wallet co-signs and sends the desk's transaction.
   * On success the state resets and balances and activity are read again. Rejects with
   * `SwapRejectedError` when the person declines, `SwapTransactionError` ('Transaction error')
   * when a transaction fails, or a build error.
   */
  execute(): Promise<string>
  /** Back to the state before the first init; a pending quote is dropped. */
  reset(): void
}

/**
 * Creates the swap of an Airlock client (SPEC §4 "Swap"): the actions of `actions/swap/` bound to
 * one session. Tokens and balances, amounts checked
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
export function createSwap({ airlock, ...parameters }: CreateSwapParameters): Swap {
  const session = createSwapSession(airlock, parameters)
  return {
    init: (options) => initSwap(airlock, { session, ...options } as InitSwapParameters),
    setAmount: (amount) => setSwapAmount(airlock, { session, amount }),
    retryQuote: () => scheduleSwapQuote(airlock, { session }),
    setMax: () => setSwapAmountMax(airlock, { session }),
    selectToken: (target, token) => selectSwapToken(airlock, { session, target, token }),
    switchTokens: () => switchSwapTokens(airlock, { session }),
    prepare: () => prepareSwap(airlock, { session }),
    execute: () => executeSwap(airlock, { session }),
    reset: () => resetSwap(airlock, { session }),
  }
}
