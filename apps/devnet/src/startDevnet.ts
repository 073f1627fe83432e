import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { DevnetManifest } from '@airlock/protocol'
import { isAddress } from 'viem'
import { defaultDataDir } from './defaultDataDir.js'
import { devnetChains } from './devnetChains.js'
import { type DevnetRunningError, InvalidAddressError, PortInUseError } from './errors/devnet.js'
import { startEvmChain } from './evm/startEvmChain.js'
import { fundAddress } from './fundAddress.js'
import { readManifest } from './readManifest.js'
import { isSolanaAddress } from './solana/isSolanaAddress.js'
import { solanaCaipNetworkId } from './solana/solanaDefinition.js'
import type { RunningSolanaChain } from './solana/startSolanaChain.js'
import { isPortFree } from './utils/isPortFree.js'
import { reclaimStaleChains } from './utils/reclaimStaleChains.js'
import { recordChains } from './utils/recordChains.js'
import { stopChild } from './utils/stopChild.js'

export type StartDevnetParameters = {
  /** Where snapshots live. Defaults to {@link defaultDataDir} (`<repo root>/.devnet/`). */
  dataDir?: string
  /** Port per chain id, e.g. `{ 31337: 18545 }`. Defaults to 8545 and 8546. */
  ports?: { [chainId: number]: number }
  /**
   * Run the Solana chain too, on these ports (HTTP JSON-RPC and WebSocket). Defaults to not
   * running it, so callers that pick free EVM ports only (tests) never collide on 8899;
   * `npm start` and the devnet command line pass `{ port: 8899, wsPort: 8900 }`. `now` sets its
   * clock (tests that need a blockhash to expire); defaults to `Date.now`.
   */
  solana?: { port: number; wsPort: number; now?: () => number } | undefined
  /**
   * Addresses to fund once the chains run: EVM addresses on every EVM chain, Solana addresses on
   * the Solana chain. Defaults to `DEVNET_FUND` (comma-separated).
   */
  fund?: string[]
  /** Receives progress lines. Defaults to discarding them. */
  log?: (line: string) => void
}

export type DevnetRunningChain = {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
  /** anvil's process id. */
  pid: number
}

export type DevnetRunningSolanaChain = {
  caipNetworkId: string
  name: string
  rpcUrl: string
  wsUrl: string
}

export type Devnet = {
  /** The manifest, with the chains' actual RPC URLs. */
  manifest: DevnetManifest
  /** The EVM chains. */
  chains: DevnetRunningChain[]
  /** The Solana chain, when asked for (it runs in this process). */
  solana?: DevnetRunningSolanaChain

  /** This start had to seed at least one chain (there was no snapshot). */
  seeded: boolean
  /** Stops every chain (anvil writes its live state on SIGTERM) and waits until the ports are free. */
  stop(): Promise<void>
}

export type StartDevnetErrorType = PortInUseError | DevnetRunningError | InvalidAddressError | Error

/**
 * Starts the local chains: anvil 31337 "Airlock Devnet" and 31338 "Airlock Devnet L2" on
 * 127.0.0.1, and with `solana` the "Airlock Solana Devnet" (a LiteSVM-backed JSON-RPC and
 * WebSocket facade, in this process). The first start seeds each chain (contracts, pools, mints,
 * 60 days of history for the demo accounts) and saves a pristine snapshot; later starts load the
 * last live state in well under a second. Every port is checked before anything is started.
 * Resolves once every chain answers.
 *
 * @param parameters - Data dir, ports, Solana ports, addresses to fund and a logger.
 * @returns The running devnet; call `stop()` when done.
 * Chains that a previous start on the same data dir left running (it was killed with SIGKILL)
 * are recognised from `<dataDir>/chains.lock` and replaced.
 *
 * @throws {PortInUseError} If a port is taken (nothing is started then).
 * @throws {DevnetRunningError} If the data dir's chains run, started by a live process.
 * @throws {InvalidAddressError} If an address to fund is malformed.
 *
 * @example
 * import { startDevnet } from '@airlock/devnet'
 * const devnet = await startDevnet({ log: console.log })
 * console.log(devnet.chains.map((chain) => chain.rpcUrl)) // ['http://127.0.0.1:8545', …]
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const { log = () => {} } = parameters
  const dataDir = resolve(parameters.dataDir ?? defaultDataDir)
  const fund = parameters.fund ?? parseFundList(process.env.DEVNET_FUND)
  for (const address of fund)
    if (!isAddress(address, { strict: false }) && !isSolanaAddress(address))
      throw new InvalidAddressError({ value: address })
  const solanaPorts = parameters.solana

  // Chains a previous start on this data dir left running (it was killed with SIGKILL) hold their
  // ports: stop them first, so the port check below refuses only someone else's process.
  await reclaimStaleChains({ dataDir, log })
  const plan = Object.values(devnetChains).map((chain) => ({
    chain,
    port: parameters.ports?.[chain.chainId] ?? chain.defaultPort,
  }))
  for (const { chain, port } of plan)
    if (
      !(await isPortFree(port)) ||
      plan.some((other) => other.chain !== chain && other.port === port)
    )
      throw new PortInUseError({ port, caipNetworkId: chain.caipNetworkId })
  for (const port of solanaPorts ? [solanaPorts.port, solanaPorts.wsPort] : [])
    if (
      !(await isPortFree(port)) ||
      plan.some((other) => other.port === port) ||
      solanaPorts?.port === solanaPorts?.wsPort
    )
      throw new PortInUseError({ port, caipNetworkId: solanaCaipNetworkId })

  await mkdir(dataDir, { recursive: true })
  const record = recordChains(dataDir)
  // The Solana chain starts while the anvils boot (its seed is in-process work).
  // Loaded only when asked for: LiteSVM and @solana/kit cost a few hundred ms to import.
  const solanaStart =
    solanaPorts &&
    import('./solana/startSolanaChain.js').then(({ startSolanaChain }) =>
      startSolanaChain({ dataDir, ...solanaPorts, log }),
    )
  const [solanaResult, ...results] = await Promise.allSettled([
    solanaStart,
    ...plan.map(({ chain, port }) =>
      startEvmChain({
        chain,
        port,
        dataDir,
        log,
        onProcess: ({ pid, exited }) =>
          exited
            ? record.remove(pid)
            : record.add({ caipNetworkId: chain.caipNetworkId, port, pid }),
      }),
    ),
  ])
  const running = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const solana: RunningSolanaChain | undefined =
    solanaResult?.status === 'fulfilled' ? solanaResult.value : undefined
  const failure = [solanaResult, ...results].find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected') {
    await Promise.all([...running.map(({ child }) => stopChild(child)), solana?.stop()])
    record.clear()
    throw failure.reason
  }

  const chains = plan.map(({ chain }, i) => {
    const started = running[i]
    if (!started?.child.pid) throw new Error(`${chain.caipNetworkId} has no process`)
    return {
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      name: chain.name,
      rpcUrl: started.rpcUrl,
      pid: started.child.pid,
    }
  })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([...running.map(({ child }) => stopChild(child)), solana?.stop()])
      record.clear()
      // anvil releases its socket as it exits; wait until the OS agrees, so a restart can bind.
      for (const { port } of plan)
        for (let i = 0; i < 100 && !(await isPortFree(port)); i++)
          await new Promise((done) => setTimeout(done, 20))
    })()
    return stopping
  }

  const manifest = readManifest({
    ports: Object.fromEntries(plan.map((p) => [p.chain.chainId, p.port])),
    solana: solanaPorts,
  })
  try {
    await Promise.all([
      ...chains.map(async (chain) => {
        for (const address of fund.filter((item) => isAddress(item, { strict: false }))) {
          await fundAddress(chain.rpcUrl, address, { manifest })
          log(`${chain.caipNetworkId}: funded ${address}`)
        }
      }),
      (async () => {
        const addresses = solana ? fund.filter(isSolanaAddress) : []
        if (!solana || addresses.length === 0) return
        const { fundSolanaAddress } = await import('./solana/fundSolanaAddress.js')
        for (const address of addresses) {
          await fundSolanaAddress(solana.rpcUrl, address, { manifest })
          log(`${solana.caipNetworkId}: funded ${address}`)
        }
      })(),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  const seeded = running.some((chain) => chain.seeded) || Boolean(solana?.seeded)
  if (!solana) return { manifest, chains, seeded, stop }
  const { caipNetworkId, name, rpcUrl, wsUrl } = solana
  return { manifest, chains, solana: { caipNetworkId, name, rpcUrl, wsUrl }, seeded, stop }
}

function parseFundList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
