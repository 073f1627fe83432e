/** Where a checkout is: waiting for the card, then the on-ramp statuses of Coinbase's API. */
export type PurchaseStatus =
  | 'CREATED'
  | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
  | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  | 'ONRAMP_TRANSACTION_STATUS_FAILED'

/** A checkout session and, once paid, the purchase it became. */
export type Purchase = {
  /** Random and unguessable: the checkout URL carries it and nothing else. */
  id: string
  /** An EVM address, or a base58 Solana one. */
  destinationAddress: string
  /** The EVM chain id, or the Solana chain's CAIP-2 id. */
  chainId: number | `solana:${string}`
  /** The on-ramp network name, such as `devnet`. */
  network: string
  /** The chain's name, such as `Airlock Devnet`. */
  networkDisplayName: string
  asset: { symbol: string; name: string; decimals: number; address: string | undefined }
  /** What is delivered, in base units: exactly what the server quoted. */
  purchaseAmount: bigint
  /** Decimal strings in `fiatCurrency`: the total paid, and its parts when the server sent them. */
  paymentTotal: string
  paymentSubtotal: string | undefined
  providerFee: string | undefined
  networkFee: string | undefined
  fiatCurrency: string
  quoteId: string | undefined
  partnerUserId: string | undefined
  createdAt: Date
  status: PurchaseStatus
  /** Last four digits of the card paid with. */
  cardLast4?: string
  paidAt?: Date
  completedAt?: Date
  /** The transaction hash, or the Solana transaction's signature. */
  txHash?: string
  failureReason?: string
}

export type PurchaseStore = {
  add(purchase: Purchase): void
  get(id: string): Purchase | undefined
  /** Applies `patch` to the stored purchase and returns it. */
  update(id: string, patch: Partial<Purchase>): Purchase | undefined
  /** Paid purchases delivered to `address` (any letter case), newest payment first. */
  byAddress(address: string): Purchase[]
}

export type CreatePurchaseStoreParameters = {
  /** At most this many sessions are kept; the oldest go first. Defaults to `10_000`. */
  maxEntries?: number
}

/**
 * Keeps checkout sessions and purchases in memory. The stand-in forgets them when the sandbox
 * restarts (the delivered funds stay on chain, and the server's index still shows the transfers).
 *
 * @param parameters.maxEntries - The cap on stored sessions.
 * @returns The store.
 *
 * @example
 * import { createPurchaseStore } from './onramp/createPurchaseStore.js'
 * const store = createPurchaseStore()
 * store.byAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // []
 */
export function createPurchaseStore({
  maxEntries = 10_000,
}: CreatePurchaseStoreParameters = {}): PurchaseStore {
  const purchases = new Map<string, Purchase>()
  return {
    add(purchase) {
      purchases.set(purchase.id, purchase)
      // Maps iterate in insertion order: the first key is the oldest session.
      while (purchases.size > maxEntries) {
        const oldest = purchases.keys().next().value
        if (oldest === undefined) break
        purchases.delete(oldest)
      }
    },
    get: (id) => purchases.get(id),
    update(id, patch) {
      const purchase = purchases.get(id)
      if (!purchase) return undefined
      Object.assign(purchase, patch)
      return purchase
    },
    byAddress(address) {
      // EVM addresses in any case; base58 (Solana) ones are case-sensitive.
      const evm = address.startsWith('0x')
      const wanted = evm ? address.toLowerCase() : address
      // Newest session first, so purchases paid in the same millisecond keep a sensible order.
      return [...purchases.values()]
        .reverse()
        .filter(
          (purchase) =>
            purchase.status !== 'CREATED' &&
            (evm ? purchase.destinationAddress.toLowerCase() : purchase.destinationAddress) ===
              wanted,
        )
        .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))
    },
  }
}
