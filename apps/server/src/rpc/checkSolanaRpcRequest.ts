import { walletMessages } from '@airlock/protocol'
import type { CheckRpcRequestReturnType } from './checkRpcRequest.js'
import type { RpcRequest } from './parseRpcBody.js'

/**
 * The Solana methods `POST /v1?chainId=solana:…` forwards: reads, simulation, and
 * `sendTransaction` of a transaction signed elsewhere (the analogue of `eth_sendRawTransaction`,
 * which the EVM proxy forwards: a wallet needs it). Not `requestAirdrop` (it mints SOL on a test
 * cluster for whoever asks), nor `getProgramAccounts`/`getLargestAccounts`/`getSupply` (scans of a
 * whole program or the ledger, which public nodes refuse too).
 */
const proxiedSolanaRpcMethods = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getEpochSchedule',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getIdentity',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'isBlockhashValid',
  'minimumLedgerSlot',
  'sendTransaction',
  'simulateTransaction',
] as const

const forwarded: ReadonlySet<string> = new Set(proxiedSolanaRpcMethods)

/**
 * Decides whether `POST /v1` may forward one JSON-RPC request to a Solana cluster: its method must
 * be one of `proxiedSolanaRpcMethods`; anything else gets -32601 "Requested RPC call is not
 * allowed", naming the method, as on EVM chains.
 *
 * @param request - One request of the body.
 * @returns Allowed, or the refusal to answer.
 *
 * @example
 * import { checkSolanaRpcRequest } from './rpc/checkSolanaRpcRequest.js'
 * checkSolanaRpcRequest({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop' }).allowed // false
 */
export function checkSolanaRpcRequest(request: RpcRequest): CheckRpcRequestReturnType {
  if (forwarded.has(request.method)) return { allowed: true }
  return {
    allowed: false,
    refusal: { code: -32601, message: walletMessages.rpcMethodNotAllowed, data: request.method },
  }
}
