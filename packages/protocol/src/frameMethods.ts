// The embedded wallet's frame protocol without its schemas (those are in `frame.ts`, on the
// `schemas` subpath): the message prefixes and the RPC method lists, which the modal, the secure
// origin and the server's RPC proxy read without loading zod.

/** Prefix of requests from the modal to the frame. */
export const appEventPrefix = '@w3m-app/'
/** Prefix of answers and events from the frame to the modal. */
export const frameEventPrefix = '@w3m-frame/'

/**
 * The frame's unsolicited event (Airlock's own, not the model product's) with the height its
 * approval screen needs and the width it was laid out at, `{ height, width }` in CSS pixels: the
 * modal sizes the frame to it, and shows it once the height is the one for the frame's width.
 *
 * @example
 * import { frameContentHeightEvent, readFrameContentHeight } from '@airlock/protocol'
 * if (event.type === frameContentHeightEvent) resize(readFrameContentHeight(event.payload))
 */
export const frameContentHeightEvent = 'CONTENT_HEIGHT'

/** The tallest content height the modal accepts from the frame, in CSS pixels. */
export const maxFrameContentHeight = 2000

/**
 * The height in a `CONTENT_HEIGHT` event's payload, rounded up to a whole pixel; `undefined`
 * unless it is a positive finite number up to `maxFrameContentHeight`.
 *
 * @param payload - The event's payload, as the frame posted it.
 * @returns The height in CSS pixels, or `undefined`.
 *
 * @example
 * import { readFrameContentHeight } from '@airlock/protocol'
 * readFrameContentHeight({ height: 251.4 }) // 252
 */
export function readFrameContentHeight(payload: unknown): number | undefined {
  const height = (payload as { height?: unknown } | null | undefined)?.height
  if (typeof height !== 'number' || !Number.isFinite(height)) return undefined
  if (height <= 0 || height > maxFrameContentHeight) return undefined
  return Math.ceil(height)
}

/**
 * The width a `CONTENT_HEIGHT` event's height was measured at, rounded to a whole pixel;
 * `undefined` unless it is a positive finite number (a frame of an older version sends none).
 *
 * @param payload - The event's payload, as the frame posted it.
 * @returns The width in CSS pixels, or `undefined`.
 *
 * @example
 * import { readFrameContentWidth } from '@airlock/protocol'
 * readFrameContentWidth({ height: 251.4, width: 326 }) // 326
 */
export function readFrameContentWidth(payload: unknown): number | undefined {
  const width = (payload as { width?: unknown } | null | undefined)?.width
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return undefined
  return Math.round(width)
}

/**
 * The node methods the server's RPC proxy (`POST /v1`) forwards: reads, and
 * `eth_sendRawTransaction` (signed elsewhere). An allowlist on purpose: a node may add a method
 * that spends its own unlocked accounts (`eth_sendTransactionSync` did) or changes its state, and
 * a denylist lets it through. Filters (`eth_new*Filter`) are refused: they hold state on the node
 * for whoever asks.
 */
export const proxiedRpcMethods = [
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_version',
  'web3_clientVersion',
] as const

/**
 * Methods the frame answers silently: the proxy's reads (it passes the proxy's refusal of a
 * filter method on), plus the ones it answers itself.
 */
export const safeRpcMethods = [
  ...proxiedRpcMethods.filter(
    (method) => method !== 'net_version' && method !== 'web3_clientVersion',
  ),
  'eth_accounts',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/** Methods that need the user's approval in the frame's own UI (the ApproveTransaction view). */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  // EIP-5792: not a request to approve, but it shows the frame's screen (a batch's status).
  'wallet_showCallsStatus',
] as const

/**
 * The embedded wallet's Solana methods (the model product's names), each approved on the frame's
 * own screen. Their params are one object: `solana_signMessage` `{ message, pubkey }` (base58),
 * `solana_signTransaction` `{ transaction }` and `solana_signAndSendTransaction` `{ transaction,
 * options? }` (a base58 wire transaction), `solana_signAllTransactions` `{ transactions }` (base58
 * wire transactions, approved on one screen); the request's `chainId` names the cluster
 * (`solana:<ref>`).
 */
export const solanaRpcMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type SolanaRpcMethod = (typeof solanaRpcMethods)[number]
export type UnsafeRpcMethod = (typeof unsafeRpcMethods)[number]
