import type { ChildProcess } from 'node:child_process'

/**
 * Stops a child process gracefully: SIGTERM, wait for it to exit, SIGKILL if it has not after
 * `timeoutMs`. Resolves once it has exited (at once if it already had).
 *
 * @param child - The process.
 * @param timeoutMs - Grace period before SIGKILL. Defaults to `5000`.
 *
 * @example
 * import { stopChild } from './stopChild.js'
 * await stopChild(anvil) // anvil has written its --dump-state file
 */
export async function stopChild(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs)
  })
  const late = await Promise.race([exited.then(() => false), timedOut])
  clearTimeout(timer)
  if (late) {
    child.kill('SIGKILL')
    await exited
  }
}
