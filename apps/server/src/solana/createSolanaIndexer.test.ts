import { fundSolanaAddress, getFreePort } from '@airlock/devnet'
import { type Address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, openPglite, type TestDatabase } from '../../test/backends.js'
import { type SolanaFixture, startSolanaFixture } from '../../test/solanaFixture.js'
import { createLogger } from '../createLogger.js'
import { createDatabase, type DatabaseHandle } from '../db/createDatabase.js'
import { runMigrations } from '../db/runMigrations.js'
import { solanaAccountTransactions, solanaIndexedAccounts } from '../db/schema.js'
import { createSolanaContexts, type SolanaContext } from './createSolanaContexts.js'
import { createSolanaIndexer } from './createSolanaIndexer.js'
import { readSolanaHistory } from './readSolanaHistory.js'
import { resolveSolanaChains } from './resolveSolanaChains.js'
import { startSolanaFollower } from './startSolanaFollower.js'

const alice = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD' as Address

let database: TestDatabase
let fixture: SolanaFixture
let context: SolanaContext
// The same cluster through a URL nothing answers at: what reads it cannot have come from it.
let offline: SolanaContext

beforeAll(async () => {
  ;[database, fixture] = await Promise.all([openPglite(), startSolanaFixture()])
  await runMigrations(database)
  const chains = (rpcUrl: string) =>
    resolveSolanaChains({
      chains: [
        { caipNetworkId: fixture.solana.caipNetworkId as `solana:${string}`, name: 'S', rpcUrl },
      ],
      publicUrl: 'http://localhost',
      tokenImages: new Map(),
    })
  context = [...createSolanaContexts(chains(fixture.solana.rpcUrl)).values()][0] as SolanaContext
  const dead = `http://127.0.0.1:${await getFreePort()}`
  offline = [...createSolanaContexts(chains(dead)).values()][0] as SolanaContext
})
afterAll(async () => {
  await Promise.all([database?.dispose(), fixture?.stop()])
})

it('stores an account classified once, and pages it from the database as the cluster pages it', async () => {
  const indexer = createSolanaIndexer(database.db)
  const first = await indexer.page({ context, address: alice, chainFilter: null, pageSize: 7 })
  const signatures = await createSolanaRpc(fixture.solana.rpcUrl)
    .getSignaturesForAddress(alice)
    .send()
  const rows = await database.db
    .select()
    .from(solanaAccountTransactions)
    .where(eq(solanaAccountTransactions.address, alice))
  expect(rows).toHaveLength(signatures.length)

  // Every later page comes from the index alone: the cluster's URL is dead here.
  const items = [...first.data]
  let next = first.next
  while (next) {
    const before = JSON.parse(Buffer.from(next, 'base64url').toString())[3] as string
    const page = await indexer.page({
      context: offline,
      address: alice,
      chainFilter: null,
      before,
      pageSize: 7,
    })
    items.push(...page.data)
    next = page.next
  }
  // The same items in the same order as read from the cluster page by page.
  const fromChain = []
  let cursor: string | undefined
  do {
    const page = await readSolanaHistory({
      context,
      address: alice,
      chainFilter: null,
      before: cursor,
      pageSize: 50,
    })
    fromChain.push(...page.data)
    cursor = page.next
      ? (JSON.parse(Buffer.from(page.next, 'base64url').toString())[3] as string)
      : undefined
  } while (cursor)
  expect(items).toEqual(fromChain)
  // A first page of an account synced within maxAgeMs is the index's too.
  const patient = createSolanaIndexer(database.db, { maxAgeMs: 600_000 })
  await patient.sync(context, alice)
  expect(
    (await patient.page({ context: offline, address: alice, chainFilter: null, pageSize: 7 })).data,
  ).toEqual(first.data)
})

it('follows an account: what is new is added on top, once, even with two indexers at once', async () => {
  const wallet = await generateKeyPairSigner()
  // One asks the cluster on every first page, as if a second had passed each time.
  const one = createSolanaIndexer(database.db, { maxAgeMs: -1 })
  const two = createSolanaIndexer(database.db)
  expect((await one.page({ context, address: wallet.address, chainFilter: null })).data).toEqual([])
  await fundSolanaAddress(fixture.solana.rpcUrl, wallet.address)
  await Promise.all([
    one.page({ context, address: wallet.address, chainFilter: null }),
    two.sync(context, wallet.address),
  ])
  const where = and(
    eq(solanaIndexedAccounts.caipNetworkId, context.chain.caipNetworkId),
    eq(solanaIndexedAccounts.address, wallet.address),
  )
  const [account] = await database.db.select().from(solanaIndexedAccounts).where(where)
  const rows = await database.db
    .select()
    .from(solanaAccountTransactions)
    .where(eq(solanaAccountTransactions.address, wallet.address))
  expect(account?.lastSeq).toBe(rows.length)
  expect(rows.length).toBeGreaterThan(0)
  expect(new Set(rows.map((row) => row.seq)).size).toBe(rows.length)
  const page = await two.page({ context: offline, address: wallet.address, chainFilter: null })
  expect(page.data.map((item) => item.metadata.operationType)).toContain('receive')
})

it('keeps a followed account indexed without a request: the follower adds what is new', async () => {
  const wallet = await generateKeyPairSigner()
  const indexer = createSolanaIndexer(database.db)
  await indexer.sync(context, wallet.address)
  const follower = startSolanaFollower({
    indexer,
    database,
    contexts: new Map([[context.chain.caipNetworkId, context]]),
    logger: createLogger({ logLevel: 'silent' }),
    intervalMs: 20,
  })
  try {
    await fundSolanaAddress(fixture.solana.rpcUrl, wallet.address)
    const expected = (
      await createSolanaRpc(fixture.solana.rpcUrl).getSignaturesForAddress(wallet.address).send()
    ).length
    const stored = () =>
      database.db
        .select()
        .from(solanaAccountTransactions)
        .where(eq(solanaAccountTransactions.address, wallet.address))
    // Waits for the follower's round that stores them.
    while ((await stored()).length < expected)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await stored()).toHaveLength(expected)
  } finally {
    await follower.stop()
  }
})

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const postgres = backends.find((backend) => backend.name === 'postgres')
describe.skipIf(postgres?.skip !== undefined)('Solana follower leadership on Postgres', () => {
  let first: TestDatabase
  let second: DatabaseHandle
  beforeAll(async () => {
    first = await (postgres as NonNullable<typeof postgres>).open()
    await runMigrations(first)
    // A second pool stands for a second server replica.
    second = await createDatabase({ config: first.config })
  })
  afterAll(async () => {
    await second?.close()
    await first?.dispose()
  })

  it('lets one replica follow the cluster, and another take over when it stops', async () => {
    // Two followed accounts: one funded under each leader (an address takes one airdrop).
    const [before, after] = [await generateKeyPairSigner(), await generateKeyPairSigner()]
    for (const wallet of [before, after])
      await createSolanaIndexer(first.db).sync(context, wallet.address)
    const contexts = new Map([[context.chain.caipNetworkId, context]])
    const rounds = new Map<DatabaseHandle, number>()
    const [one, two] = [first, second].map((database) => {
      const indexer = createSolanaIndexer(database.db)
      // Counts the rounds that synced, to tell the follower that leads from the one that waits.
      const counted = {
        ...indexer,
        syncAll: async (led: ReadonlyMap<string, SolanaContext>) => {
          rounds.set(database, (rounds.get(database) ?? 0) + 1)
          await indexer.syncAll(led)
        },
      }
      return startSolanaFollower({
        indexer: counted,
        database,
        contexts,
        logger: createLogger({ logLevel: 'silent' }),
        intervalMs: 20,
        leaderRetryMs: 100,
      })
    }) as [ReturnType<typeof startSolanaFollower>, ReturnType<typeof startSolanaFollower>]
    const leads = (follower: typeof one) => follower.status()[0]?.leader === true
    try {
      await until(() => leads(one) || leads(two))
      const [leader, other] = leads(one) ? [one, two] : [two, one]
      const [leaderDb, otherDb] = leader === one ? [first, second] : [second, first]
      // Well past a few retries of the other: still one leader, and only it has synced.
      await until(() => (rounds.get(leaderDb) ?? 0) >= 10)
      expect([leads(one), leads(two)]).toEqual(leader === one ? [true, false] : [false, true])
      expect(rounds.get(otherDb)).toBeUndefined()

      const rpc = createSolanaRpc(fixture.solana.rpcUrl)
      const fundAndWaitForTheIndex = async (address: Address) => {
        await fundSolanaAddress(fixture.solana.rpcUrl, address)
        const expected = (await rpc.getSignaturesForAddress(address).send()).length
        const stored = async () =>
          (
            await first.db
              .select()
              .from(solanaAccountTransactions)
              .where(eq(solanaAccountTransactions.address, address))
          ).length
        await until(async () => (await stored()) === expected)
      }
      await fundAndWaitForTheIndex(before.address)

      // The leader stops (its lease goes with it): the other takes the cluster over and follows.
      await leader.stop()
      expect(leads(leader)).toBe(false)
      await until(() => leads(other), 5_000)
      await fundAndWaitForTheIndex(after.address)
      expect(rounds.get(otherDb)).toBeGreaterThan(0)
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
  })
})
