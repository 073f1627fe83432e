import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError } from '@airlock/protocol'
import { isAddress } from 'viem'
import { defaultDataDir } from './defaultDataDir.js'
import { devnetChains } from './devnetChains.js'
import { InvalidAddressError } from './errors/devnet.js'
import { fundAddress } from './fundAddress.js'
import { readManifest } from './readManifest.js'
import { resetDevnet } from './resetDevnet.js'
import { fundSolanaAddress } from './solana/fundSolanaAddress.js'
import { isSolanaAddress } from './solana/isSolanaAddress.js'
import { solanaDefaultPort, solanaDefaultWsPort } from './solana/solanaDefinition.js'
import { type Devnet, startDevnet } from './startDevnet.js'
import { createRpc } from './utils/createRpc.js'
import { waitForRpc } from './utils/waitForRpc.js'

export type CliIo = { out: (line: string) => void; err: (line: string) => void }

const usage = `Usage: devnet [command] [options]

Commands:
  start                 Run the devnet in the foreground (the default). Ctrl-C stops it.
  reset [--reseed]      Forget the live state (next start returns to the seed);
                        --reseed deletes the seed too, so the next start seeds afresh.
  fund <address>...     Fund addresses on the running chains: an EVM address gets 100 ETH, every
                        token and an NFT; a Solana address 100 SOL, USDC and points.

Options:
  --data-dir <dir>      Snapshot directory (env DEVNET_DATA_DIR). Default: <repo>/.devnet
  --port <id>=<port>    Port of a chain, e.g. --port 31337=18545 (repeatable).
  --solana-port <port>  Solana JSON-RPC port (env SOLANA_PORT). Default: 8899
  --solana-ws-port <port>
                        Solana WebSocket port (env SOLANA_WS_PORT). Default: 8900
  --no-solana           Do not run the Solana chain.
  -h, --help            Show this help.

Environment:
  DEVNET_FUND=0x…,So1…  Addresses to fund when the devnet starts.`

class UsageError extends Error {}

/**
 * The devnet command line: `start` (default), `reset [--reseed]` and `fund <address>...`.
 * Bad input exits with code 2, failures with 1.
 *
 * @param argv - Arguments after the script name.
 * @param io - Where to print. Defaults to the console.
 * @returns The exit code (`start` resolves only after Ctrl-C/SIGTERM stopped the devnet).
 *
 * @example
 * import { cli } from './cli.js'
 * process.exitCode = await cli(['fund', '0x1234567890123456789012345678901234567890'])
 */
export async function cli(
  argv: readonly string[],
  io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) },
): Promise<number> {
  let options: ReturnType<typeof parse>
  try {
    options = parse(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`devnet: ${error.message}\n\n${usage}`)
    return 2
  }
  if (options.help) {
    io.out(usage)
    return 0
  }
  try {
    if (options.command === 'reset') return await reset(options, io)
    if (options.command === 'fund') return await fund(options, io)
    return await start(options, io)
  } catch (error) {
    if (error instanceof InvalidAddressError) {
      io.err(`devnet: ${error.shortMessage}`)
      return 2
    }
    io.err(`devnet: ${error instanceof BaseError ? error.message : String(error)}`)
    return 1
  }
}

type Options = {
  command: 'start' | 'reset' | 'fund'
  dataDir: string
  ports: Record<number, number>
  /** Solana ports, or `undefined` with --no-solana. */
  solana: { port: number; wsPort: number } | undefined
  reseed: boolean
  addresses: string[]
  help: boolean
}

function parse(argv: readonly string[]): Options {
  const options: Options = {
    command: 'start',
    dataDir: process.env.DEVNET_DATA_DIR || defaultDataDir,
    ports: {},
    solana: {
      port: portFrom(process.env.SOLANA_PORT, 'SOLANA_PORT') ?? solanaDefaultPort,
      wsPort: portFrom(process.env.SOLANA_WS_PORT, 'SOLANA_WS_PORT') ?? solanaDefaultWsPort,
    },
    reseed: false,
    addresses: [],
    help: false,
  }
  const args = [...argv]
  const first = args[0]
  if (first !== undefined && !first.startsWith('-')) {
    if (first !== 'start' && first !== 'reset' && first !== 'fund')
      throw new UsageError(`unknown command "${first}"`)
    options.command = first
    args.shift()
  }
  const chainIds = Object.values(devnetChains).map((chain) => chain.chainId as number)
  while (args.length > 0) {
    const arg = args.shift() as string
    if (arg === '-h' || arg === '--help') options.help = true
    else if (arg === '--reseed' && options.command === 'reset') options.reseed = true
    else if (arg === '--data-dir') {
      const value = args.shift()
      if (!value) throw new UsageError('--data-dir needs a directory')
      options.dataDir = resolve(value)
    } else if (arg === '--port') {
      const match = /^(\d+)=(\d+)$/.exec(args.shift() ?? '')
      const chainId = Number(match?.[1])
      const port = Number(match?.[2])
      if (!match || !chainIds.includes(chainId) || port < 1 || port > 65_535)
        throw new UsageError(
          `--port takes <chain id>=<port> with a chain id in ${chainIds.join(', ')}`,
        )
      options.ports[chainId] = port
    } else if (arg === '--solana-port' || arg === '--solana-ws-port') {
      const port = portFrom(args.shift() ?? '', arg) as number
      if (options.solana) options.solana[arg === '--solana-port' ? 'port' : 'wsPort'] = port
    } else if (arg === '--no-solana') options.solana = undefined
    else if (options.command === 'fund' && !arg.startsWith('-'))
      options.addresses.push(...arg.split(',').filter((item) => item !== ''))
    else throw new UsageError(`unexpected argument "${arg}"`)
  }
  if (options.command === 'fund' && options.addresses.length === 0 && !options.help)
    throw new UsageError('fund needs at least one address')
  for (const address of options.addresses)
    if (!isAddress(address, { strict: false }) && !isSolanaAddress(address))
      throw new UsageError(
        `"${address}" is not an address (0x followed by 40 hex characters, or a base58 Solana address)`,
      )
  return options
}

function portFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UsageError(`${name} takes a port from 1 to 65535, not "${value}"`)
  return port
}

async function start(options: Options, io: CliIo): Promise<number> {
  let devnet: Devnet | undefined
  let stopRequested: (() => void) | undefined
  const stopped = new Promise<void>((resolve) => {
    stopRequested = resolve
  })
  const onSignal = () => {
    // Ctrl-C during the first seed: leave at once; the exit hook stops anvil.
    if (!devnet) process.exit(130)
    stopRequested?.()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const started = Date.now()
    devnet = await startDevnet({
      dataDir: options.dataDir,
      ports: options.ports,
      solana: options.solana,
      log: io.out,
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    io.out(`Airlock devnet ready in ${seconds} s${devnet.seeded ? ' (seeded)' : ''}`)
    for (const chain of devnet.chains)
      io.out(`  ${chain.caipNetworkId.padEnd(14)} ${chain.name.padEnd(18)} ${chain.rpcUrl}`)
    if (devnet.solana)
      io.out(
        `  ${devnet.solana.caipNetworkId} ${devnet.solana.name} ${devnet.solana.rpcUrl} (WebSocket ${devnet.solana.wsUrl})`,
      )
    io.out(`  demo accounts (mnemonic "${devnet.manifest.mnemonic}"):`)
    for (const account of devnet.manifest.accounts)
      io.out(`    #${account.index} ${account.address} ${account.label}`)
    if (devnet.solana)
      for (const account of devnet.manifest.solana?.accounts ?? [])
        io.out(`    ${account.derivationPath.padEnd(16)} ${account.address} ${account.label}`)
    io.out(`  data: ${options.dataDir}`)
    io.out('Press Ctrl-C to stop.')
    await stopped
    await devnet.stop()
    io.out('Devnet stopped; state saved.')
    return 0
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

async function reset(options: Options, io: CliIo): Promise<number> {
  const solana = await solanaAnswering(options)
  const running = [...(await answering(options)), ...(solana ? [solana] : [])]
  if (running.length > 0) {
    io.err(`devnet: stop the devnet first (it answers at ${running.join(', ')})`)
    return 1
  }
  const { removed } = await resetDevnet({ dataDir: options.dataDir, reseed: options.reseed })
  io.out(
    removed.length === 0
      ? 'Nothing to reset.'
      : `Removed ${removed.length} file(s); the next start ${options.reseed ? 'seeds afresh' : 'returns to the seeded state'}.`,
  )
  return 0
}

async function fund(options: Options, io: CliIo): Promise<number> {
  const evm = options.addresses.filter((address) => isAddress(address, { strict: false }))
  const solana = options.addresses.filter((address) => !(evm as string[]).includes(address))
  const running = evm.length > 0 ? await answering(options) : []
  const solanaUrl = solana.length > 0 ? await solanaAnswering(options) : undefined
  if ((evm.length > 0 && running.length === 0) || (solana.length > 0 && !solanaUrl)) {
    io.err('devnet: no devnet chain answers; start it with `npm run devnet`')
    return 1
  }
  const manifest = readManifest({ ports: options.ports, solana: options.solana })
  for (const rpcUrl of running)
    for (const address of evm) {
      const result = await fundAddress(rpcUrl, address, { manifest })
      io.out(
        `eip155:${result.chainId} ${result.address}: +100 ETH, ${Object.keys(result.tokens).join(', ')}, NFT #${result.nft.tokenId}`,
      )
    }
  for (const address of solanaUrl ? solana : []) {
    const result = await fundSolanaAddress(solanaUrl as string, address, { manifest })
    io.out(
      `${result.caipNetworkId} ${result.address}: +100 SOL, ${Object.keys(result.tokens).join(', ')}`,
    )
  }
  return 0
}

async function answering(options: Options): Promise<string[]> {
  const { chains } = readManifest({ ports: options.ports })
  const urls = await Promise.all(
    chains.map(async (chain) => {
      try {
        await waitForRpc(chain.rpcUrl, { timeoutMs: 0 })
        return chain.rpcUrl
      } catch {
        return undefined
      }
    }),
  )
  return urls.filter((url) => url !== undefined)
}

async function solanaAnswering(options: Options): Promise<string | undefined> {
  const rpcUrl = readManifest({ solana: options.solana }).solana?.rpcUrl
  if (!options.solana || !rpcUrl) return undefined
  try {
    return (await createRpc(rpcUrl)('getHealth')) === 'ok' ? rpcUrl : undefined
  } catch {
    return undefined
  }
}

const entry = process.argv[1]
if (entry && realpathSync(resolve(entry)) === realpathSync(fileURLToPath(import.meta.url)))
  process.exitCode = await cli(process.argv.slice(2))
