import { rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import { type BundlerService, createBundlerService } from '../src/bundler/createBundlerService.js'
import { createLogger } from '../src/createLogger.js'
import { createDatabase } from '../src/db/createDatabase.js'
import { createMempoolRepository } from '../src/db/createMempoolRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { errorHandler } from '../src/middleware/errorHandler.js'
import { type BundlerRoutesParameters, bundlerRoutes } from '../src/routes/bundler.js'
import { openPglite, type TestDatabase } from './backends.js'

export const chainId = 31337

/** A bundler on a devnet of its own, served over HTTP so viem's clients can reach it. */
export type BundlerHarness = {
  readonly devnet: Devnet
  readonly database: TestDatabase
  readonly client: PublicClient
  readonly bundler: BundlerService
  readonly url: string
  /**
   * A restart: the bundler stops, the database is closed and opened again from its files, and a
   * new bundler service runs on it.
   */
  restart(): Promise<BundlerService>
  /** A fresh owner's SimpleAccount (not deployed), its counterfactual address funded or not. */
  newAccount(options?: {
    fund?: boolean
  }): Promise<
    Awaited<ReturnType<typeof toSimpleSmartAccount<'0.8', ReturnType<typeof privateKeyToAccount>>>>
  >
  bundlerClient(
    account: Awaited<ReturnType<BundlerHarness['newAccount']>>,
    url?: string,
  ): ReturnType<typeof createBundlerClient>
}

/**
 * Starts a devnet, a PGlite database and the bundler (no interval: tests `flush`), serves
 * `/v1/bundler` on a free port, and stops everything after the file.
 *
 * @param paymaster - The routes' paymaster methods, when the file tests them.
 * @returns The harness, filled in `beforeAll`.
 */
export function useBundlerHarness(
  paymaster?: (harness: {
    devnet: Devnet
    client: PublicClient
    database: TestDatabase
  }) => Promise<BundlerRoutesParameters['paymaster']>,
): BundlerHarness {
  const state = {} as {
    devnet: Devnet
    database: TestDatabase
    client: PublicClient
    bundler: BundlerService
    url: string
    server: ReturnType<typeof serve>
  }
  const bundlerKey = privateKeyToAccount(generatePrivateKey())
  const create = () =>
    createBundlerService({
      chains: [{ chainId, client: state.client }],
      mempool: createMempoolRepository(state.database.db),
      key: async () => bundlerKey,
      logger: createLogger({ logLevel: 'silent' }),
      // Tests bundle with `flush`: nothing moves behind their back.
      intervalMs: 3_600_000,
      maxBundleSize: 8,
    })
  beforeAll(async () => {
    state.devnet = await startDevnet({
      dataDir: await copyDevnetSnapshot(),
      ports: await freeDevnetPorts(),
      fund: [],
    })
    const rpcUrl = state.devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
    state.client = createPublicClient({
      chain: defineChain({
        id: chainId,
        name: 'Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      }),
      transport: http(rpcUrl),
    })
    await state.client.request({
      method: 'anvil_setBalance' as never,
      params: [bundlerKey.address, toHex(parseEther('100'))] as never,
    })
    state.database = await openPglite()
    await runMigrations(state.database)
    state.bundler = create()
    const app = new Hono()
    app.route(
      '/',
      bundlerRoutes({
        // The routes follow `restart`: every call goes to the current service.
        bundler: new Proxy({} as BundlerService, {
          get: (_, key) => state.bundler[key as keyof BundlerService],
        }),
        ...(paymaster ? { paymaster: await paymaster(state) } : {}),
      }),
    )
    app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
    await new Promise<void>((resolve) => {
      state.server = serve(
        { fetch: (request) => app.fetch(request), hostname: '127.0.0.1', port: 0 },
        () => resolve(),
      )
    })
    const { port } = state.server.address() as AddressInfo
    state.url = `http://127.0.0.1:${port}/v1/bundler?chainId=${chainId}`
  })
  afterAll(async () => {
    await state.bundler?.stop()
    state.server?.close()
    await state.database?.dispose()
    await state.devnet?.stop()
  })
  return {
    get devnet() {
      return state.devnet
    },
    get database() {
      return state.database
    },
    get client() {
      return state.client
    },
    get bundler() {
      return state.bundler
    },
    get url() {
      return state.url
    },
    async restart() {
      await state.bundler.stop()
      const { config } = state.database
      await state.database.close()
      const reopened = await createDatabase({ config })
      state.database = {
        ...reopened,
        config,
        async dispose() {
          await reopened.close()
          if (config.dataDir) await rm(config.dataDir, { recursive: true, force: true })
        },
      }
      state.bundler = create()
      return state.bundler
    },
    async newAccount({ fund = true } = {}) {
      const contracts = state.devnet.manifest.chains.find(
        (chain) => chain.chainId === chainId,
      )?.contracts
      const account = await toSimpleSmartAccount({
        client: state.client,
        owner: privateKeyToAccount(generatePrivateKey()),
        entryPoint: { address: entryPoint08Address, version: '0.8' },
        factoryAddress: contracts?.smartAccountFactory as Address,
      })
      if (fund)
        await state.client.request({
          method: 'anvil_setBalance' as never,
          params: [account.address, toHex(parseEther('1'))] as never,
        })
      return account
    },
    bundlerClient(account, url = state.url) {
      return createBundlerClient({ account, client: state.client, transport: http(url) })
    },
  }
}
