import { fundSolanaAddress, getFreePort } from '@airlock/devnet'
import { type Address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type SolanaFixture, startSolanaFixture } from '../../test/solanaFixture.js'
import { createLogger } from '../createLogger.js'
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
