import type { Transaction } from '@airlock/protocol'
import { historyResponse } from '@airlock/protocol/schemas'
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  type generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect } from 'vitest'
import { createApp } from '../src/createApp.js'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { ensureDevProject } from '../src/projects/ensureDevProject.js'
import { openPglite, type TestDatabase } from './backends.js'
import { type SolanaFixture, startSolanaFixture } from './solanaFixture.js'

/**
 * The server's app on PGlite and the devnet's Solana chain, for blockchain.solana.test.ts: started
 * before the calling file's tests and stopped after, with the requests its tests make.
 */
export function useSolanaRoutes() {
  let database: TestDatabase
  let fixture: SolanaFixture
  let app: ReturnType<typeof createApp>
  let chainId: string

  beforeAll(async () => {
    ;[database, fixture] = await Promise.all([openPglite(), startSolanaFixture()])
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    const logger = createLogger({ logLevel: 'silent' })
    app = createApp({ config: fixture.config, db: database, logger })
    chainId = fixture.solana.caipNetworkId
  })
  afterAll(async () => {
    await Promise.all([database?.dispose(), fixture?.stop()])
  })

  const rpc = () => createSolanaRpc(fixture.solana.rpcUrl)
  const get = async (path: string) => {
    const separator = path.includes('?') ? '&' : '?'
    const response = await app.request(`${path}${separator}projectId=dev`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const proxy = async (body: unknown) => {
    const response = await app.request(`/v1?chainId=${chainId}&projectId=dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  async function readAllHistory(account: string) {
    const items: Transaction[] = []
    let cursor: string | null = null
    do {
      const query: string = `chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`
      const { status, body } = await get(`/v1/account/${account}/history?${query}`)
      expect(status).toBe(200)
      const page = historyResponse.parse(body)
      items.push(...page.data)
      cursor = page.next
    } while (cursor)
    return items
  }
  // A SOL transfer signed by `from`, as a wallet builds it.
  async function transferSol(
    from: Awaited<ReturnType<typeof generateKeyPairSigner>>,
    to: string,
    lifetime?: { blockhash: never; lastValidBlockHeight: bigint },
  ) {
    const latest = lifetime ?? (await rpc().getLatestBlockhash().send()).value
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: from,
              destination: address(to),
              amount: 2_500_000_000n,
            }),
          ],
          m,
        ),
    )
    return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
  }

  return {
    get app() {
      return app
    },
    get database() {
      return database
    },
    get fixture() {
      return fixture
    },
    get chainId() {
      return chainId
    },
    rpc,
    get,
    proxy,
    readAllHistory,
    transferSol,
  }
}
