import type { Hex } from 'viem'
import { BundlerRpcError, bundlerErrorCodes } from '../errors/bundler.js'
import type { RpcRequest } from '../rpc/parseRpcBody.js'
import type { BundlerService } from './createBundlerService.js'
import { parseUserOperation } from './parseUserOperation.js'

export type RpcAnswer = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** Extra methods served on the same endpoint (the paymaster's `pm_*`). */
export type RpcMethods = Record<string, (params: unknown[]) => Promise<unknown>>

/**
 * Answers one ERC-7769 JSON-RPC request for a chain: `eth_sendUserOperation`,
 * `eth_estimateUserOperationGas`, `eth_getUserOperationByHash`, `eth_getUserOperationReceipt`,
 * `eth_supportedEntryPoints`, `eth_chainId`, and any `extra` methods. A refusal is answered as a
 * JSON-RPC error with its ERC-7769 code; anything unexpected is rethrown (a 500, a bug).
 *
 * @param bundler - From `createBundlerService`.
 * @param request - The request, from `parseRpcBody`.
 * @param chainId - From the URL.
 * @param extra - More methods by name.
 * @returns The JSON-RPC answer.
 *
 * @example
 * import { handleBundlerRequest } from './handleBundlerRequest.js'
 * const answer = await handleBundlerRequest(bundler, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 31337)
 */
export async function handleBundlerRequest(
  bundler: BundlerService,
  request: RpcRequest,
  chainId: number,
  extra: RpcMethods = {},
): Promise<RpcAnswer> {
  const id = request.id ?? null
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  try {
    return {
      jsonrpc: '2.0',
      id,
      result: await dispatch(bundler, request.method, params, chainId, extra),
    }
  } catch (error) {
    if (!(error instanceof BundlerRpcError)) throw error
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: error.code,
        message: error.shortMessage,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    }
  }
}

async function dispatch(
  bundler: BundlerService,
  method: string,
  params: unknown[],
  chainId: number,
  extra: RpcMethods,
): Promise<unknown> {
  const hash = () => {
    const value = params[0]
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value))
      throw new BundlerRpcError({
        code: bundlerErrorCodes.invalidParams,
        message: 'Expected a user operation hash (0x and 64 hex digits)',
      })
    return value as Hex
  }
  switch (method) {
    case 'eth_chainId':
      return bundler.chainId(chainId)
    case 'eth_supportedEntryPoints':
      return bundler.supportedEntryPoints()
    case 'eth_sendUserOperation':
      return bundler.send(chainId, parseUserOperation(params[0], { requireGas: true }), params[1])
    case 'eth_estimateUserOperationGas': {
      const operation = parseUserOperation(params[0], { requireGas: false })
      const gas = await bundler.estimate(chainId, operation, params[1])
      return toRpcGas(gas)
    }
    case 'eth_getUserOperationByHash':
      return bundler.getByHash(hash())
    case 'eth_getUserOperationReceipt':
      return bundler.getReceipt(hash())
  }
  const handler = extra[method]
  if (handler) return handler(params)
  throw new BundlerRpcError({
    code: bundlerErrorCodes.methodNotFound,
    message: `Method ${method} is not supported`,
  })
}

function toRpcGas(gas: Record<string, bigint | undefined>): Record<string, Hex> {
  return Object.fromEntries(
    Object.entries(gas)
      .filter((entry): entry is [string, bigint] => entry[1] !== undefined)
      .map(([key, value]) => [key, `0x${value.toString(16)}` as Hex]),
  )
}
