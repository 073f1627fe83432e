import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'
import type { Hex } from 'viem'
import type { DevnetChainDefinition } from '../devnetChains.js'
import { createRpc } from '../utils/createRpc.js'
import { isSeedCurrent } from '../utils/isSeedCurrent.js'
import { stopChild } from '../utils/stopChild.js'
import { writeFileAtomic } from '../utils/writeFileAtomic.js'
import { evmStateFiles } from './evmStateFiles.js'
import { seedEvmChain } from './seedEvmChain.js'
import { seedFingerprint } from './seedFingerprint.js'
import { spawnAnvil } from './spawnAnvil.js'

export type StartEvmChainParameters = {
  chain: DevnetChainDefinition
  port: number
  dataDir: string
  log: (line: string) => void
  /** Told each anvil's pid as it is spawned and as it exits (for `chains.lock`). */
  onProcess?: (event: { pid: number; exited: boolean }) => void
}

export type StartEvmChainReturnType = {
  child: ChildProcess
  rpcUrl: string
  /** This start had to seed the chain (no usable pristine snapshot). */
  seeded: boolean
}

const day = 86_400

/**
 * Runs one EVM devnet chain from its data dir. Without a pristine snapshot (or with one from an
 * older seed), it seeds a fresh anvil whose genesis lies 61 days back, saves the pristine
 * snapshot, and restarts from it. It then runs
 * `anvil --load-state <live or pristine> --dump-state <live> --state-interval 5`, falling back to
 * the pristine snapshot if the live state does not load.
 *
 * @param parameters - Chain, port (checked free by the caller), data dir and logger.
 * @returns The running anvil.
 *
 * @example
 * import { startEvmChain } from './startEvmChain.js'
 * const { rpcUrl } = await startEvmChain({ chain, port: 8545, dataDir, log: console.log })
 */
export async function startEvmChain({
  chain,
  port,
  dataDir,
  log,
  onProcess,
}: StartEvmChainParameters): Promise<StartEvmChainReturnType> {
  const files = evmStateFiles(dataDir, chain.chainId)
  const fingerprint = seedFingerprint()
  const spawnOptions = {
    chainId: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    port,
    ...(onProcess ? { onProcess } : {}),
  }
  const label = `${chain.name} (${chain.caipNetworkId})`

  let seeded = false
  if (!(await isSeedCurrent(files.pristine, files.seed, fingerprint))) {
    await rm(files.live, { force: true })
    const started = Date.now()
    const now = Math.floor(started / 1000)
    log(`${label}: seeding 60 days of history…`)
    const { child, rpcUrl } = await spawnAnvil({
      ...spawnOptions,
      timestamp: now - 61 * day,
      fifo: true,
    })
    try {
      const result = await seedEvmChain(rpcUrl, { chain, now })
      // anvil_dumpState answers hex of gzipped JSON; --load-state wants plain JSON.
      const dump = Buffer.from((await createRpc(rpcUrl)<Hex>('anvil_dumpState')).slice(2), 'hex')
      const json = dump[0] === 0x1f && dump[1] === 0x8b ? gunzipSync(dump) : dump
      await writeFileAtomic(files.pristine, json)
      const { transactions, reverted, blocks, wethPriceUsdc } = result
      const seed = {
        fingerprint,
        seededAt: new Date(started).toISOString(),
        transactions,
        reverted,
        blocks,
        wethPriceUsdc,
      }
      await writeFileAtomic(files.seed, `${JSON.stringify(seed, null, 2)}\n`)
      log(
        `${label}: seeded ${transactions} transactions in ${blocks} blocks (${Date.now() - started} ms)`,
      )
    } finally {
      await stopChild(child)
    }
    seeded = true
  }

  const source = existsSync(files.live) ? files.live : files.pristine
  try {
    const running = await spawnAnvil({ ...spawnOptions, loadState: source, dumpState: files.live })
    return { ...running, seeded }
  } catch (error) {
    if (source !== files.live) throw error
    log(`${label}: the live state did not load, starting from the pristine seed instead`)
    await rm(files.live, { force: true })
    const running = await spawnAnvil({
      ...spawnOptions,
      loadState: files.pristine,
      dumpState: files.live,
    })
    return { ...running, seeded }
  }
}
