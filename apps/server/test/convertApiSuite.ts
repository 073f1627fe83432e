import { fundAddress } from '@airlock/devnet'
import { nativeTokenAddress } from '@airlock/protocol'
import { convertQuotesResponse } from '@airlock/protocol/schemas'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect } from 'vitest'
import type { BlockchainChain } from '../src/blockchain/resolveBlockchainChains.js'
import { loadConfig } from '../src/config/loadConfig.js'
import { createApp } from '../src/createApp.js'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { ensureDevProject } from '../src/projects/ensureDevProject.js'
import { reserveCacheMs } from '../src/swap/createSwapQuoter.js'
import { uniswapV2RouterAbi } from '../src/swap/uniswapV2RouterAbi.js'
import { openPglite, type TestDatabase } from './backends.js'
import { type DevnetFixture, startDevnetFixture } from './blockchainFixture.js'

// A key of this file's own: no other test or the e2e stack funds or spends it.
const trader = privateKeyToAccount(generatePrivateKey())
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

/** The state a swap API suite reads, once its `beforeAll` has run. */
export type ConvertApiState = {
  database: TestDatabase
  fixture: DevnetFixture
  app: ReturnType<typeof createApp>
  client: PublicClient
  l2: PublicClient
  devnet: BlockchainChain
}

/**
 * Sets up a swap API suite inside `describe`: PGlite, this file's own devnet with a router
 * configured on 31338, Ethereum and Optimism served without a usable router, the app, clients of
 * both chains, and a funded trader of this file's own. Returns the state and the suite's helpers.
 */
export function useConvertApi() {
  const state = {} as ConvertApiState
  let database: TestDatabase
  let fixture: DevnetFixture
  let app: ReturnType<typeof createApp>
  let client: PublicClient
  let l2: PublicClient
  let devnet: BlockchainChain

  beforeAll(async () => {
    ;[database, fixture] = await Promise.all([openPglite(), startDevnetFixture()])
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    const found = fixture.chains.find((chain) => chain.chainId === 31337)
    if (!found?.swap) throw new Error('The devnet chain has no swap router')
    devnet = found
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      RPC_URL_31337: fixture.rpcUrl(31337),
      RPC_URL_31338: fixture.rpcUrl(31338),
      // Chain 31338's router given by configuration: its WETH is then read from the router.
      SWAP_ROUTER_31338: found.swap.router,
      // A swap chain served without a router, and Ethereum, whose built-in Uniswap router is not
      // deployed on the devnet node its RPC_URL points at.
      RPC_URL_10: fixture.rpcUrl(31337),
      RPC_URL_1: fixture.rpcUrl(31337),
    })
    app = createApp({ config, db: database, logger: createLogger({ logLevel: 'silent' }) })
    client = createPublicClient({ transport: http(fixture.rpcUrl(31337)) })
    l2 = createPublicClient({ transport: http(fixture.rpcUrl(31338)) })
    await fundAddress(fixture.rpcUrl(31337), trader.address)
  })
  afterAll(async () => {
    await Promise.all([database?.dispose(), fixture?.stop()])
  })

  const get = async (path: string) => {
    const response = await app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=dev`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request('/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const router = () => devnet.swap?.router ?? expect.fail('no router')
  const weth = () => devnet.swap?.weth ?? expect.fail('no WETH')
  const token = (symbol: string) =>
    devnet.tokens.find((t) => t.symbol === symbol)?.address ?? expect.fail(symbol)
  const id = (symbol: string) =>
    `eip155:31337:${symbol === 'ETH' ? nativeTokenAddress : token(symbol)}`
  const pathOf = (symbol: string) => (symbol === 'ETH' ? weth() : token(symbol))
  const balanceOf = (symbol: string, owner: Address) =>
    symbol === 'ETH'
      ? client.getBalance({ address: owner })
      : client.readContract({
          address: token(symbol),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })

  /** What the router itself says: the better of the direct pool and the hop through WETH. */
  async function routerQuote(from: string, to: string, amount: bigint) {
    const a = pathOf(from)
    const b = pathOf(to)
    const paths = [[a, b], ...(a === weth() || b === weth() ? [] : [[a, weth(), b]])]
    const outs = await Promise.all(
      paths.map((path) =>
        client
          .readContract({
            address: router(),
            abi: uniswapV2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amount, path],
          })
          .then((amounts) => ({ path, out: amounts.at(-1) ?? 0n }))
          .catch(() => undefined),
      ),
    )
    return outs
      .filter((entry) => entry !== undefined)
      .reduce((best, entry) => (entry.out > best.out ? entry : best))
  }

  async function quote(from: string, to: string, amount: bigint) {
    const { status, body } = await get(
      `/v1/convert/quotes?amount=${amount}&userAddress=eip155:31337:${trader.address}&from=${id(from)}&to=${id(to)}&gasPrice=1000000000`,
    )
    expect(status, JSON.stringify(body)).toBe(200)
    const { quotes } = convertQuotesResponse.parse(body)
    expect(quotes).toHaveLength(1)
    return quotes[0] ?? expect.fail('no quote')
  }

  // A quote may reuse reserves for reserveCacheMs: after a swap, wait that out before quoting.
  const settle = () => new Promise((resolve) => setTimeout(resolve, reserveCacheMs + 50))

  async function send(tx: { to: string; data: string; value: bigint; gas: bigint }) {
    const wallet = createWalletClient({ account: trader, transport: http(fixture.rpcUrl(31337)) })
    const hash = await wallet.sendTransaction({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      value: tx.value,
      gas: tx.gas,
      chain: null,
    })
    return client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  // After the setup's own beforeAll: hand what it made to the suite.
  beforeAll(() => {
    Object.assign(state, { database, fixture, app, client, l2, devnet })
  })

  return {
    state,
    trader,
    pairAbi,
    get,
    post,
    router,
    weth,
    token,
    id,
    pathOf,
    balanceOf,
    routerQuote,
    quote,
    settle,
    send,
  }
}
