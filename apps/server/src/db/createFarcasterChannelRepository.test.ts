import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import {
  createFarcasterChannelRepository,
  type FarcasterChannelRepository,
  type NewFarcasterChannel,
} from './createFarcasterChannelRepository.js'
import { runMigrations } from './runMigrations.js'

const now = new Date()
const channel = (tokenHash = randomBytes(32).toString('hex')): NewFarcasterChannel => ({
  tokenHash,
  projectId: null,
  nonce: 'abcdefgh12345678',
  siweUri: 'https://example.com/',
  domain: 'example.com',
  acceptAuthAddress: true,
  ip: '203.0.113.1',
  userAgent: 'test',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 300_000),
})

describeEachBackend('createFarcasterChannelRepository', (backend) => {
  let database: TestDatabase
  let channels: FarcasterChannelRepository

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    channels = createFarcasterChannelRepository(database.db)
  })
  afterAll(() => database?.dispose())

  it('stores every one of a burst of channels opened at once', async () => {
    const opened = Array.from({ length: 25 }, () => channel())
    await Promise.all(opened.map((row) => channels.open(row)))
    const found = await Promise.all(
      opened.map((row) => channels.find({ tokenHash: row.tokenHash, now })),
    )
    expect(found.map((row) => row?.tokenHash)).toEqual(opened.map((row) => row.tokenHash))
  })

  it('refuses only the bad channel of a burst: the others are stored', async () => {
    const taken = channel()
    await channels.open(taken)
    const burst = [channel(), channel(taken.tokenHash), channel()]
    const results = await Promise.allSettled(burst.map((row) => channels.open(row)))
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    for (const row of [burst[0], burst[2]])
      expect(await channels.find({ tokenHash: row?.tokenHash ?? '', now })).toBeDefined()
  })
})
