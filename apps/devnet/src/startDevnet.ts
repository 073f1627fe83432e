import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { DevnetManifest } from '@airlock/protocol'
import { isAddress } from 'viem'
import { defaultDataDir } from './defaultDataDir.js'
import { devnetChains } from './devnetChains.js'
import { InvalidAddressError, PortInUseError } from './errors/devnet.js'
import { startEvmChain } from './evm/startEvmChain.js'
import { fundAddress } from './fundAddress.js'
import { readManifest } from './readManifest.js'
import { isPortFree } from './utils/isPortFree.js'
import { stopChild } from './utils/stopChild.js'

export type StartDevnetParameters = {
  /** Where snapshots live. Defaults to {@link defaultDataDir} (`<repo root>/.devnet/`). */
  dataDir?: string
  /** Port per chain id, e.g. `{ 31337: 18545 }`. Defaults to 8545 and 8546. */
  ports?: { [chainId: number]: number }
  /** Addresses to fund on every chain once it runs. Defaults to `DEVNET_FUND` (comma-separated). */
  fund?: `0x${string}`[]
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

export type Devnet = {
  /** The manifest, with the chains' actual RPC URLs. */
  manifest: DevnetManifest
  chains: DevnetRunningChain[]
  /** This start had to seed at least one chain (there was no snapshot). */
  seeded: boolean
  /** Stops every chain (anvil writes its live state on SIGTERM) and waits until the ports are free. */
  stop(): Promise<void>
}

export type StartDevnetErrorType = PortInUseError | InvalidAddressError | Error

/**
 * Starts the local chains: anvil 31337 "Airlock Devnet" and 31338 "Airlock Devnet L2" on
 * 127.0.0.1. The first start seeds each chain (contracts, pools, 60 days of history for the demo
 * accounts) and saves a pristine snapshot; later starts load the last live state in well under a
 * second. Every port is checked before anything is spawned. Resolves once every chain answers
 * `eth_chainId`.
 *
 * @param parameters - Data dir, ports, addresses to fund and a logger.
 * @returns The running devnet; call `stop()` when done.
 * @throws {PortInUseError} If a port is taken (nothing is started then).
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
    if (!isAddress(address, { strict: false })) throw new InvalidAddressError({ value: address })

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

  await mkdir(dataDir, { recursive: true })
  const results = await Promise.allSettled(
    plan.map(({ chain, port }) => startEvmChain({ chain, port, dataDir, log })),
  )
  const running = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(running.map(({ child }) => stopChild(child)))
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
      await Promise.all(running.map(({ child }) => stopChild(child)))
      // anvil releases its socket as it exits; wait until the OS agrees, so a restart can bind.
      for (const { port } of plan)
        for (let i = 0; i < 100 && !(await isPortFree(port)); i++)
          await new Promise((done) => setTimeout(done, 20))
    })()
    return stopping
  }

  const manifest = readManifest({
    ports: Object.fromEntries(plan.map((p) => [p.chain.chainId, p.port])),
  })
  try {
    await Promise.all(
      chains.map(async (chain) => {
        for (const address of fund) {
          await fundAddress(chain.rpcUrl, address, { manifest })
          log(`${chain.caipNetworkId}: funded ${address}`)
        }
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { manifest, chains, seeded: running.some((chain) => chain.seeded), stop }
}

function parseFundList(value: string | undefined): `0x${string}`[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '') as `0x${string}`[]
}
