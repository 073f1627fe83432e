import type { Transaction } from '@airlock/protocol'
import type { OnRampTransactionRecord } from './onRampTransactionRecord.js'

export type ToOnRampTransactionParameters = {
  /** The chain the purchase was delivered on, CAIP-2 (`eip155:31337`, `solana:…`). */
  chain: string
  /** Shown as the sender, such as `Airlock Sandbox`. */
  sentFrom: string
  /** The token's icon, served by this server, or `''`. */
  iconUrl: string
}

/**
 * Turns a provider's purchase record into a history item, as the model product's
 * `history?onramp=` answer has it: one incoming transfer of the bought amount, `status` the
 * provider's on-ramp status, `hash` the delivery's transaction (empty until it is sent), and
 * `minedAt` when it completed (or, until then, when it was paid).
 *
 * @param record - From the provider's transaction status API.
 * @param parameters - Chain, sender label and icon.
 * @returns The history item.
 *
 * @example
 * import { toOnRampTransaction } from './onramp/toOnRampTransaction.js'
 * const item = toOnRampTransaction(record, { chainId: 31337, sentFrom: 'Airlock Sandbox', iconUrl: '' })
 */
export function toOnRampTransaction(
  record: OnRampTransactionRecord,
  { chain, sentFrom, iconUrl }: ToOnRampTransactionParameters,
): Transaction {
  const paid = record.payment_subtotal ?? record.payment_total
  return {
    id: record.transaction_id,
    metadata: {
      operationType: 'receive',
      hash: record.tx_hash ?? '',
      chain,
      minedAt: record.completed_at ?? record.created_at,
      sentFrom,
      sentTo: record.wallet_address ?? '',
      status: record.status,
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: {
          name: record.purchase_currency_name ?? record.purchase_currency,
          symbol: record.purchase_currency,
          ...(iconUrl ? { icon: { url: iconUrl } } : {}),
        },
        direction: 'in',
        quantity: { numeric: record.purchase_amount.value },
        // `value` is in US dollars; a purchase paid in another currency leaves it out.
        ...(paid?.currency === 'USD' ? { value: Number(paid.value) } : {}),
      },
    ],
  }
}
