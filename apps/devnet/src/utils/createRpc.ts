export type Rpc = <result = unknown>(method: string, params?: unknown[]) => Promise<result>

/**
 * A bare JSON-RPC caller for the anvil-only methods (`anvil_*`, `evm_*`, `txpool_*`) that viem's
 * typed clients do not describe.
 *
 * @param rpcUrl - HTTP endpoint.
 * @returns `rpc(method, params)`, which resolves with `result` or throws with the RPC error.
 *
 * @example
 * import { createRpc } from './createRpc.js'
 * const rpc = createRpc('http://127.0.0.1:8545')
 * await rpc('anvil_setBalance', ['0x…', '0x56bc75e2d63100000'])
 */
export function createRpc(rpcUrl: string): Rpc {
  let id = 0
  return async <result>(method: string, params: unknown[] = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as {
      result?: result
      error?: { code: number; message: string }
    }
    if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`)
    return body.result as result
  }
}
