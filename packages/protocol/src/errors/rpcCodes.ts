/** One known error code of a wallet or node: a name to match on and a default message. */
export type RpcErrorCodeInfo = { readonly name: string; readonly message: string }

/**
 * Error codes a wallet (EIP-1193, EIP-3085, EIP-5792) or a node (JSON-RPC 2.0, EIP-1474) answers
 * with, keyed by code. Default messages paraphrase the standard that defines each code.
 *
 * @example
 * import { rpcErrorCodes } from '@airlock/protocol'
 * rpcErrorCodes[4001].message // 'The user rejected the request.'
 */
export const rpcErrorCodes = {
  // EIP-1193 provider errors.
  4001: { name: 'UserRejectedRequest', message: 'The user rejected the request.' },
  4100: {
    name: 'Unauthorized',
    message: 'The requested method or account has not been authorized by the user.',
  },
  4200: { name: 'UnsupportedMethod', message: 'The wallet does not support the requested method.' },
  4900: { name: 'Disconnected', message: 'The wallet is disconnected from all chains.' },
  4901: {
    name: 'ChainDisconnected',
    message: 'The wallet is not connected to the requested chain.',
  },
  // EIP-3085 / wallet_switchEthereumChain: the wallet does not know the chain yet.
  4902: {
    name: 'UnrecognizedChain',
    message: 'The wallet does not recognize the requested chain.',
  },
  // JSON-RPC 2.0.
  [-32700]: { name: 'ParseError', message: 'The request is not valid JSON.' },
  [-32600]: { name: 'InvalidRequest', message: 'The request is not a valid request object.' },
  [-32601]: { name: 'MethodNotFound', message: 'The method does not exist or is not available.' },
  [-32602]: { name: 'InvalidParams', message: 'The method parameters are invalid.' },
  [-32603]: { name: 'InternalError', message: 'An internal JSON-RPC error occurred.' },
  // EIP-1474 server errors.
  [-32000]: { name: 'InvalidInput', message: 'Missing or invalid parameters.' },
  [-32001]: { name: 'ResourceNotFound', message: 'The requested resource was not found.' },
  [-32002]: { name: 'ResourceUnavailable', message: 'The requested resource is not available.' },
  [-32003]: { name: 'TransactionRejected', message: 'The transaction could not be created.' },
  [-32004]: { name: 'MethodNotSupported', message: 'The method is not implemented.' },
  [-32005]: { name: 'LimitExceeded', message: 'The request exceeds a defined limit.' },
  [-32006]: {
    name: 'JsonRpcVersionNotSupported',
    message: 'This version of the JSON-RPC protocol is not supported.',
  },
  // EIP-5792 wallet_sendCalls.
  5700: {
    name: 'UnsupportedNonOptionalCapability',
    message: 'The wallet does not support a capability that was not marked optional.',
  },
  5710: { name: 'UnsupportedChainId', message: 'The wallet does not support the chain id.' },
  5720: { name: 'DuplicateId', message: 'A batch with this id was already submitted.' },
  5730: { name: 'UnknownBundleId', message: 'No batch with this id was submitted.' },
  5740: { name: 'BundleTooLarge', message: 'The batch has too many calls for the wallet.' },
  5750: {
    name: 'AtomicReadyWalletRejectedUpgrade',
    message: 'The user rejected upgrading the account to support atomic batches.',
  },
  5760: { name: 'AtomicityNotSupported', message: 'The wallet cannot run this batch atomically.' },
} as const satisfies Record<number, RpcErrorCodeInfo>

/** A code of `rpcErrorCodes`. */
export type RpcErrorCode = keyof typeof rpcErrorCodes

/**
 * Codes of a failed `wallet_switchEthereumChain` after which the client tries
 * `wallet_addEthereumChain` (SPEC §7): 4902 unrecognized chain, 5000 (the WalletConnect default
 * code some wallets answer an unknown chain with) and 32603 as the spec writes it. Wallets that
 * follow JSON-RPC send -32603 instead, so both signs are listed.
 *
 * @example
 * import { addChainFallbackCodes } from '@airlock/protocol'
 * if (addChainFallbackCodes.includes(error.code)) await addChain(chain)
 */
export const addChainFallbackCodes: readonly number[] = [4902, 5000, 32603, -32603]
