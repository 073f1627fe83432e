import {
  balanceResponse,
  fungiblePriceResponse,
  historyResponse,
  nftsResponse,
  type Transaction,
} from '@airlock/protocol'
import { demoAccounts } from '@airlock/test-kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hash,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import {
  type DevnetFixture,
  startDevnetFixture,
  waitForIndexers,
} from '../../test/blockchainFixture.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { startIndexers } from '../indexer/startIndexers.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'

const [alice, bob] = demoAccounts().map(({ account }) => account)
if (!alice || !bob) throw new Error('The manifest lists no demo accounts')
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

describeEachBackend('Blockchain API', (backend) => {
  let database: TestDatabase
  let fixture: DevnetFixture
  let indexers: ReturnType<typeof startIndexers>
  let app: ReturnType<typeof createApp>
  let client: PublicClient

  beforeAll(async () => {
    ;[database, fixture] = await Promise.all([backend.open(), startDevnetFixture()])
    await runMigrations(database)
    await ensureDevProject(createProjectRepository(database.db))
    const logger = createLogger({ logLevel: 'silent' })
    indexers = startIndexers({ chains: fixture.chains, database, logger })
    app = createApp({ config: fixture.config, db: database, logger })
    client = createPublicClient({ transport: http(fixture.rpcUrl(31337)) })
    await waitForIndexers(indexers.indexers)
  })
  afterAll(async () => {
    await indexers?.stop()
    await Promise.all([database?.dispose(), fixture?.stop()])
  })

  const get = async (path: string) => {
    const separator = path.includes('?') ? '&' : '?'
    const response = await app.request(`${path}${separator}projectId=dev`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const chain = () => fixture.chains.find((c) => c.chainId === 31337) ?? expect.fail('no 31337')

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

  it('lists the configured chains as supported', async () => {
    expect(await get('/v1/supported-chains')).toEqual({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:31338'], ws: [] },
    })
  })

  it("reports account #1's balances as the chain holds them, priced by the pools", async () => {
    const { status, body } = await get(
      `/v1/account/${alice.address}/balance?currency=usd&chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    const { balances } = balanceResponse.parse(body)
    const { tokens, pricing, caipNetworkId } = chain()
    if (!pricing) return expect.fail('the devnet has pools')

    // Prices straight from the reserves: USDC is 1, WETH from WETH/USDC, WBTC through WETH.
    const price = async (
      base: Address,
      quote: Address,
      baseDecimals: number,
      quoteDecimals: number,
    ) => {
      const pair = await client.readContract({
        address: (await client.readContract({
          address: pricing.factory,
          abi: parseAbi(['function getPair(address, address) view returns (address)']),
          functionName: 'getPair',
          args: [base, quote],
        })) as Address,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      const baseFirst = base.toLowerCase() < quote.toLowerCase()
      const [baseReserve, quoteReserve] = baseFirst ? [pair[0], pair[1]] : [pair[1], pair[0]]
      return (
        Number(formatUnits(quoteReserve, quoteDecimals)) /
        Number(formatUnits(baseReserve, baseDecimals))
      )
    }
    const symbolOf = (symbol: string) =>
      tokens.find((t) => t.symbol === symbol) ?? expect.fail(symbol)
    const ethPrice = await price(pricing.wrappedNative, pricing.usd, 18, 6)
    const wbtc = symbolOf('WBTC')
    const expectedPrices: Record<string, number> = {
      ETH: ethPrice,
      WETH: ethPrice,
      USDC: 1,
      DAI: await price(symbolOf('DAI').address, pricing.usd, 18, 6),
      WBTC: (await price(wbtc.address, pricing.wrappedNative, 8, 18)) * ethPrice,
    }

    const expected = new Map<string, string>()
    expected.set('ETH', formatUnits(await client.getBalance({ address: alice.address }), 18))
    for (const token of tokens) {
      const held = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      })
      if (held > 0n) expected.set(token.symbol, formatUnits(held, token.decimals))
    }
    // Account #1 holds points, but a 0-decimal token is never listed.
    expect(expected.has('PTS')).toBe(true)
    expected.delete('PTS')

    expect(new Map(balances.map((b) => [b.symbol, b.quantity.numeric]))).toEqual(expected)
    for (const balance of balances) {
      expect(balance.chainId).toBe(caipNetworkId)
      expect(balance.price).toBeCloseTo(expectedPrices[balance.symbol] ?? Number.NaN, 6)
      expect(balance.value).toBeCloseTo(Number(balance.quantity.numeric) * balance.price, 6)
      expect(balance.iconUrl).toBe(
        `${fixture.config.publicUrl}/public/getTokenImage/${balance.symbol}`,
      )
      if (balance.symbol === 'ETH') expect(balance.address).toBeUndefined()
      else expect(balance.address).toBe(`${caipNetworkId}:${symbolOf(balance.symbol).address}`)
    }
    const values = balances.map((b) => b.value ?? 0)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    // The server serves the icons itself.
    const icon = await app.request(new URL(balances[0]?.iconUrl ?? '').pathname)
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it("covers account #1's seeded history once each, newest first, paged by 20", async () => {
    const { items, pages } = await readAllHistory(alice.address)
    expect(pages).toBeGreaterThan(1)

    // What the chain says concerns account #1, read independently: sent by it, sent to it, or
    // a token moved to or from it (except spam NFTs airdropped to it).
    const me = alice.address.toLowerCase()
    const spam = new Set(
      chain()
        .collections.filter((c) => c.spam)
        .map((c) => c.address.toLowerCase()),
    )
    const head = await client.getBlockNumber()
    const expected: { hash: Hash; block: bigint; index: number; failed: boolean; time: bigint }[] =
      []
    for (let number = 0n; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      for (const tx of block.transactions) {
        const receipt = await client.getTransactionReceipt({ hash: tx.hash })
        const topicOf = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
        const touchesMe = receipt.logs.some(
          (log) =>
            log.topics.slice(1, 3).includes(topicOf(me) as Hash) &&
            !(log.topics[0] === transferTopic && spam.has(log.address.toLowerCase())),
        )
        if (tx.from.toLowerCase() === me || tx.to?.toLowerCase() === me || touchesMe)
          expected.push({
            hash: tx.hash,
            block: number,
            index: tx.transactionIndex,
            failed: receipt.status === 'reverted',
            time: block.timestamp,
          })
      }
    }
    expected.sort((a, b) => Number(b.block - a.block) || b.index - a.index)
    expect(items.map((item) => item.metadata.hash)).toEqual(expected.map((e) => e.hash))
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)

    // Two months, newest first, on this chain only, with the failed ones marked.
    const times = items.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((times[0] ?? 0) - (times.at(-1) ?? 0)).toBeGreaterThan(55 * 86_400_000)
    expect(items.every((item) => item.metadata.chain === 'eip155:31337')).toBe(true)
    const failed = items.filter((item) => item.metadata.status === 'failed')
    expect(failed.map((item) => item.metadata.hash)).toEqual(
      expected.filter((e) => e.failed).map((e) => e.hash),
    )
    expect(failed.length).toBeGreaterThanOrEqual(2)
    expect(items.every((item) => item.metadata.minedAt.endsWith('Z'))).toBe(true)
  })

  it('shows directions, one operation per swap with both legs, and no spam-only items', async () => {
    const { items } = await readAllHistory(alice.address)
    const me = alice.address
    const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'

    const funding = items.at(-1) // the first thing that happened: funded with ETH by account #0
    expect(funding?.metadata.operationType).toBe('receive')
    expect(funding?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    const sends = items.filter(
      (i) => i.metadata.operationType === 'send' && i.metadata.status === 'confirmed',
    )
    expect(sends.length).toBeGreaterThan(0)
    for (const item of sends) {
      expect(item.metadata.sentFrom).toBe(me)
      expect(item.transfers.every((t) => t.direction === 'out')).toBe(true)
    }
    const receives = items.filter((i) => i.metadata.operationType === 'receive')
    for (const item of receives)
      expect(item.transfers.every((t) => t.direction === 'in')).toBe(true)

    const swaps = items.filter(
      (i) => i.metadata.sentTo === router && i.metadata.status === 'confirmed',
    )
    expect(swaps.length).toBeGreaterThan(3)
    for (const swap of swaps) {
      expect(swap.metadata.operationType).toBe('trade')
      expect(swap.transfers.filter((t) => t.direction === 'out')).toHaveLength(1)
      expect(swap.transfers.filter((t) => t.direction === 'in')).toHaveLength(1)
    }
    // Token → ETH: the ETH comes back through the router, an internal transfer.
    expect(
      swaps.some((swap) =>
        swap.transfers.some((t) => t.direction === 'in' && t.fungible_info?.symbol === 'ETH'),
      ),
    ).toBe(true)

    expect(items.some((i) => i.metadata.operationType === 'approve' && i.approvals?.length)).toBe(
      true,
    )
    const mint = items.find((i) => i.metadata.operationType === 'mint')
    expect(mint?.transfers[0]?.nft_info).toMatchObject({
      name: expect.stringMatching(/^Airlock Orbs #\d+$/),
      content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
      flags: { is_spam: false },
    })
    for (const item of items)
      if (item.transfers.length > 0)
        expect(item.transfers.every((t) => t.nft_info?.flags.is_spam === true)).toBe(false)
  })

  it('shows a new transfer in the history within 3 s', async () => {
    const wallet = createWalletClient({ account: bob, transport: http(fixture.rpcUrl(31337)) })
    const started = Date.now()
    const hash = await wallet.sendTransaction({
      to: alice.address,
      value: parseEther('0.25'),
      chain: null,
    })
    for (;;) {
      const { body } = await get(`/v1/account/${alice.address}/history?chainId=eip155:31337`)
      const [latest] = historyResponse.parse(body).data
      if (latest?.metadata.hash === hash) {
        expect(latest.metadata.operationType).toBe('receive')
        expect(latest.transfers).toEqual([
          expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' } }),
        ])
        break
      }
      expect(Date.now() - started).toBeLessThan(3_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The sender sees the same transaction going out.
    const { body } = await get(`/v1/account/${bob.address}/history?chainId=eip155:31337`)
    const [sent] = historyResponse.parse(body).data
    expect(sent?.metadata).toMatchObject({ hash, operationType: 'send', status: 'confirmed' })
    expect(sent?.transfers[0]?.direction).toBe('out')
  })

  it('caches balances for 30 s unless forceUpdate=true', async () => {
    const path = `/v1/account/${bob.address}/balance?currency=usd&chainId=eip155:31337`
    const eth = (body: unknown) =>
      balanceResponse.parse(body).balances.find((b) => b.symbol === 'ETH')?.quantity.numeric
    const before = eth((await get(path)).body)
    const wallet = createWalletClient({ account: bob, transport: http(fixture.rpcUrl(31337)) })
    const hash = await wallet.sendTransaction({ to: alice.address, value: 1n, chain: null })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(eth((await get(path)).body)).toBe(before)
    const fresh = eth((await get(`${path}&forceUpdate=true`)).body)
    expect(fresh).not.toBe(before)
    expect(fresh).toBe(formatUnits(await client.getBalance({ address: bob.address }), 18))
    expect(eth((await get(path)).body)).toBe(fresh)
  })

  it("lists account #1's NFTs with on-chain images, spam flagged and last", async () => {
    const { status, body } = await get(`/v1/account/${alice.address}/nfts?chainId=eip155:31337`)
    expect(status).toBe(200)
    const { nfts } = nftsResponse.parse(body)
    const own = nfts.filter((nft) => !nft.flags.is_spam)
    const spam = nfts.filter((nft) => nft.flags.is_spam)
    expect(own.length).toBeGreaterThan(0)
    expect(spam.length).toBeGreaterThan(0)
    expect(nfts).toEqual([...own, ...spam])
    for (const nft of nfts) {
      const owner = await client.readContract({
        address: nft.collection.address.split(':')[2] as Address,
        abi: parseAbi(['function ownerOf(uint256) view returns (address)']),
        functionName: 'ownerOf',
        args: [BigInt(nft.tokenId)],
      })
      expect(owner).toBe(alice.address)
      expect(nft.image).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(nft.name).toBe(`${nft.collection.name} #${nft.tokenId}`)
    }
    expect(spam[0]?.collection.name).toBe('AIR Claim Pass')
  })

  it('prices tokens by CAIP-10 id, the native currency as 0xeeee…', async () => {
    const { tokens } = chain()
    const usdc = tokens.find((t) => t.symbol === 'USDC')
    const response = await app.request('/v1/fungible/price', {
      method: 'POST',
      // The model's client sends no Content-Type (text/plain) and the project id in the body.
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'dev',
        addresses: [
          `eip155:31337:${usdc?.address}`,
          'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ],
      }),
    })
    expect(response.status).toBe(200)
    const { fungibles } = fungiblePriceResponse.parse(await response.json())
    expect(fungibles.map(({ symbol, price }) => ({ symbol, price: price > 0 }))).toEqual([
      { symbol: 'USDC', price: true },
      { symbol: 'ETH', price: true },
    ])
    expect(fungibles[0]?.price).toBe(1)
    expect(fungibles[1]?.price).toBeGreaterThan(1000)
  })

  it('answers identities with no name or avatar yet, cacheable for 5 minutes', async () => {
    const response = await app.request(`/v1/identity/${alice.address}?projectId=dev`)
    expect(await response.json()).toEqual({ name: null, avatar: null })
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('refuses bad input with 4xx naming the problem, never a 500', async () => {
    const account = `/v1/account/${alice.address}`
    const otherCursor = historyResponse.parse(
      (await get(`/v1/account/${bob.address}/history?chainId=eip155:31337`)).body,
    ).next
    const answers = await Promise.all(
      [
        '/v1/account/0x1234/balance?chainId=eip155:31337',
        '/v1/account/vitalik.eth/history',
        `${account}/balance?chainId=eip155:999`,
        `${account}/balance?chainId=solana`,
        `${account}/balance?chainId=eip155:31337&forceUpdate=maybe`,
        `${account}/balance?currency=eur`,
        `${account}/history?chainId=eip155:31337&cursor=bm90LWEtY3Vyc29y`,
        `${account}/history?chainId=eip155:31337&cursor=${otherCursor}`,
        `${account}/history?cursor=${otherCursor}`,
        `${account}/nfts?chainId=eip155:1`,
        '/v1/identity/0xzz',
      ].map(async (path) => ({ path, ...(await get(path)) })),
    )
    expect(answers.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Invalid EVM address "0x1234"",
        "400 Invalid EVM address "vitalik.eth"",
        "400 Unsupported chain "eip155:999"",
        "400 Invalid CAIP-2 network id "solana" in chainId",
        "400 Invalid query field "forceUpdate": expected true or false",
        "400 Invalid query field "currency": expected usd",
        "400 Invalid history cursor",
        "400 Invalid history cursor",
        "400 Invalid history cursor",
        "400 Unsupported chain "eip155:1"",
        "400 Invalid EVM address "0xzz"",
      ]
    `)
    expect(answers[2]?.body.details).toBe(
      'This server serves eip155:31337, eip155:31338 (GET /v1/supported-chains).',
    )
    expect(answers[7]?.body.details).toMatch(/another account or chainId/)

    const noProject = await app.request(`${account}/balance?chainId=eip155:31337`)
    expect(noProject.status).toBe(400)
    const price = async (
      body: unknown,
      headers: Record<string, string> = { 'x-project-id': 'dev' },
    ) => {
      const response = await app.request('/v1/fungible/price', {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return `${response.status} ${((await response.json()) as { message: string }).message}`
    }
    expect(
      await Promise.all([
        price('{'),
        price({ currency: 'usd', addresses: ['0xabc'] }),
        price({
          currency: 'usd',
          addresses: ['eip155:5:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
        }),
        price({ currency: 'usd', addresses: [] }),
        price(
          {
            currency: 'usd',
            addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
            projectId: 'nope',
          },
          {},
        ),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "400 Malformed JSON in request body",
        "400 Invalid token address "0xabc"",
        "400 Unsupported chain "eip155:5"",
        "400 Invalid request body field "addresses": Too small: expected array to have >=1 items",
        "403 Invalid Project ID",
      ]
    `)
  })
})
