import { demoAccounts } from '@airlock/test-kit'
import { and, count, eq } from 'drizzle-orm'
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, describeEachBackend, type TestDatabase } from '../../test/backends.js'
import {
  type DevnetFixture,
  startDevnetFixture,
  waitForIndexers,
} from '../../test/blockchainFixture.js'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { createLogger } from '../createLogger.js'
import { createDatabase, type DatabaseHandle } from '../db/createDatabase.js'
import { runMigrations } from '../db/runMigrations.js'
import { accountTransactions, chainTransactions } from '../db/schema.js'
import { createIndexer, type Indexer } from './createIndexer.js'

const [alice, bob] = demoAccounts().map(({ account }) => account)
if (!alice || !bob) throw new Error('The manifest lists no demo accounts')
const logger = createLogger({ logLevel: 'silent' })

let fixture: DevnetFixture
let chain: BlockchainChain
beforeAll(async () => {
  fixture = await startDevnetFixture()
  chain = fixture.chains.find((c) => c.chainId === 31337) ?? expect.fail('no 31337')
})
afterAll(() => fixture?.stop())

const transactionsOf = async (database: DatabaseHandle, address: string) =>
  (
    await database.db
      .select({ hash: accountTransactions.hash })
      .from(accountTransactions)
      .where(
        and(
          eq(accountTransactions.chainId, 31337),
          eq(accountTransactions.address, address.toLowerCase()),
        ),
      )
  ).map((row) => row.hash)

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describeEachBackend('createIndexer', (backend) => {
  let database: TestDatabase
  let indexer: Indexer
  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.dispose()
  })

  it('re-indexes from the fork when the chain changes under it (a revert or devnet reset)', async () => {
    indexer = createIndexer({ chain, database, logger })
    await waitForIndexers([indexer])
    const rpc = http(fixture.rpcUrl(31337))
    const testClient = createTestClient({ mode: 'anvil', transport: rpc })
    const wallet = createWalletClient({ account: bob, transport: rpc })
    const client = createPublicClient({ transport: rpc })

    const snapshot = await testClient.snapshot()
    const doomed = await wallet.sendTransaction({
      to: alice.address,
      value: parseEther('1'),
      chain: null,
    })
    await until(async () => (await transactionsOf(database, alice.address)).includes(doomed))

    await testClient.revert({ id: snapshot })
    // Same height, other blocks: a transfer from another sender, then one more block.
    const kept = await createWalletClient({ account: alice, transport: rpc }).sendTransaction({
      to: bob.address,
      value: parseEther('0.5'),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash: kept, pollingInterval: 20 })
    await testClient.mine({ blocks: 1 })
    await until(async () => (await transactionsOf(database, bob.address)).includes(kept))
    expect(await transactionsOf(database, alice.address)).not.toContain(doomed)
    const [doomedRows] = await database.db
      .select({ n: count() })
      .from(chainTransactions)
      .where(eq(chainTransactions.hash, doomed))
    expect(doomedRows?.n).toBe(0)
  })

  it('stops cleanly and resumes where it stopped', async () => {
    await indexer.stop()
    const { nextBlock } = indexer.status()
    expect(indexer.status().leader).toBe(false)
    indexer = createIndexer({ chain, database, logger })
    await waitForIndexers([indexer])
    expect(indexer.status().nextBlock).toBe(nextBlock)
  })
})

const postgres = backends.find((backend) => backend.name === 'postgres')
describe.skipIf(postgres?.skip !== undefined)('indexer leadership on Postgres', () => {
  let database: TestDatabase
  let second: DatabaseHandle
  const indexers: Indexer[] = []
  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).open()
    await runMigrations(database)
    // A second pool stands for a second server replica.
    second = await createDatabase({ config: database.config })
  })
  afterAll(async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()))
    await second?.close()
    await database?.dispose()
  })

  it('lets one replica index a chain, and another take over when it stops', async () => {
    const [first, other] = [database, second].map((db) =>
      createIndexer({ chain, database: db, logger, leaderRetryMs: 100 }),
    ) as [Indexer, Indexer]
    indexers.push(first, other)
    await until(() => first.status().leader || other.status().leader)
    const leader = first.status().leader ? first : other
    const follower = leader === first ? other : first
    await waitForIndexers([leader])
    // Well past a few follower retries: still one leader, and the follower never read a block.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect([first.status().leader, other.status().leader].filter(Boolean)).toHaveLength(1)
    expect(follower.status()).toMatchObject({ leader: false, nextBlock: undefined })

    await leader.stop()
    await until(() => follower.status().leader, 5_000)
    const wallet = createWalletClient({ account: bob, transport: http(fixture.rpcUrl(31337)) })
    const hash = await wallet.sendTransaction({ to: alice.address, value: 1n, chain: null })
    await until(async () => (await transactionsOf(database, alice.address)).includes(hash))
    const [rows] = await database.db
      .select({ n: count() })
      .from(chainTransactions)
      .where(eq(chainTransactions.hash, hash))
    expect(rows?.n).toBe(1)
  })
})
