export type WaitForRpcParameters = {
  /** Give up after this many milliseconds. Defaults to `15000`. */
  timeoutMs?: number
  /** Stop waiting early (with its message) when this returns a string, e.g. the node exited. */
  abort?: () => string | undefined
}

/**
 * Polls a JSON-RPC endpoint until it answers `eth_chainId`.
 *
 * @param rpcUrl - HTTP endpoint.
 * @param parameters - Timeout and early abort.
 * @returns The chain id it reported.
 * @throws {Error} On timeout or abort.
 *
 * @example
 * import { waitForRpc } from './waitForRpc.js'
 * const chainId = await waitForRpc('http://127.0.0.1:8545') // 31337
 */
export async function waitForRpc(
  rpcUrl: string,
  { timeoutMs = 15_000, abort }: WaitForRpcParameters = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const reason = abort?.()
    if (reason) throw new Error(reason)
    const chainId = await readChainId(rpcUrl)
    if (chainId !== undefined) return chainId
    if (Date.now() > deadline) throw new Error(`no answer from ${rpcUrl} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}
