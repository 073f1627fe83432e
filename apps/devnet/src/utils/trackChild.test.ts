import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))

test('a tracked child is stopped when its parent exits, even on a crash', async () => {
  // The parent tracks a long sleep, prints its pid, then dies of an uncaught error.
  const script = `
    import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
    import { trackChild } from './src/utils/trackChild.ts'
    const child = spawn('sleep', ['60'], { stdio: 'ignore' })
    trackChild(child)
    console.log(child.pid)
    setTimeout(() => { throw new Error('parent crashed') }, 100)
  `
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'ignore'] },
  )
  let output = ''
  parent.stdout.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise((resolve) => parent.once('exit', resolve))
  expect(code).not.toBe(0)
  const pid = Number(output.trim())
  expect(pid).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(isGone(pid)).toBe(true)
})

test('a tracked child is stopped when its parent is killed with SIGKILL', async () => {
  // SIGKILL runs no exit hook: only a watch from outside the parent can stop the child.
  const script = `
    import { spawn } from 'node:child_process'
    import { trackChild } from './src/utils/trackChild.ts'
    const child = spawn('sleep', ['60'], { stdio: 'ignore' })
    trackChild(child)
    console.log(child.pid)
    setInterval(() => {}, 1000)
  `
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const pid = await new Promise<number>((resolve, reject) => {
    let output = ''
    parent.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('\n')) resolve(Number(output.trim()))
    })
    parent.once('exit', () => reject(new Error(`the parent exited first: ${output}`)))
  })
  expect(pid).toBeGreaterThan(0)
  const exited = new Promise((resolve) => parent.once('exit', resolve))
  parent.kill('SIGKILL')
  await exited
  try {
    // A ceiling, not a wait: the loop ends as soon as the child is gone.
    await expect.poll(() => isGone(pid), { timeout: 10_000, interval: 50 }).toBe(true)
  } finally {
    if (!isGone(pid)) process.kill(pid, 'SIGKILL')
  }
})

/** Exited: no such process, or a zombie that an init without reaping (containers) keeps listed. */
function isGone(pid: number) {
  try {
    process.kill(pid, 0)
  } catch {
    return true
  }
  return (
    existsSync(`/proc/${pid}/status`) &&
    /State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  )
}
