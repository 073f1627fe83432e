import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@airlock/devnet'
import { createPublicClient, http } from 'viem'
import type { TestProject } from 'vitest/node'
import { freeDevnetPorts } from './freeDevnetPorts.js'

export type DevnetSnapshot = {
  /** Data dir holding the pristine, seed and live files of both chains. */
  dataDir: string
  /** Temporary root of this run: test files put their copies here; teardown deletes it. */
  root: string
  /** Whether the start that made it seeded (it must: the dir was empty). */
  seeded: boolean
  /** Wall time of that first start, seeding both chains in parallel. */
  seedMs: number
  /** Head block number per chain id when it stopped. */
  heads: Record<number, number>
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnetSnapshot: DevnetSnapshot
  }
}

/**
 * Seeds the devnet once for the whole run, with the real first-start path of `startDevnet` on
 * free ports, then stops it (so the live state is written too). Test files copy the result.
 */
export default async function devnetGlobalSetup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'airlock-devnet-test-'))
  const dataDir = join(root, 'snapshot')
  const ports = await freeDevnetPorts()
  const started = Date.now()
  const devnet = await startDevnet({ dataDir, ports, fund: [] })
  const seedMs = Date.now() - started
  const heads: Record<number, number> = {}
  try {
    for (const chain of devnet.chains)
      heads[chain.chainId] = Number(
        await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber(),
      )
  } finally {
    await devnet.stop()
  }
  project.provide('devnetSnapshot', { dataDir, root, seeded: devnet.seeded, seedMs, heads })
  return () => rm(root, { recursive: true, force: true })
}
