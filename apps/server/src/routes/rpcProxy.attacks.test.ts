import {
  type Address,
  createPublicClient,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type DevnetFixture, startDevnetFixture } from '../../test/blockchainFixture.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'

// anvil's account #0 and #1 (the default mnemonic): unlocked on the devnet, so any
// `eth_sendTransaction`-like call that reaches the node spends #0's ether.
const victim: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const thief: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const foreignOrigin = 'https://attacker.example'

// A page on another origin trying every way to make the public RPC proxy spend the node's
// unlocked accounts: none may move a wei.
describe('POST /v1 attacks: spending the node’s unlocked accounts', () => {
  let database: TestDatabase
  let fixture: DevnetFixture
  let app: ReturnType<typeof createApp>
  let chain: PublicClient

  beforeAll(async () => {
    ;[database, fixture] = await Promise.all([openPglite(), startDevnetFixture()])
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    app = createApp({
      config: fixture.config,
      db: database,
      logger: createLogger({ logLevel: 'silent' }),
    })
    chain = createPublicClient({ transport: http(fixture.rpcUrl(31337)) })
  })
  afterAll(() => Promise.all([database?.dispose(), fixture?.stop()]))

  const post = (body: unknown, contentType: string) =>
    app.request('/v1?chainId=eip155:31337&projectId=dev', {
      method: 'POST',
      // What a page on another origin can send: a simple request needs no preflight
      // (text/plain), a JSON one would be allowed by the preflight of a public CORS route.
      headers: { origin: foreignOrigin, 'content-type': contentType },
      body: JSON.stringify(body),
    })
  const transfer = { from: victim, to: thief, value: numberToHex(parseEther('1')) }
  const spends = [
    { jsonrpc: '2.0', id: 1, method: 'eth_sendTransactionSync', params: [transfer] },
    { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [transfer] },
    { jsonrpc: '2.0', id: 3, method: 'personal_sendTransaction', params: [transfer, ''] },
    { jsonrpc: '2.0', id: 4, method: 'eth_sendUnsignedTransaction', params: [transfer] },
    { jsonrpc: '2.0', id: 5, method: 'anvil_setBalance', params: [victim, '0x0'] },
    { jsonrpc: '2.0', id: 6, method: 'hardhat_setBalance', params: [victim, '0x0'] },
    { jsonrpc: '2.0', id: 7, method: 'anvil_impersonateAccount', params: [victim] },
    { jsonrpc: '2.0', id: 8, method: 'evm_mine', params: [] },
  ]

  it('moves no ether from account #0, whatever the body type, single or batched', async () => {
    const before = await chain.getBalance({ address: victim })
    const blockBefore = await chain.getBlockNumber()
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/json']) {
      for (const request of spends) await (await post(request, contentType)).arrayBuffer()
      await (await post(spends, contentType)).arrayBuffer()
    }
    expect(await chain.getBalance({ address: victim })).toBe(before)
    expect(await chain.getBlockNumber()).toBe(blockBefore)
  })

  it('refuses a text/plain body with 415 before reading it', async () => {
    const response = await post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'text/plain')
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ name: 'UnsupportedMediaTypeError' })
  })

  it('answers each spending method with a JSON-RPC refusal that names it', async () => {
    const response = await post(spends, 'application/json')
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { id: number; error?: { data?: unknown } }[]
    expect(answers.map(({ id, error }) => `${id} ${String(error?.data)}`)).toEqual(
      spends.map(({ id, method }) => `${id} ${method}`),
    )
  })
})
