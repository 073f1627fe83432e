import { type ChildProcess, spawn } from 'node:child_process'
import { ChainStartError } from '../errors/devnet.js'
import { trackChild } from '../utils/trackChild.js'
import { waitForRpc } from '../utils/waitForRpc.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

export type SpawnAnvilParameters = {
  chainId: number
  caipNetworkId: string
  port: number
  /** Genesis timestamp (seconds), for a chain that starts in the past. */
  timestamp?: number
  /** Plain-JSON state to start from (`--load-state`). */
  loadState?: string
  /** Where anvil writes its state every 5 s and on SIGTERM (`--dump-state`). */
  dumpState?: string
  /** Mine pool transactions first-in first-out (seeding relies on send order). */
  fifo?: boolean
  /** Milliseconds to wait for `eth_chainId`. Defaults to `15000`. */
  timeoutMs?: number
  /** Told anvil's pid as soon as it is spawned, and again with `exited` when it exits. */
  onProcess?: (event: { pid: number; exited: boolean }) => void
}

export type SpawnAnvilReturnType = { child: ChildProcess; rpcUrl: string }

/**
 * Starts one anvil on `127.0.0.1:<port>` and resolves once it answers `eth_chainId` with the
 * expected id. The process is tracked, so it is stopped when this process exits.
 *
 * @param parameters - Chain id, port and state options.
 * @returns The child process and its RPC URL.
 * @throws {ChainStartError} If anvil exits or does not answer in time (with its output).
 *
 * @example
 * import { spawnAnvil } from './spawnAnvil.js'
 * const { child, rpcUrl } = await spawnAnvil({ chainId: 31337, caipNetworkId: 'eip155:31337', port: 18545 })
 */
export async function spawnAnvil(parameters: SpawnAnvilParameters): Promise<SpawnAnvilReturnType> {
  const { chainId, caipNetworkId, port, timestamp, loadState, dumpState, fifo } = parameters
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  args.push('--quiet')
  if (timestamp !== undefined) args.push('--timestamp', String(timestamp))
  if (loadState) args.push('--load-state', loadState)
  if (dumpState) args.push('--dump-state', dumpState, '--state-interval', '5')
  if (fifo) args.push('--order', 'fifo')

  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  trackChild(child)
  const { pid } = child
  if (pid !== undefined && parameters.onProcess) {
    const onProcess = parameters.onProcess
    onProcess({ pid, exited: false })
    child.once('exit', () => onProcess({ pid, exited: true }))
  }
  // Keep the tail of anvil's output for error messages; reading it also keeps the pipes from
  // filling up and blocking anvil.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })

  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    const answered = await waitForRpc(rpcUrl, {
      timeoutMs: parameters.timeoutMs ?? 15_000,
      abort: () => {
        if (spawnError) return spawnError.message
        if (child.exitCode !== null) return `anvil exited with code ${child.exitCode}`
        if (child.signalCode !== null) return `anvil was killed by ${child.signalCode}`
        return undefined
      },
    })
    if (answered !== chainId) throw new Error(`${rpcUrl} answered chain id ${answered}`)
  } catch (error) {
    child.kill('SIGKILL')
    throw new ChainStartError({
      caipNetworkId,
      reason: error instanceof Error ? error.message : String(error),
      output,
    })
  }
  return { child, rpcUrl }
}
