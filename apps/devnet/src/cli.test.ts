import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { type CliIo, cli } from './cli.js'
import { solanaCaipNetworkId } from './solana/solanaDefinition.js'
import { getFreePort } from './utils/getFreePort.js'
import { isPortFree } from './utils/isPortFree.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** Runs the CLI as `npm run devnet` does: a Node process with tsx and the source condition. */
function spawnCli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@airlock/source', 'src/cli.ts', ...args],
    {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DEVNET_FUND: '' },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, exited, output: () => output }
}

/** Waits for the start's last line (a ceiling, not a delay), failing with its output. */
async function untilReady(run: ReturnType<typeof spawnCli>) {
  await expect
    .poll(() => run.output().includes('Press Ctrl-C') || run.child.exitCode !== null, {
      timeout: 90_000,
      interval: 50,
    })
    .toBe(true)
  expect(run.output()).toContain('Press Ctrl-C')
}

/** Alive and not a zombie (an init that does not reap, in containers, keeps exited ones listed). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  return !(
    existsSync(`/proc/${pid}/status`) &&
    /State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  )
}

function capture(): CliIo & { text: () => string } {
  const lines: string[] = []
  return {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    text: () => lines.join('\n'),
  }
}

test('a malformed address exits with code 2 and says why', async () => {
  const run = spawnCli(['fund', '0xnot-an-address'])
  expect(await run.exited).toBe(2)
  expect(run.output()).toContain(
    '"0xnot-an-address" is not an address (0x followed by 40 hex characters, or a base58 Solana address)',
  )
})

test('usage errors exit with code 2', async () => {
  for (const argv of [['launch'], ['fund'], ['start', '--port', '1=2'], ['reset', '--bogus']]) {
    const io = capture()
    expect(await cli(argv, io), argv.join(' ')).toBe(2)
    expect(io.text()).toContain('Usage: devnet')
  }
})

describe('start in the foreground', () => {
  // Every start of this block, so one that a failed test left running is stopped too.
  const runs: ReturnType<typeof spawnCli>[] = []
  afterAll(() => {
    for (const run of runs)
      if (run.child.exitCode === null && run.child.signalCode === null)
        (run.child as ChildProcess).kill('SIGKILL')
  })

  test('prints the RPC URLs, serves fund and refuses reset, and stops on SIGINT', async () => {
    const dataDir = await copyDevnetSnapshot()
    const ports = await freeDevnetPorts()
    const solanaPorts = [await getFreePort(), await getFreePort()]
    const portArgs = ['--port', `31337=${ports[31337]}`, '--port', `31338=${ports[31338]}`]
    portArgs.push('--solana-port', `${solanaPorts[0]}`, '--solana-ws-port', `${solanaPorts[1]}`)
    const run = spawnCli(['start', '--data-dir', dataDir, ...portArgs])
    runs.push(run)
    await untilReady(run)
    expect(run.output()).toContain(
      `eip155:31337   Airlock Devnet     http://127.0.0.1:${ports[31337]}`,
    )
    expect(run.output()).toContain(
      `eip155:31338   Airlock Devnet L2  http://127.0.0.1:${ports[31338]}`,
    )

    const address = privateKeyToAccount(generatePrivateKey()).address
    const fundIo = capture()
    expect(await cli(['fund', address, ...portArgs], fundIo)).toBe(0)
    expect(fundIo.text()).toContain(
      `eip155:31337 ${address}: +100 ETH, WETH, USDC, DAI, WBTC, PTS, NFT #`,
    )
    expect(fundIo.text()).toContain(`eip155:31338 ${address}`)
    expect(run.output()).toContain(
      `${solanaCaipNetworkId} Airlock Solana Devnet http://127.0.0.1:${solanaPorts[0]}`,
    )
    const solanaAddress = 'GcXbfQ5yY3uxCyBNDPBbR5FjumHf89E7YHXuULfGDBBv'
    const solanaIo = capture()
    expect(await cli(['fund', solanaAddress, ...portArgs], solanaIo)).toBe(0)
    expect(solanaIo.text()).toBe(`${solanaCaipNetworkId} ${solanaAddress}: +100 SOL, USDC, PTS`)

    const resetIo = capture()
    expect(await cli(['reset', '--data-dir', dataDir, ...portArgs], resetIo)).toBe(1)
    expect(resetIo.text()).toContain('stop the devnet first')

    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    expect(run.output()).toContain('Devnet stopped; state saved.')
    for (const port of [...Object.values(ports), ...solanaPorts])
      expect(await isPortFree(port as number)).toBe(true)
    expect(existsSync(join(dataDir, 'evm-31337.live.json'))).toBe(true)
    expect(existsSync(join(dataDir, 'solana.live.bin'))).toBe(true)

    const afterIo = capture()
    expect(await cli(['reset', '--data-dir', dataDir, ...portArgs], afterIo)).toBe(0)
    expect(afterIo.text()).toBe('Removed 3 file(s); the next start returns to the seeded state.')
    // A ceiling for a hung start, not a pace: beside other CPU-heavy jobs (load average 24) the
    // start, two funds and the stop took over the 30 s default.
  }, 240_000)

  test('a start killed with SIGKILL leaves no chain behind: the next start comes up', async () => {
    const dataDir = await copyDevnetSnapshot()
    const ports = await freeDevnetPorts()
    const solanaPorts = [await getFreePort(), await getFreePort()]
    const args = ['start', '--data-dir', dataDir]
    args.push('--port', `31337=${ports[31337]}`, '--port', `31338=${ports[31338]}`)
    args.push('--solana-port', `${solanaPorts[0]}`, '--solana-ws-port', `${solanaPorts[1]}`)
    const first = spawnCli(args)
    runs.push(first)
    await untilReady(first)
    const anvils = (
      JSON.parse(readFileSync(join(dataDir, 'chains.lock'), 'utf8')) as {
        chains: { pid: number }[]
      }
    ).chains.map((chain) => chain.pid)
    expect(anvils).toHaveLength(2)

    first.child.kill('SIGKILL')
    await first.exited
    const second = spawnCli(args)
    runs.push(second)
    await untilReady(second)
    expect(second.output()).toContain(`http://127.0.0.1:${ports[31337]}`)
    expect(second.output()).toContain(`http://127.0.0.1:${solanaPorts[0]}`)
    for (const pid of anvils) expect(isRunning(pid), `anvil ${pid}`).toBe(false)

    second.child.kill('SIGINT')
    expect(await second.exited).toBe(0)
    for (const port of [...Object.values(ports), ...solanaPorts])
      expect(await isPortFree(port as number)).toBe(true)
  }, 240_000)

  test('fund without a running devnet explains how to start it', async () => {
    const ports = await freeDevnetPorts()
    const io = capture()
    const argv = ['fund', privateKeyToAccount(generatePrivateKey()).address]
    argv.push('--port', `31337=${ports[31337]}`, '--port', `31338=${ports[31338]}`)
    expect(await cli(argv, io)).toBe(1)
    expect(io.text()).toBe('devnet: no devnet chain answers; start it with `npm run devnet`')
    const solanaIo = capture()
    const solanaArgv = ['fund', 'GcXbfQ5yY3uxCyBNDPBbR5FjumHf89E7YHXuULfGDBBv']
    solanaArgv.push('--solana-port', `${await getFreePort()}`)
    expect(await cli(solanaArgv, solanaIo)).toBe(1)
    expect(solanaIo.text()).toBe('devnet: no devnet chain answers; start it with `npm run devnet`')
  })
})
