import type { Transaction } from '@airlock/protocol'
import { historyResponse } from '@airlock/protocol/schemas'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { createApp } from '../src/createApp.js'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { startIndexers } from '../src/indexer/startIndexers.js'
import { ensureDevProject } from '../src/projects/ensureDevProject.js'
import type { Backend, TestDatabase } from './backends.js'
import { type DevnetFixture, startDevnetFixture, waitForIndexers } from './blockchainFixture.js'

/** What a Blockchain API suite reads, once its `beforeAll` has run. */
export type BlockchainApiState = {
  fixture: DevnetFixture
  app: ReturnType<typeof createApp>
  client: PublicClient
}

/**
 * Sets up a Blockchain API suite inside `describeEachBackend`: the backend's database, this
 * file's own devnet, the chains' indexers caught up, the app, and a client of chain 31337; all
 * stopped after the suite. Returns the state (filled in `beforeAll`) and the suite's helpers.
 */
export function useBlockchainApi(backend: Backend) {
  const state = {} as BlockchainApiState
  let database: TestDatabase | undefined
  let indexers: ReturnType<typeof startIndexers> | undefined
  beforeAll(async () => {
    let fixture: DevnetFixture
    ;[database, fixture] = await Promise.all([backend.open(), startDevnetFixture()])
    state.fixture = fixture
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    const logger = createLogger({ logLevel: 'silent' })
    indexers = startIndexers({ chains: fixture.chains, database, logger })
    state.app = createApp({ config: fixture.config, db: database, logger })
    state.client = createPublicClient({ transport: http(fixture.rpcUrl(31337)) })
    await waitForIndexers(indexers.indexers)
  })
  afterAll(async () => {
    await indexers?.stop()
    await Promise.all([database?.dispose(), state.fixture?.stop()])
  })

  const get = async (path: string) => {
    const separator = path.includes('?') ? '&' : '?'
    const response = await state.app.request(`${path}${separator}projectId=dev`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const chain = () =>
    state.fixture.chains.find((c) => c.chainId === 31337) ?? expect.fail('no 31337')

  async function readAllHistory(address: string, chainId = 'eip155:31337') {
    const items: Transaction[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`
      const { status, body } = await get(`/v1/account/${address}/history?${query}`)
      expect(status).toBe(200)
      const page = historyResponse.parse(body)
      expect(page.data.length).toBeLessThanOrEqual(20)
      if (page.next) expect(page.data).toHaveLength(20)
      items.push(...page.data)
      cursor = page.next
      pages++
    } while (cursor && pages < 100)
    return { items, pages }
  }
  return { state, get, chain, readAllHistory }
}
