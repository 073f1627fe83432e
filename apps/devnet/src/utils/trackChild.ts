import { type ChildProcess, spawn } from 'node:child_process'
import type { Socket } from 'node:net'
import { constants } from 'node:os'

const children = new Set<ChildProcess>()
let installed = false
let watchdog: ChildProcess | undefined

// The watchdog: a small Node process that reads `+<pid>` and `-<pid>` lines on stdin. Its stdin
// is a pipe from this process, so it reaches end-of-file however this process ends — SIGKILL
// included, which no exit hook sees. Then it sends SIGTERM to every pid still listed (anvil writes
// its state on SIGTERM), SIGKILL to any still running 5 s later, and exits. It ignores SIGINT and
// SIGHUP, which a terminal sends to the whole process group: this process handles those itself.
const watchdogScript = `
const pids = new Set()
let buffer = ''
for (const signal of ['SIGINT', 'SIGHUP']) process.on(signal, () => {})
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  buffer += chunk
  const lines = buffer.split('\\n')
  buffer = lines.pop()
  for (const line of lines) {
    const pid = Number(line.slice(1))
    if (line[0] === '+') pids.add(pid)
    else pids.delete(pid)
  }
})
const alive = (pid) => {
  try { process.kill(pid, 0); return true } catch { return false }
}
const send = (pid, signal) => {
  try { process.kill(pid, signal) } catch {}
}
process.stdin.on('end', () => {
  for (const pid of pids) send(pid, 'SIGTERM')
  const deadline = Date.now() + 5000
  const poll = setInterval(() => {
    const running = [...pids].filter(alive)
    if (running.length > 0 && Date.now() < deadline) return
    for (const pid of running) send(pid, 'SIGKILL')
    clearInterval(poll)
  }, 50)
})
`

/**
 * Registers a child process so it never outlives this one: it is sent SIGTERM when this process
 * exits, and on SIGINT/SIGTERM/SIGHUP when nobody else handles the signal (then this process
 * waits up to 5 s for the children and exits with the signal's code). A child leaves the registry
 * when it exits. Without this, an orphaned anvil keeps its port and the next start talks to it.
 *
 * Exit hooks do not run when this process is killed with SIGKILL, so a watchdog process (started
 * with the first tracked child) watches this one and stops the children when it disappears.
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
  const pid = child.pid
  if (pid !== undefined) tellWatchdog(`+${pid}`)
  child.once('exit', () => {
    children.delete(child)
    if (pid !== undefined) tellWatchdog(`-${pid}`)
  })
  if (installed) return
  installed = true
  process.on('exit', () => {
    for (const running of children) running.kill('SIGTERM')
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => onSignal(signal))
}

function tellWatchdog(line: string) {
  if (!watchdog || watchdog.exitCode !== null || watchdog.signalCode !== null) {
    // Its own options only: NODE_OPTIONS may load a TypeScript loader it does not need.
    const { NODE_OPTIONS: _, ...env } = process.env
    watchdog = spawn(process.execPath, ['--eval', watchdogScript], {
      stdio: ['pipe', 'ignore', 'ignore'],
      env,
    })
    // Neither the watchdog nor its pipe keeps this process alive.
    watchdog.unref()
    ;(watchdog.stdin as Socket | null)?.unref()
    watchdog.stdin?.on('error', () => {})
    // A watchdog that died (killed by hand) is replaced by the next line, with every pid.
    const current = watchdog
    current.once('exit', () => {
      if (watchdog === current) watchdog = undefined
    })
    for (const running of children)
      if (running.pid !== undefined && running.exitCode === null && `+${running.pid}` !== line)
        current.stdin?.write(`+${running.pid}\n`)
  }
  watchdog.stdin?.write(`${line}\n`)
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
