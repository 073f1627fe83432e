import { getFreePort } from '@airlock/devnet'
import { startSandbox } from '@airlock/sandbox'
import type { Hono } from 'hono'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect } from 'vitest'
import { loadConfig } from '../src/config/loadConfig.js'
import { createApp } from '../src/createApp.js'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { ensureDevProject } from '../src/projects/ensureDevProject.js'
import { openPglite, type TestDatabase } from './backends.js'
import { type DevnetFixture, startDevnetFixture } from './blockchainFixture.js'

/** What an on-ramp suite reads, once its `beforeAll` has run. */
export type OnRampApiState = {
  database: TestDatabase
  fixture: DevnetFixture
  sandbox: Awaited<ReturnType<typeof startSandbox>>
  closedPort: number
  app: ReturnType<typeof createApp>
}

/**
 * Sets up an on-ramp suite: PGlite, this file's own devnet, the sandbox (the provider) on a free
 * port, a port nothing listens on, and the app with the sandbox configured; all stopped after.
 * Returns the state and the suite's helpers.
 */
export function useOnRampApi() {
  const state = {} as OnRampApiState
  const logger = createLogger({ logLevel: 'silent' })
  const goodCard = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Ada' }
  const declinedCard = { ...goodCard, number: '4000 0000 0000 0002' }
  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

  let database: TestDatabase
  let fixture: DevnetFixture
  let sandbox: Awaited<ReturnType<typeof startSandbox>>
  let closedPort: number
  let app: ReturnType<typeof createApp>

  /** The server's configuration for the test devnet, plus `env`. */
  const configWith = (env: Record<string, string>) =>
    loadConfig({
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      RPC_URL_31337: fixture.rpcUrl(31337),
      RPC_URL_31338: fixture.rpcUrl(31338),
      ...env,
    })
  const appWith = (env: Record<string, string>) =>
    createApp({ config: configWith(env), db: database, logger })

  beforeAll(async () => {
    ;[database, fixture] = await Promise.all([openPglite(), startDevnetFixture()])
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    sandbox = await startSandbox({ port: 0, smtpPort: 0, chains: fixture.devnet.chains })
    closedPort = await getFreePort()
    app = appWith({ ONRAMP_SANDBOX_URL: sandbox.url })
  })
  afterAll(async () => {
    await sandbox?.close()
    await Promise.all([database?.dispose(), fixture?.stop()])
  })

  async function get(path: string, target = app, headers: Record<string, string> = {}) {
    const separator = path.includes('?') ? '&' : '?'
    const response = await target.request(`${path}${separator}projectId=dev`, { headers })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function post(
    path: string,
    body: unknown,
    {
      target = app,
      headers = {},
    }: { target?: Pick<Hono, 'request'>; headers?: Record<string, string> } = {},
  ) {
    const response = await target.request(`${path}?projectId=dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '50',
    network: 'devnet',
    ...overrides,
  })
  const urlBody = (address: string, quoteId: string, overrides: Record<string, unknown> = {}) => ({
    destinationWallets: [{ address, blockchains: ['devnet'], assets: ['USDC'] }],
    partnerUserId: address,
    defaultExperience: 'buy',
    quoteId,
    ...overrides,
  })
  const cents = (amount: string) => BigInt(amount.replace('.', ''))
  const client = (chainId: number) =>
    createPublicClient({ transport: http(fixture.rpcUrl(chainId)) })

  /** An exact fraction of a JSON number's decimal digits, as the quote reads the balance API's prices. */
  function fraction(value: number): [bigint, bigint] {
    const [whole = '0', decimals = ''] = String(value).split('.')
    return [BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length)]
  }

  /** ETH's price as the balance and price endpoints report it. */
  async function ethPrice(): Promise<number> {
    const prices = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      projectId: 'dev',
    })
    const [eth] = (prices.body.fungibles as { price: number }[]) ?? []
    return eth?.price ?? expect.fail('no ETH price')
  }

  // After the setup's own beforeAll: hand what it made to the suite.
  beforeAll(() => {
    Object.assign(state, { database, fixture, sandbox, closedPort, app })
  })
  return {
    state,
    logger,
    goodCard,
    declinedCard,
    freshAddress,
    configWith,
    appWith,
    get,
    post,
    quoteBody,
    urlBody,
    cents,
    client,
    fraction,
    ethPrice,
  }
}
