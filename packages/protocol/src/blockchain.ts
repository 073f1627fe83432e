import { z } from 'zod'

// Wire shapes of the Blockchain API (the model product's `rpc.walletconnect.org` paths, served by
// Airlock's own server): balances, history, NFTs, prices, identity and the supported chains.
// Field names follow the model product, including its snake_case `fungible_info` / `nft_info`.

/** `GET /v1/supported-chains`: the CAIP-2 ids the server answers for, over HTTP and WebSocket. */
export const supportedChainsResponse = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponse>

/**
 * One token an account holds, in `GET /v1/account/{address}/balance`. `address` is the token's
 * CAIP-10 id, absent for the chain's native currency. `quantity.numeric` is a decimal string in
 * whole tokens (`"1.5"`), `value` its worth in USD at `price`.
 */
export const balance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type Balance = z.infer<typeof balance>

/** `GET /v1/account/{address}/balance`: non-zero balances, most valuable first. */
export const balanceResponse = z.object({ balances: z.array(balance) })
export type BalanceResponse = z.infer<typeof balanceResponse>

/** `POST /v1/fungible/price`: the tokens to price, as CAIP-10 ids (`0xeeee…eeee` is native). */
export const fungiblePriceRequest = z.object({
  currency: z.literal('usd'),
  addresses: z.array(z.string()).min(1).max(100),
  projectId: z.string().optional(),
})
export type FungiblePriceRequest = z.infer<typeof fungiblePriceRequest>

/** `POST /v1/fungible/price`: one entry per requested address, in the same order. */
export const fungiblePriceResponse = z.object({
  fungibles: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number(),
    }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponse>

/** One movement of value inside a history item, seen from the account asked about. */
export const transactionTransfer = z.object({
  fungible_info: z
    .object({
      name: z.string().optional(),
      symbol: z.string().optional(),
      icon: z.object({ url: z.string() }).optional(),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z
        .object({
          preview: z.object({ url: z.string() }).optional(),
          detail: z.object({ url: z.string() }).optional(),
        })
        .optional(),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
})
export type TransactionTransfer = z.infer<typeof transactionTransfer>

/** An allowance granted in a history item (Airlock's addition; model clients ignore it). */
export const transactionApproval = z.object({
  fungible_info: z.object({ name: z.string().optional(), symbol: z.string().optional() }),
  /** The spender, as a CAIP-10 id. */
  spender: z.string(),
  /** Whole tokens as a decimal string, or `"unlimited"`. */
  quantity: z.object({ numeric: z.string() }),
})
export type TransactionApproval = z.infer<typeof transactionApproval>

/**
 * One item of `GET /v1/account/{address}/history`. `metadata.minedAt` is an ISO 8601 date,
 * `chain` a CAIP-2 id. A failed transaction lists what it tried to send. Items with no transfers
 * (approvals, contract calls) are real activity, not spam: only items whose transfers are all spam
 * are spam, and the server leaves those out already.
 */
export const transaction = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum([
      'send',
      'receive',
      'trade',
      'approve',
      'mint',
      'burn',
      'deposit',
      'withdraw',
      'execute',
    ]),
    hash: z.string(),
    chain: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum([
      'confirmed',
      'failed',
      'pending',
      'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      'ONRAMP_TRANSACTION_STATUS_FAILED',
    ]),
    nonce: z.number(),
  }),
  transfers: z.array(transactionTransfer),
  approvals: z.array(transactionApproval).optional(),
})
export type Transaction = z.infer<typeof transaction>

/** `GET /v1/account/{address}/history`: newest first; pass `next` as `cursor` for the next page. */
export const historyResponse = z.object({
  data: z.array(transaction),
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof historyResponse>

/** One NFT an account holds, in `GET /v1/account/{address}/nfts` (Airlock's endpoint). */
export const nft = z.object({
  chainId: z.string(),
  collection: z.object({
    /** The contract, as a CAIP-10 id. */
    address: z.string(),
    name: z.string(),
    symbol: z.string(),
  }),
  tokenId: z.string(),
  name: z.string(),
  /** A `data:image/…` URI or an https URL; absent when the metadata has none we can show. */
  image: z.string().optional(),
  flags: z.object({ is_spam: z.boolean() }),
})
export type Nft = z.infer<typeof nft>

/** `GET /v1/account/{address}/nfts`: spam included and flagged, so a client may show or hide it. */
export const nftsResponse = z.object({ nfts: z.array(nft) })
export type NftsResponse = z.infer<typeof nftsResponse>

/** `GET /v1/identity/{address}`: the account's name and avatar, when it has them. */
export const identityResponse = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type IdentityResponse = z.infer<typeof identityResponse>
