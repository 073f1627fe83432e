import type {
  OnRampNetwork,
  OnRampOptionsResponse,
  OnRampPaymentCurrency,
  OnRampProvider,
  OnRampPurchaseCurrency,
  OnRampQuoteResponse,
} from '@airlock/protocol'
import type { Transaction } from '../api/createBlockchainApi.js'

/**
 * Where a purchase stands: `opening` while the checkout URL is fetched, `waiting` while the
 * provider's window is open, `processing` once the purchase is in the history but not delivered,
 * then `success`, `failed` (declined, or the provider could not be opened) or `closed` (the window
 * was closed before any purchase appeared).
 */
export type OnRampStatus =
  | 'idle'
  | 'opening'
  | 'waiting'
  | 'processing'
  | 'success'
  | 'failed'
  | 'closed'

/** Why the on-ramp cannot go on; the views show the message catalogue's `onramp.error.<code>`. */
export type OnRampProblem =
  | { code: 'invalidAmount' }
  /** Below the payment method's minimum; `limit` is the bound, such as `'10.00'`. */
  | { code: 'belowMinimum' | 'aboveMaximum'; limit: string; currency: string }
  | {
      code:
        | 'notConnected'
        | 'quotePending'
        | 'quoteFailed'
        | 'loadFailed'
        | 'popupBlocked'
        | 'startFailed'
        | 'popupClosed'
        | 'declined'
        | 'timedOut'
      /** What the server or the browser said, for developers. */
      details?: string | undefined
    }

/** The on-ramp's part of the modal's state (SPEC §3 "On-ramp state"). */
export type OnRampState = {
  /** The providers the buyer may use; undefined until loaded, empty when buying is hidden. */
  providers: OnRampProvider[] | undefined
  /** The browser's time zone is one the operator restricts. */
  restricted: boolean
  options: OnRampOptionsResponse | undefined
  purchaseCurrency: OnRampPurchaseCurrency | undefined
  /** The network `purchaseCurrency` is delivered on. */
  network: OnRampNetwork | undefined
  paymentCurrency: OnRampPaymentCurrency | undefined
  /** A `payment_method_limits` id. Defaults to `card`. */
  paymentMethod: string
  /** The fiat amount as typed: digits and one decimal separator. */
  amount: string
  /** The quote for the current amount and currencies; cleared when any of them changes. */
  quote: OnRampQuoteResponse | undefined
  quoting: boolean
  /** The provider of the current or last purchase. */
  provider: OnRampProvider | undefined
  status: OnRampStatus
  /** The purchase found in the history after the provider's window opened. */
  purchase: Transaction | undefined
  error: OnRampProblem | undefined
  /** Counts purchases started; a wait whose number is no longer current stops. */
  attempt: number
}
