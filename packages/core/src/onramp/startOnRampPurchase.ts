import type { OnRampProvider, OnRampUrlRequest } from '@airlock/protocol'
import { parseAmount } from '@airlock/protocol'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { Airlock } from '../types/airlock.js'
import type { OnRampProblem, OnRampState } from '../types/onRamp.js'
import { type OnRampAccount, onRampAccount, onRampNetworkChain } from './onRampAccount.js'
import { openOnRampPopup } from './openOnRampPopup.js'
import { updateOnRamp } from './updateOnRamp.js'
import { validateOnRampAmount } from './validateOnRampAmount.js'
import {
  type OnRampOutcome,
  type OnRampWindow,
  waitForOnRampPurchase,
} from './waitForOnRampPurchase.js'

/** The provider's window as this page drives it: sent to the checkout, cut off from the opener. */
export type OnRampPopup = OnRampWindow & { opener: unknown; location: { href: string } }

export type StartOnRampPurchaseParameters = {
  api: OnRampApi
  provider: OnRampProvider
  /** Opens the provider's window. Defaults to `openOnRampPopup()`. */
  openPopup?: (() => OnRampPopup | null) | undefined
  /** Defaults to 4 s (SPEC §9). */
  pollIntervalMs?: number | undefined
  /** Defaults to 30 min. */
  maxWaitMs?: number | undefined
}

export type StartOnRampPurchaseReturnType =
  | { started: false; problem: OnRampProblem }
  | { started: true; outcome: Promise<OnRampOutcome> }

/**
 * Buys the quoted amount from `provider`. Synchronous up to the popup, so it must be called in the
 * click handler: the amount, limits and quote are checked first, and a problem refuses the
 * purchase with no window opened. Then the window opens (blank), the history is read and the
 * checkout URL fetched, the window is cut off from this page (`opener = null`) and sent to the
 * checkout, and the history is followed until the purchase ends (see `waitForOnRampPurchase`).
 *
 * @param airlock - The client: the active namespace's account receives the purchase (an EVM
 *   address, or a Solana one on its cluster).
 * @param parameters - The on-ramp client and the chosen provider.
 * @returns Whether the purchase started (else why not), and how it ends.
 *
 * @example
 * import { startOnRampPurchase } from '@airlock/core'
 * button.onclick = () => {
 *   const start = startOnRampPurchase(airlock, { api, provider })
 *   if (start.started) airlock.navigate({ type: 'push', view: 'BuyInProgress' })
 * }
 */
export function startOnRampPurchase(
  airlock: Airlock,
  {
    api,
    provider,
    openPopup = openOnRampPopup,
    pollIntervalMs,
    maxWaitMs,
  }: StartOnRampPurchaseParameters,
): StartOnRampPurchaseReturnType {
  const state = airlock.store.getState()
  const { onRamp } = state
  const account = onRampAccount(state)
  const problem = checkPurchase(onRamp, account.address)
  if (problem) {
    updateOnRamp(airlock, { error: problem })
    return { started: false, problem }
  }
  const popup = openPopup()
  if (!popup) {
    const blocked: OnRampProblem = { code: 'popupBlocked' }
    updateOnRamp(airlock, { error: blocked })
    return { started: false, problem: blocked }
  }
  const attempt = onRamp.attempt + 1
  airlock.analytics.track('ONRAMP_SELECT_PROVIDER', { provider: provider.id })
  updateOnRamp(airlock, {
    attempt,
    provider,
    status: 'opening',
    purchase: undefined,
    error: undefined,
  })
  const address = account.address as string
  // The purchases are read on the chain the token is delivered on, as a CAIP-2 id.
  const chainId = onRamp.network ? onRampNetworkChain(onRamp.network) : undefined
  const outcome = (async (): Promise<OnRampOutcome> => {
    let seen: Set<string>
    try {
      // The purchases already there are read before the checkout can make a new one.
      const [before, url] = await Promise.all([
        api.purchases({ address, provider: provider.id, chainId }),
        api.url(urlRequest(onRamp, account, provider, airlock.store.getState().locale)),
      ])
      seen = new Set(before.map(({ id }) => id))
      if (airlock.store.getState().onRamp.attempt !== attempt) {
        popup.close()
        return { status: 'cancelled' }
      }
      // `noopener` cannot be asked for a window this page still has to navigate: cut the link now,
      // while the window is still our own about:blank (a reused, cross-origin one refuses this).
      try {
        popup.opener = null
      } catch {
        // Cross-origin already: its opener was nulled when it was first opened.
      }
      popup.location.href = url
    } catch (error) {
      popup.close()
      if (airlock.store.getState().onRamp.attempt !== attempt) return { status: 'cancelled' }
      // The quote may be what was refused (they expire): the form asks for a new one.
      updateOnRamp(airlock, {
        status: 'failed',
        quote: undefined,
        error: {
          code: 'startFailed',
          details: error instanceof Error ? error.message : String(error),
        },
      })
      return { status: 'startFailed' }
    }
    updateOnRamp(airlock, { status: 'waiting' })
    return waitForOnRampPurchase(airlock, {
      api,
      address,
      provider: provider.id,
      chainId,
      seen,
      popup,
      attempt,
      pollIntervalMs,
      maxWaitMs,
    })
  })()
  return { started: true, outcome }
}

/** What keeps the purchase from starting: no account, a bad amount, or no quote shown yet. */
function checkPurchase(onRamp: OnRampState, address: string | undefined) {
  if (!address) return { code: 'notConnected' } as const
  const problem = validateOnRampAmount(onRamp)
  if (problem) return problem
  if (!onRamp.quote || !onRamp.purchaseCurrency || !onRamp.network || !onRamp.paymentCurrency)
    return { code: 'quotePending' } as const
  return undefined
}

function urlRequest(
  onRamp: OnRampState,
  { namespace, address = '' }: OnRampAccount,
  provider: OnRampProvider,
  locale: string,
): OnRampUrlRequest {
  const { purchaseCurrency, network, paymentCurrency, quote, amount } = onRamp
  const networkName = network?.name ?? ''
  return {
    destinationWallets: [
      { address, blockchains: [networkName], assets: [purchaseCurrency?.id ?? ''] },
    ],
    defaultNetwork: networkName,
    // A hex address is one user in any case; base58 is case-sensitive.
    partnerUserId: namespace === 'eip155' ? address.toLowerCase() : address,
    defaultExperience: 'buy',
    presetFiatAmount: parseAmount(amount) ?? 0,
    provider: provider.id,
    // Another provider's quote means nothing to this one: it quotes again itself.
    ...(quote && (quote.provider ?? provider.id) === provider.id ? { quoteId: quote.quoteId } : {}),
    ...(paymentCurrency ? { paymentCurrency: paymentCurrency.id } : {}),
    // The checkout speaks the modal's language when it can.
    locale,
  }
}
