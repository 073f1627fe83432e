import type { Transaction } from '../api/createBlockchainApi.js'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { Airlock } from '../types/airlock.js'
import { updateOnRamp } from './updateOnRamp.js'

/** The part of the provider's window the wait needs: whether it is still open, and to close it. */
export type OnRampWindow = { readonly closed: boolean; close(): void }

/** How a purchase ended, as far as this page can tell. */
export type OnRampOutcome =
  | { status: 'success' | 'failed'; purchase: Transaction }
  | { status: 'closed' | 'cancelled' | 'timedOut' | 'startFailed' }

export type WaitForOnRampPurchaseParameters = {
  api: OnRampApi
  address: string
  /** The provider's id: the history's `onramp` filter. */
  provider: string
  /** The delivery's chain: an EVM chain id, or a CAIP-2 id (`solana:<reference>`). */
  chainId?: number | string | undefined
  /** Ids of the purchases in the history before the window opened: none of them is this one. */
  seen: ReadonlySet<string>
  popup: OnRampWindow
  /** The state's `attempt` this wait belongs to; a newer one (or a cancel) ends it. */
  attempt: number
  /** Defaults to 4 s, the spec's polling interval (SPEC §9). */
  pollIntervalMs?: number | undefined
  /** Defaults to 30 min: a checkout left open longer is given up on. */
  maxWaitMs?: number | undefined
}

const statuses = {
  success: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
} as const

/**
 * Reads the history (`onramp=<provider>`) every 4 s until a purchase that was not there before
 * the window opened is SUCCESS or FAILED; one still IN_PROGRESS makes the state `processing`.
 * When the window is found closed with no new purchase, one more read is made (a checkout may
 * close itself as it pays) before the wait ends `closed`. A success reads balances again. The
 * outcome is tracked (`ONRAMP_SUCCESS` or `ONRAMP_DECLINED`, with the provider).
 *
 * @param airlock - The client whose on-ramp state follows the purchase.
 * @param parameters - Whose history, which provider, what was seen before, and the window.
 * @returns How the purchase ended.
 *
 * @example
 * const outcome = await waitForOnRampPurchase(airlock, { api, address, provider: 'sandbox', seen, popup, attempt })
 */
export async function waitForOnRampPurchase(
  airlock: Airlock,
  {
    api,
    address,
    provider,
    chainId,
    seen,
    popup,
    attempt,
    pollIntervalMs = 4_000,
    maxWaitMs = 30 * 60_000,
  }: WaitForOnRampPurchaseParameters,
): Promise<OnRampOutcome> {
  const current = () => airlock.store.getState().onRamp.attempt === attempt
  const deadline = Date.now() + maxWaitMs
  let closedBefore = false
  while (true) {
    await pause(airlock, attempt, pollIntervalMs)
    if (!current()) return cancelled(popup)
    // A failed read is retried at the next tick: the server or the network may be back by then.
    const purchases = await api.purchases({ address, provider, chainId }).catch(() => undefined)
    if (!current()) return cancelled(popup)
    const purchase = purchases?.find(({ id }) => !seen.has(id))
    if (purchase?.metadata.status === statuses.success) {
      // The next purchase starts from an empty form: this quote is spent.
      updateOnRamp(airlock, {
        status: 'success',
        purchase,
        error: undefined,
        quote: undefined,
        amount: '',
      })
      airlock.analytics.track('ONRAMP_SUCCESS', { provider })
      refreshPortfolio(airlock)
      return { status: 'success', purchase }
    }
    if (purchase?.metadata.status === statuses.failed) {
      updateOnRamp(airlock, { status: 'failed', purchase, error: { code: 'declined' } })
      airlock.analytics.track('ONRAMP_DECLINED', { provider })
      return { status: 'failed', purchase }
    }
    if (purchase) updateOnRamp(airlock, { status: 'processing', purchase })
    else if (popup.closed) {
      if (closedBefore) {
        updateOnRamp(airlock, { status: 'closed', error: { code: 'popupClosed' } })
        return { status: 'closed' }
      }
      closedBefore = true
    }
    if (Date.now() >= deadline) {
      updateOnRamp(airlock, { status: 'failed', error: { code: 'timedOut' } })
      return { status: 'timedOut' }
    }
  }
}

function cancelled(popup: OnRampWindow): OnRampOutcome {
  if (!popup.closed) popup.close()
  return { status: 'cancelled' }
}

/** Waits `ms`, or less when the attempt is cancelled meanwhile. */
function pause(airlock: Airlock, attempt: number, ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const unsubscribe = airlock.store.subscribe((state) => {
      if (state.onRamp.attempt !== attempt) done()
    })
  })
}

/**
 * Balances and activity are read again now, and twice more while the server's indexer, which
 * follows new blocks every second or so, catches up with the delivery (as after a send).
 */
function refreshPortfolio(airlock: Airlock) {
  const refresh = () =>
    airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
  refresh()
  setTimeout(refresh, 1_500)
  setTimeout(refresh, 3_500)
}
