import {
  balanceResponse,
  fungiblePriceResponse,
  historyResponse,
  nftsResponse,
} from '@airlock/protocol/schemas'
import { demoAccounts } from '@airlock/test-kit'
import { type Address, createWalletClient, erc20Abi, formatUnits, http, parseAbi } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { type BlockchainApiState, useBlockchainApi } from '../../test/blockchainApiSuite.js'

const [alice, bob] = demoAccounts().map(({ account }) => account)
if (!alice || !bob) throw new Error('The manifest lists no demo accounts')
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const _transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

describeEachBackend('Blockchain API', (backend) => {
  const { state, get, chain } = useBlockchainApi(backend)
  let fixture: BlockchainApiState['fixture']
  let app: BlockchainApiState['app']
  let client: BlockchainApiState['client']
  beforeAll(() => {
    ;({ fixture, app, client } = state)
  })

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
