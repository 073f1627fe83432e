import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { isSeedCurrent } from '../utils/isSeedCurrent.js'
import { writeFileAtomic } from '../utils/writeFileAtomic.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { seedSolanaLedger } from './seedSolanaLedger.js'
import { serveSolanaRpc } from './serveSolanaRpc.js'
import { solanaCaipNetworkId, solanaChainName } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'
import { solanaSeedFingerprint } from './solanaSeedFingerprint.js'
import { solanaStateFiles } from './solanaStateFiles.js'

export type StartSolanaChainParameters = {
  dataDir: string
  /** HTTP JSON-RPC port (checked free by the caller). */
  port: number
  /** WebSocket port. */
  wsPort: number
  log: (line: string) => void
  /**
   * Delay between a transaction and the write of the live snapshot (one write covers a burst).
   * Defaults to `1000` ms.
   */
  saveDelayMs?: number
  /** The chain's clock, in ms (slots and blockhash expiry follow it). Defaults to `Date.now`. */
  now?: () => number
}

export type RunningSolanaChain = {
  caipNetworkId: typeof solanaCaipNetworkId
  name: string
  rpcUrl: string
  wsUrl: string
  /** This start had to seed the chain (no usable pristine snapshot). */
  seeded: boolean
  ledger: SolanaLedger
  /** Stops serving, writes the live state if anything changed, and resolves once the ports are free. */
  stop(): Promise<void>
}

/**
 * Runs the Solana devnet chain in this process: a LiteSVM ledger behind a validator-like JSON-RPC
 * and WebSocket facade. Without a pristine snapshot (or with one from an older seed) it seeds 60
 * days of history first (a second or two); it then starts from the live snapshot, or the pristine
 * one, and writes the live snapshot atomically shortly after each transaction and on stop. Being
 * in-process, it cannot outlive the process, even one killed with SIGKILL.
 *
 * @param parameters - Data dir, ports and logger.
 * @returns The running chain.
 *
 * @example
 * import { startSolanaChain } from './startSolanaChain.js'
 * const chain = await startSolanaChain({ dataDir, port: 8899, wsPort: 8900, log: console.log })
 * await chain.stop()
 */
export async function startSolanaChain({
  dataDir,
  port,
  wsPort,
  log,
  saveDelayMs = 1000,
  now,
}: StartSolanaChainParameters): Promise<RunningSolanaChain> {
  const files = solanaStateFiles(dataDir)
  const label = `${solanaChainName} (${solanaCaipNetworkId})`
  const fingerprint = solanaSeedFingerprint()
  let seeded = false
  if (!(await isSeedCurrent(files.pristine, files.seed, fingerprint))) {
    await rm(files.live, { force: true })
    const started = Date.now()
    log(`${label}: seeding 60 days of history…`)
    const result = await seedSolanaLedger({ now: started })
    await writeFileAtomic(files.pristine, result.ledger.serialize())
    const seed = {
      fingerprint,
      seededAt: new Date(started).toISOString(),
      transactions: result.transactions,
      failed: result.failed,
    }
    await writeFileAtomic(files.seed, `${JSON.stringify(seed, null, 2)}\n`)
    log(`${label}: seeded ${result.transactions} transactions (${Date.now() - started} ms)`)
    seeded = true
  }

  let ledger: SolanaLedger
  try {
    ledger = createSolanaLedger({
      snapshot: await readFile(existsSync(files.live) ? files.live : files.pristine),
      ...(now ? { now } : {}),
    })
  } catch (error) {
    if (!existsSync(files.live)) throw error
    log(`${label}: the live state did not load, starting from the pristine seed instead`)
    await rm(files.live, { force: true })
    ledger = createSolanaLedger({
      snapshot: await readFile(files.pristine),
      ...(now ? { now } : {}),
    })
  }

  // Writes are serialized; a change during a write schedules one more.
  let dirty = false
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> = Promise.resolve()
  const save = () => {
    timer = undefined
    if (!dirty) return writing
    dirty = false
    writing = writing
      .then(() => writeFileAtomic(files.live, ledger.serialize()))
      .catch((error: unknown) => log(`${label}: could not save its state: ${String(error)}`))
    return writing
  }
  const stopSaving = ledger.onTransaction(() => {
    dirty = true
    timer ??= setTimeout(save, saveDelayMs)
  })

  const server = await serveSolanaRpc({
    ledger,
    methods: solanaRpcMethods(ledger, solanaKeys().faucet),
    port,
    wsPort,
  })
  let stopping: Promise<void> | undefined
  return {
    caipNetworkId: solanaCaipNetworkId,
    name: solanaChainName,
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    seeded,
    ledger,
    stop: () => {
      stopping ??= (async () => {
        await server.close()
        stopSaving()
        if (timer) clearTimeout(timer)
        await save()
      })()
      return stopping
    },
  }
}
