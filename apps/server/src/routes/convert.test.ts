import { nativeTokenAddress } from '@airlock/protocol'
import {
  convertGasPriceResponse,
  convertQuotesResponse,
  convertTokensResponse,
} from '@airlock/protocol/schemas'
import { type Address, parseEther, parseUnits, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ConvertApiState, useConvertApi } from '../../test/convertApiSuite.js'
import { uniswapV2RouterAbi } from '../swap/uniswapV2RouterAbi.js'

describe('swap API (/v1/convert)', () => {
  const suite = useConvertApi()
  const { trader, pairAbi, get, post, router, weth, token, id, routerQuote, quote } = suite
  let fixture: ConvertApiState['fixture']
  let app: ConvertApiState['app']
  let client: ConvertApiState['client']
  let l2: ConvertApiState['l2']
  let devnet: ConvertApiState['devnet']
  beforeAll(() => {
    ;({ fixture, app, client, l2, devnet } = suite.state)
  })

  it('lists the native currency and every token with a pool, with icons it serves', async () => {
    const { status, body } = await get('/v1/convert/tokens?chainId=eip155:31337')
    expect(status).toBe(200)
    const { tokens } = convertTokensResponse.parse(body)
    // Independently: a listed token is swappable when the factory has a pair for it.
    const factory = await client.readContract({
      address: router(),
      abi: uniswapV2RouterAbi,
      functionName: 'factory',
    })
    const pooled: string[] = []
    for (const listed of devnet.tokens) {
      let hasPool = false
      for (const other of [...devnet.tokens.map((t) => t.address), weth()])
        if (other !== listed.address)
          hasPool ||=
            (await client.readContract({
              address: factory,
              abi: uniswapV2RouterAbi,
              functionName: 'getPair',
              args: [listed.address, other],
            })) !== zeroAddress
      if (hasPool) pooled.push(listed.symbol)
    }
    expect(pooled).not.toContain('PTS')
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', ...pooled])
    expect(tokens[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      address: `eip155:31337:${nativeTokenAddress}`,
      decimals: 18,
      logoUri: `${fixture.config.publicUrl}/public/getTokenImage/ETH`,
    })
    expect(tokens.find((t) => t.symbol === 'USDC')).toMatchObject({
      address: `eip155:31337:${token('USDC')}`,
      decimals: 6,
    })
    const logo = await app.request(new URL(tokens[1]?.logoUri ?? '').pathname)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it("quotes exactly the router's getAmountsOut, direct or through WETH, with impact and fee", async () => {
    const cases = [
      ['ETH', 'USDC', parseEther('0.1')],
      ['USDC', 'DAI', parseUnits('250', 6)],
      ['WBTC', 'USDC', parseUnits('0.01', 8)],
      ['DAI', 'ETH', parseUnits('1000', 18)],
      ['USDC', 'WBTC', parseUnits('5000', 6)],
      ['WETH', 'DAI', parseEther('2')],
    ] as const
    for (const [from, to, amount] of cases) {
      const expected = await routerQuote(from, to, amount)
      const got = await quote(from, to, amount)
      expect(got).toMatchObject({
        id: null,
        fromAmount: amount.toString(),
        fromAccount: id(from),
        toAmount: expected.out.toString(),
        toAccount: id(to),
        path: expected.path,
        providerFee: { rate: 0.0085, amount: ((amount * 85n) / 10_000n).toString() },
      })
      // The impact against the mid price of the pools on the path, computed here in floats.
      let mid = 1
      for (let i = 0; i + 1 < expected.path.length; i++) {
        const [a, b] = [expected.path[i] as Address, expected.path[i + 1] as Address]
        const pair = await client.readContract({
          address: await client.readContract({
            address: await client.readContract({
              address: router(),
              abi: uniswapV2RouterAbi,
              functionName: 'factory',
            }),
            abi: uniswapV2RouterAbi,
            functionName: 'getPair',
            args: [a, b],
          }),
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const aFirst = a.toLowerCase() < b.toLowerCase()
        mid *= Number(aFirst ? pair[1] : pair[0]) / Number(aFirst ? pair[0] : pair[1])
      }
      const impact = (1 - Number(expected.out) / (Number(amount) * mid)) * 100
      expect(got.priceImpact).toBeCloseTo(impact, 4)
      // Never below the pools' own fee: 0.3 % a hop.
      expect(got.priceImpact).toBeGreaterThan(0.3 * (expected.path.length - 1) - 0.01)
    }
    // WBTC has no USDC pool: the quote goes through WETH.
    expect((await quote('WBTC', 'USDC', 10n ** 6n)).path).toEqual([
      token('WBTC'),
      weth(),
      token('USDC'),
    ])
  })

  it("reads WETH from a configured router and quotes that chain's pools", async () => {
    const l2Weth = await l2.readContract({
      address: router(),
      abi: uniswapV2RouterAbi,
      functionName: 'WETH',
    })
    const [expected] = await l2
      .readContract({
        address: router(),
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [parseEther('0.5'), [l2Weth, token('USDC')]],
      })
      .then((amounts) => [amounts.at(-1)])
    const { status, body } = await get(
      `/v1/convert/quotes?amount=${parseEther('0.5')}&from=eip155:31338:${nativeTokenAddress}&to=eip155:31338:${token('USDC')}`,
    )
    expect(status).toBe(200)
    expect(convertQuotesResponse.parse(body).quotes[0]).toMatchObject({
      toAmount: expected?.toString(),
      path: [l2Weth, token('USDC')],
    })
  })

  it("gives gas prices from the chain's fee history, standard ≤ fast ≤ instant", async () => {
    const { status, body } = await get('/v1/convert/gas-price?chainId=eip155:31337')
    expect(status).toBe(200)
    const prices = convertGasPriceResponse.parse(body)
    const history = await client.getFeeHistory({ blockCount: 1, rewardPercentiles: [] })
    const nextBaseFee = history.baseFeePerGas.at(-1) ?? 0n
    expect(nextBaseFee).toBeGreaterThan(0n)
    expect(BigInt(prices.standard)).toBeGreaterThanOrEqual(nextBaseFee)
    expect(BigInt(prices.fast)).toBeGreaterThanOrEqual(BigInt(prices.standard))
    expect(BigInt(prices.instant)).toBeGreaterThanOrEqual(BigInt(prices.fast))
  })

  it("answers a chain without a router with the spec's messages", async () => {
    const usdcOn = (chain: number) => `eip155:${chain}:${token('USDC')}`
    const eth = (chain: number) => `eip155:${chain}:${nativeTokenAddress}`
    const answers = await Promise.all([
      get('/v1/convert/tokens?chainId=eip155:10'),
      get(`/v1/convert/quotes?amount=1000&from=${eth(10)}&to=${usdcOn(10)}`),
      get(`/v1/convert/quotes?amount=1000&from=${eth(5)}&to=${usdcOn(5)}`),
      get(`/v1/convert/allowance?tokenAddress=${usdcOn(10)}&userAddress=${trader.address}`),
      get(`/v1/convert/build-approve?userAddress=${trader.address}&from=${usdcOn(137)}&amount=1`),
      post({
        amount: '1000',
        from: eth(10),
        to: usdcOn(10),
        userAddress: trader.address,
        projectId: 'dev',
      }),
      get('/v1/convert/gas-price?chainId=eip155:10'),
      get('/v1/convert/gas-price?chainId=eip155:5'),
    ])
    expect(answers.map(({ status, body }) => `${status} ${body.message}`)).toEqual([
      ...Array(6).fill('400 Network not supported for Swaps'),
      '400 Network not supported for Gas Price',
      '400 Network not supported for Gas Price',
    ])
    expect(answers[0]?.body).toEqual({
      name: 'SwapNetworkUnsupportedError',
      message: 'Network not supported for Swaps',
      // The message's code, for the modal to show it in the visitor's language.
      code: 'swapNetworkUnsupported',
      details:
        '"eip155:10" has no Uniswap V2 router on this server. Swaps are served on eip155:1, eip155:31337, eip155:31338.',
    })
    // Ethereum has a router built in, but the node behind RPC_URL_1 has no such contract: the
    // chain cannot answer, which is neither the client's fault nor a 500.
    expect(await get('/v1/convert/tokens?chainId=eip155:1')).toEqual({
      status: 502,
      body: {
        name: 'ChainUnavailableError',
        message: 'Failed to initialize swap',
        details: 'No answer from the node of eip155:1.',
      },
    })
  })
})
