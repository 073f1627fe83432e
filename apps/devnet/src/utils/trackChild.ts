import type { ChildProcess } from 'node:child_process'
import { constants } from 'node:os'

const children = new Set<ChildProcess>()
let installed = false

/**
 * Registers a child process so it never outlives this one: it is sent SIGTERM when this process
 * exits, and on SIGINT/SIGTERM/SIGHUP when nobody else handles the signal (then this process
 * waits up to 5 s for the children and exits with the signal's code). A child leaves the registry
 * when it exits. Without this, an orphaned anvil keeps its port and the next start talks to it.
 *
 * @param child - A spawned process.
 *
 * @example
 * import { spawn } from 'node:child_process'
 * import { trackChild } from './trackChild.js'
 * trackChild(spawn('anvil', ['--port', '18545']))
 */
export function trackChild(child: ChildProcess): void {
  children.add(child)
  child.once('exit', () => children.delete(child))
  if (installed) return
  installed = true
  process.on('exit', () => {
    for (const running of children) running.kill('SIGTERM')
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => onSignal(signal))
}

function onSignal(signal: 'SIGINT' | 'SIGTERM' | 'SIGHUP') {
  // Another listener (a CLI, a server) owns the process's lifetime; the exit hook above still
  // stops the children when it ends.
  if (process.listenerCount(signal) > 1) return
  // We are the only listener, which removed Node's default of ending the process: restore it,
  // after giving anvil the time to write its state.
  const exited = [...children].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  )
  const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref())
  void Promise.race([Promise.all(exited), timeout]).finally(() =>
    process.exit(128 + constants.signals[signal]),
  )
}
