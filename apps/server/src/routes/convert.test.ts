import { fundAddress } from '@airlock/devnet'
import {
  convertAllowanceResponse,
  convertApproveResponse,
  convertBuildResponse,
  convertGasPriceResponse,
  convertQuotesResponse,
  convertTokensResponse,
  nativeTokenAddress,
} from '@airlock/protocol'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type DevnetFixture, startDevnetFixture } from '../../test/blockchainFixture.js'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'
import { reserveCacheMs } from '../swap/createSwapQuoter.js'
import { uniswapV2RouterAbi } from '../swap/uniswapV2RouterAbi.js'

// A key of this file's own: no other test or the e2e stack funds or spends it.
const trader = privateKeyToAccount(generatePrivateKey())
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

describe('swap API (/v1/convert)', () => {
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

  it('builds swaps with amountOutMin the quote less the slippage, paying the user', async () => {
    const amount = parseUnits('300', 6)
    // The router's best route may be the direct pool or the hop through WETH: the quote's.
    const { toAmount, path: quotedPath } = await quote('USDC', 'DAI', amount)
    const before = Math.floor(Date.now() / 1000)
    const slippages = [
      [undefined, 99n],
      [1, 99n],
      [0.5, 995n],
      [50, 50n],
    ] as const
    for (const [slippage, keep] of slippages) {
      const { status, body } = await post({
        amount: amount.toString(),
        from: id('USDC'),
        to: id('DAI'),
        userAddress: `eip155:31337:${trader.address}`,
        projectId: 'dev',
        ...(slippage === undefined ? {} : { eip155: { slippage } }),
        disableEstimate: true,
      })
      expect(status, JSON.stringify(body)).toBe(200)
      const built = convertBuildResponse.parse(body)
      const scale = keep > 100n ? 1000n : 100n
      const amountOutMin = (BigInt(toAmount) * keep) / scale
      expect(built.toAmount).toBe(toAmount)
      expect(built.toAmountMin).toBe(amountOutMin.toString())
      expect(built.tx).toMatchObject({
        from: `eip155:31337:${trader.address}`,
        to: `eip155:31337:${router()}`,
        amount: '0',
        eip155: { gas: '150000' },
      })
      expect(BigInt(built.tx.eip155.gasPrice)).toBeGreaterThan(0n)
      const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: built.tx.data as Hex })
      expect(call.functionName).toBe('swapExactTokensForTokens')
      const [amountIn, min, path, to, deadline] = call.args as [
        bigint,
        bigint,
        Address[],
        Address,
        bigint,
      ]
      expect({ amountIn, min, path, to }).toEqual({
        amountIn: amount,
        min: amountOutMin,
        path: quotedPath,
        to: trader.address,
      })
      expect(Number(deadline)).toBe(built.deadline)
      expect(Number(deadline) - before).toBeGreaterThanOrEqual(20 * 60)
      expect(Number(deadline) - before).toBeLessThan(20 * 60 + 30)
    }
  })

  it('swaps 0.1 ETH for USDC without an approval, moving balances as quoted', async () => {
    const amount = parseEther('0.1')
    const allowance = await get(
      `/v1/convert/allowance?tokenAddress=${id('ETH')}&userAddress=${trader.address}`,
    )
    expect(convertAllowanceResponse.parse(allowance.body).allowance).toBe(maxUint256.toString())
    const { toAmount } = await quote('ETH', 'USDC', amount)
    const [eth, usdc] = await Promise.all([
      balanceOf('ETH', trader.address),
      balanceOf('USDC', trader.address),
    ])
    const { status, body } = await post({
      amount: amount.toString(),
      from: id('ETH'),
      to: id('USDC'),
      userAddress: trader.address,
      projectId: 'dev',
      eip155: { slippage: 1 },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const { tx } = convertBuildResponse.parse(body)
    expect(tx.amount).toBe(amount.toString())
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactETHForTokens')
    // Estimated (not the 150,000 fallback), with the buffer.
    const gas = BigInt(tx.eip155.gas)
    expect(gas).not.toBe(150_000n)
    const receipt = await send({ to: tx.to, data: tx.data, value: BigInt(tx.amount), gas })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(gas)
    expect(await balanceOf('USDC', trader.address)).toBe(usdc + BigInt(toAmount))
    expect(await balanceOf('ETH', trader.address)).toBe(
      eth - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // A quote may still show the pool before this swap for up to reserveCacheMs, but a build
    // reads the router anew: the next swap is built on the pool as it is now.
    const rebuilt = convertBuildResponse.parse(
      (
        await post({
          amount: amount.toString(),
          from: id('ETH'),
          to: id('USDC'),
          userAddress: trader.address,
          projectId: 'dev',
          disableEstimate: true,
        })
      ).body,
    )
    const now = await routerQuote('ETH', 'USDC', amount)
    expect(now.out).toBeLessThan(BigInt(toAmount))
    expect(rebuilt.toAmount).toBe(now.out.toString())
    await settle()
    expect((await quote('ETH', 'USDC', amount)).toAmount).toBe(now.out.toString())
  })

  it('swaps USDC for DAI after an approval of exactly the amount', async () => {
    const amount = parseUnits('123.456789', 6)
    const allowanceOf = async () => {
      const { status, body } = await get(
        `/v1/convert/allowance?tokenAddress=${id('USDC')}&userAddress=eip155:31337:${trader.address}`,
      )
      expect(status).toBe(200)
      return BigInt(convertAllowanceResponse.parse(body).allowance)
    }
    expect(await allowanceOf()).toBe(0n)
    const swapRequest = {
      amount: amount.toString(),
      from: id('USDC'),
      to: id('DAI'),
      userAddress: `eip155:31337:${trader.address}`,
      projectId: 'dev',
    }
    // Without the allowance the node cannot estimate the swap: the default gas stands in.
    const early = convertBuildResponse.parse((await post(swapRequest)).body)
    expect(early.tx.eip155.gas).toBe('150000')

    const approve = await get(
      `/v1/convert/build-approve?userAddress=eip155:31337:${trader.address}&from=${id('USDC')}&to=${id('DAI')}&amount=${amount}`,
    )
    expect(approve.status, JSON.stringify(approve.body)).toBe(200)
    const { tx: approval } = convertApproveResponse.parse(approve.body)
    expect(approval).toMatchObject({
      from: `eip155:31337:${trader.address}`,
      to: id('USDC'),
      value: '0',
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.data as Hex })).toEqual({
      functionName: 'approve',
      args: [router(), amount],
    })
    const approved = await send({
      to: approval.to,
      data: approval.data,
      value: 0n,
      gas: BigInt(approval.eip155.gas),
    })
    expect(approved.status).toBe('success')
    expect(await allowanceOf()).toBe(amount)

    const { toAmount } = await quote('USDC', 'DAI', amount)
    const [usdc, dai] = await Promise.all([
      balanceOf('USDC', trader.address),
      balanceOf('DAI', trader.address),
    ])
    const { tx } = convertBuildResponse.parse((await post(swapRequest)).body)
    expect(tx.eip155.gas).not.toBe('150000')
    expect(tx.amount).toBe('0')
    const receipt = await send({ to: tx.to, data: tx.data, value: 0n, gas: BigInt(tx.eip155.gas) })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('USDC', trader.address)).toBe(usdc - amount)
    expect(await balanceOf('DAI', trader.address)).toBe(dai + BigInt(toAmount))
    expect(await allowanceOf()).toBe(0n)
    await settle()
  })

  it('swaps tokens back to ETH', async () => {
    const amount = parseUnits('100', 18)
    const approval = convertApproveResponse.parse(
      (
        await get(
          `/v1/convert/build-approve?userAddress=${trader.address}&to=${id('DAI')}&amount=${amount}`,
        )
      ).body,
    ).tx
    expect(approval.to).toBe(id('DAI'))
    await send({ ...approval, value: 0n, gas: BigInt(approval.eip155.gas) })
    const { toAmount } = await quote('DAI', 'ETH', amount)
    const eth = await balanceOf('ETH', trader.address)
    const { tx } = convertBuildResponse.parse(
      (
        await post({
          amount: amount.toString(),
          from: id('DAI'),
          to: id('ETH'),
          userAddress: trader.address,
          projectId: 'dev',
        })
      ).body,
    )
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const receipt = await send({ to: tx.to, data: tx.data, value: 0n, gas: BigInt(tx.eip155.gas) })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('ETH', trader.address)).toBe(
      eth + BigInt(toAmount) - receipt.gasUsed * receipt.effectiveGasPrice,
    )
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

  it('refuses bad input with 4xx naming the problem, never a 500', async () => {
    const user = trader.address
    const q = (amount: string, from = id('ETH'), to = id('USDC'), extra = '') =>
      `/v1/convert/quotes?amount=${encodeURIComponent(amount)}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&userAddress=${user}${extra}`
    const gets = [
      q('-1'),
      q('0.5'),
      q('1e18'),
      q('abc'),
      q('0'),
      q(''),
      q('9'.repeat(79)),
      q((maxUint256 + 1n).toString()),
      // A uint256 the pools cannot multiply: getAmountsOut overflows and reverts.
      q(maxUint256.toString()),
      q('1', id('USDC'), id('WBTC')),
      q('1000', 'USDC', id('DAI')),
      q('1000', `eip155:31337:0x1234`, id('DAI')),
      q('1000', id('USDC'), `eip155:31338:${token('DAI')}`),
      q('1000', id('USDC'), `eip155:31337:${token('PTS')}`),
      q('1000', id('USDC'), `eip155:31337:0x000000000000000000000000000000000000dEaD`),
      q('1000', id('USDC'), id('USDC')),
      q('1000', id('ETH'), id('WETH')),
      q('1000', id('DAI'), id('USDC'), '&gasPrice=fast'),
      `/v1/convert/quotes?amount=1000&from=${id('DAI')}&to=${id('USDC')}&userAddress=0x1234`,
      `/v1/convert/quotes?amount=1000&from=${id('DAI')}&to=${id('USDC')}&userAddress=eip155:31338:${user}`,
      `/v1/convert/quotes?amount=1000&to=${id('USDC')}`,
      '/v1/convert/tokens',
      '/v1/convert/tokens?chainId=31337',
      '/v1/convert/gas-price?chainId=eip155',
      `/v1/convert/allowance?tokenAddress=${id('USDC')}`,
      `/v1/convert/allowance?tokenAddress=${id('PTS')}&userAddress=${user}`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('ETH')}&to=${id('USDC')}&amount=1`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}&amount=-3`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}&to=eip155:31338:${nativeTokenAddress}&amount=1`,
    ]
    const answers = await Promise.all(gets.map((path) => get(path)))
    expect(answers.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Invalid amount "-1": must be greater than 0",
        "400 Invalid amount "0.5": expected a whole number of base units, without a decimal point",
        "400 Invalid amount "1e18": expected a whole number of base units",
        "400 Invalid amount "abc": expected a whole number of base units",
        "400 Invalid amount "0": must be greater than 0",
        "400 Missing amount",
        "400 Invalid amount "9999999999999999999999999999999999999999999999999999999999999999999999999999999": larger than a uint256 (2^256 - 1)",
        "400 Invalid amount "115792089237316195423570985008687907853269984665640564039457584007913129639936": larger than a uint256 (2^256 - 1)",
        "422 Insufficient liquidity for this amount",
        "422 Amount 1 is too small to swap",
        "400 Invalid token "USDC" in from",
        "400 Invalid token "eip155:31337:0x1234" in from",
        "400 to is on "eip155:31338", not on "eip155:31337"",
        "400 Unknown token "eip155:31337:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9" in to",
        "400 Unknown token "eip155:31337:0x000000000000000000000000000000000000dEaD" in to",
        "400 from and to are the same token "eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"",
        "400 Cannot swap between the native currency and its wrapped token "eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3"",
        "400 Invalid gasPrice "fast"",
        "400 Invalid userAddress "0x1234"",
        "400 userAddress is on "eip155:31338", not on "eip155:31337"",
        "400 Missing from",
        "400 Missing chainId query parameter",
        "400 Invalid CAIP-2 network id "31337" in chainId",
        "400 Invalid CAIP-2 network id "eip155" in chainId",
        "400 Missing userAddress",
        "400 Unknown token "eip155:31337:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9" in tokenAddress",
        "400 ETH needs no approval",
        "400 Invalid amount "-3": must be greater than 0",
        "400 Missing amount",
        "400 to is on "eip155:31338", not on "eip155:31337"",
      ]
    `)

    const build = (body: Record<string, unknown>) =>
      post({
        amount: '1000000',
        from: id('USDC'),
        to: id('DAI'),
        userAddress: user,
        projectId: 'dev',
        ...body,
      })
    const posts = await Promise.all([
      build({ eip155: { slippage: 51 } }),
      build({ eip155: { slippage: 0 } }),
      build({ eip155: { slippage: -1 } }),
      build({ eip155: { slippage: '1' } }),
      build({ amount: -5 }),
      build({ amount: '-5' }),
      build({ amount: '0' }),
      build({ to: id('USDC') }),
      build({ userAddress: 'me' }),
      build({ userAddress: undefined }),
      build({ to: undefined }),
      build({ from: 42 }),
      build({ projectId: undefined }),
      build({ projectId: 'nope' }),
      post('{'),
      post('[]'),
      post({}, { 'content-type': 'application/x-www-form-urlencoded' }),
    ])
    expect(posts.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Invalid request body field "eip155.slippage": Too big: expected number to be <=50",
        "400 Invalid request body field "eip155.slippage": Too small: expected number to be >0",
        "400 Invalid request body field "eip155.slippage": Too small: expected number to be >0",
        "400 Invalid request body field "eip155.slippage": Invalid input: expected number, received string",
        "400 Invalid request body field "amount": expected a whole number of base units as a string",
        "400 Invalid amount "-5": must be greater than 0",
        "400 Invalid amount "0": must be greater than 0",
        "400 from and to are the same token "eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"",
        "400 Invalid userAddress "me"",
        "400 Missing userAddress",
        "400 Missing to",
        "400 Invalid request body field "from": expected a CAIP-10 token id",
        "400 Project ID Not Configured",
        "403 Invalid Project ID",
        "400 Malformed JSON in request body",
        "400 Invalid request body: Invalid input: expected object, received array",
        "415 Expected a JSON request body (Content-Type: application/json)",
      ]
    `)

    // No project, no answer; any origin may read the answer and post JSON after a preflight.
    expect((await app.request('/v1/convert/tokens?chainId=eip155:31337')).status).toBe(400)
    const preflight = await app.request('/v1/convert/build-transaction', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })
})
