// The answers of the Blockchain API's account routes (balances, history, NFTs), as checks of
// `check.ts`: each is typed against the protocol's type, so a changed wire shape fails the build.
import type {
  BalanceResponse,
  HistoryResponse,
  NftsResponse,
  Transaction,
  TransactionApproval,
  TransactionTransfer,
} from '../blockchain.js'
import {
  array,
  boolean,
  type Check,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
} from './check.js'

const url = object({ url: string })

/** `GET /v1/account/{address}/balance`. */
export const balanceResponse: Check<BalanceResponse> = object({
  balances: array(
    object({
      name: string,
      symbol: string,
      chainId: string,
      address: optional(string),
      value: optional(number),
      price: number,
      quantity: object({ decimals: string, numeric: string }),
      iconUrl: string,
    }),
  ),
})

const transfer: Check<TransactionTransfer> = object({
  fungible_info: optional(
    object({ name: optional(string), symbol: optional(string), icon: optional(url) }),
  ),
  nft_info: optional(
    object({
      name: optional(string),
      content: optional(object({ preview: optional(url), detail: optional(url) })),
      flags: object({ is_spam: boolean }),
    }),
  ),
  direction: oneOf(['in', 'out', 'self']),
  quantity: object({ numeric: string }),
  value: optional(number),
  price: optional(number),
})

const approval: Check<TransactionApproval> = object({
  fungible_info: object({ name: optional(string), symbol: optional(string) }),
  spender: string,
  quantity: object({ numeric: string }),
})

const transaction: Check<Transaction> = object({
  id: string,
  metadata: object({
    operationType: oneOf([
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
    hash: string,
    chain: string,
    minedAt: string,
    sentFrom: string,
    sentTo: string,
    status: oneOf([
      'confirmed',
      'failed',
      'pending',
      'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      'ONRAMP_TRANSACTION_STATUS_FAILED',
    ]),
    nonce: number,
  }),
  transfers: array(transfer),
  approvals: optional(array(approval)),
})

/** `GET /v1/account/{address}/history`. */
export const historyResponse: Check<HistoryResponse> = object({
  data: array(transaction),
  next: nullable(string),
})

/** `GET /v1/account/{address}/nfts`. */
export const nftsResponse: Check<NftsResponse> = object({
  nfts: array(
    object({
      chainId: string,
      collection: object({ address: string, name: string, symbol: string }),
      tokenId: string,
      name: string,
      image: optional(string),
      flags: object({ is_spam: boolean }),
    }),
  ),
})
