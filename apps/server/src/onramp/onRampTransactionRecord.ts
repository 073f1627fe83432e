import { z } from 'zod'

const money = z.object({ value: z.string(), currency: z.string() })

/**
 * A purchase as Coinbase's transaction status API reports it
 * (`GET /onramp/v1/buy/user/{partnerUserId}/transactions`), and the sandbox's stand-in with it;
 * `chain_id` and `contract_address` are the sandbox's additions. Unknown fields are ignored.
 */
export const onRampTransactionRecord = z.object({
  transaction_id: z.string(),
  status: z.enum([
    'ONRAMP_TRANSACTION_STATUS_SUCCESS',
    'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
    'ONRAMP_TRANSACTION_STATUS_FAILED',
  ]),
  purchase_currency: z.string(),
  purchase_network: z.string(),
  purchase_amount: money,
  payment_total: money.nullish(),
  payment_subtotal: money.nullish(),
  wallet_address: z.string().nullish(),
  tx_hash: z.string().nullish(),
  created_at: z.string(),
  completed_at: z.string().nullish(),
  chain_id: z.string().nullish(),
  contract_address: z.string().nullish(),
  purchase_currency_name: z.string().nullish(),
})
export type OnRampTransactionRecord = z.infer<typeof onRampTransactionRecord>

/** The list answer of the transaction status API. */
export const onRampTransactionsResponse = z.object({
  transactions: z.array(onRampTransactionRecord),
})
