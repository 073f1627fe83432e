import { fundSolanaAddress, readManifest } from '@airlock/devnet'
import { balanceResponse, convertQuotesResponse, historyResponse } from '@airlock/protocol/schemas'
import { address, generateKeyPairSigner } from '@solana/kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  parseAbi,
} from 'viem'
import { beforeAll, expect, it } from 'vitest'
import type { TestDatabase } from '../../test/backends.js'
import type { SolanaFixture } from '../../test/solanaFixture.js'
import { useSolanaRoutes } from '../../test/solanaRoutes.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { checkSolanaChain } from '../health/checkSolanaChain.js'

// The devnet's demo accounts #1 and #2 and its USDC mint (apps/devnet/devnet.json).
const alice = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const bob = 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k'
const usdcMint = '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g'
const tokenProgram = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

const routes = useSolanaRoutes()
const { rpc, get, proxy, readAllHistory, transferSol } = routes
let database: TestDatabase
let fixture: SolanaFixture
let app: ReturnType<typeof createApp>
let chainId: string
beforeAll(() => {
  ;({ database, fixture, app, chainId } = routes)
})

it('lists the Solana chain among the supported chains and checks it in /health', async () => {
  expect(await get('/v1/supported-chains')).toEqual({
    status: 200,
    body: { http: ['eip155:31337', 'eip155:31338', chainId], ws: [] },
  })
  const health = (await (await app.request('/health')).json()) as {
    checks: Record<string, { status: string }>
  }
  expect(health.checks[chainId]?.status).toBe('ok')
  // A URL that serves another cluster than its variable names is reported, not served silently.
  const mainnet = { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }
  await expect(checkSolanaChain({ ...mainnet, rpcUrl: fixture.solana.rpcUrl })).rejects.toThrow(
    `RPC is on chain ${chainId}, expected solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
  )
})

it("reports Alice's SOL and USDC as the chain holds them, priced, without her points", async () => {
  const { status, body } = await get(`/v1/account/${alice}/balance?chainId=${chainId}`)
  expect(status).toBe(200)
  const { balances } = balanceResponse.parse(body)
  const [lamports, accounts] = await Promise.all([
    rpc().getBalance(address(alice)).send(),
    rpc()
      .getTokenAccountsByOwner(
        address(alice),
        { mint: address(usdcMint) },
        { encoding: 'jsonParsed' },
      )
      .send(),
  ])
  const usdc = accounts.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  const sol = balances.find((balance) => balance.symbol === 'SOL')
  expect(sol?.quantity).toEqual({
    decimals: '9',
    numeric: (Number(lamports.value) / 1e9).toString(),
  })
  expect(sol?.price).toBe(150)
  const usdcBalance = balances.find((balance) => balance.symbol === 'USDC')
  expect(usdcBalance?.address).toBe(`${chainId}:${usdcMint}`)
  expect(Number(usdcBalance?.quantity.numeric)).toBe(Number(usdc) / 1e6)
  expect(usdcBalance?.price).toBe(1)
  // Alice holds points (0 decimals): filtered, as on EVM chains.
  expect(balances.map((balance) => balance.symbol).sort()).toEqual(['SOL', 'USDC'])
  // Without chainId, a base58 address reads the Solana chains.
  expect((await get(`/v1/account/${alice}/balance`)).body).toEqual(body)
})

it("pages Alice's seeded history newest first, classified, with the failed transfer marked", async () => {
  const items = await readAllHistory(alice)
  const signatures = await rpc().getSignaturesForAddress(address(alice)).send()
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
  // Every signature but spam or points-only ones is an item, in the chain's (newest first) order.
  const order = signatures.map((entry) => `${chainId}:${entry.signature}`)
  expect(items.map((item) => order.indexOf(item.id))).toEqual(
    [...items.map((item) => order.indexOf(item.id))].sort((a, b) => a - b),
  )
  expect(items.length).toBeGreaterThan(20)
  const times = items.map((item) => Date.parse(item.metadata.minedAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  const kinds = new Set(
    items.map((item) => `${item.metadata.operationType}/${item.metadata.status}`),
  )
  for (const kind of ['send/confirmed', 'receive/confirmed', 'trade/confirmed', 'send/failed'])
    expect(kinds).toContain(kind)
  const trade = items.find((item) => item.metadata.operationType === 'trade')
  expect(trade?.transfers.map((t) => `${t.fungible_info?.symbol} ${t.direction}`).sort()).toEqual(
    expect.arrayContaining([expect.stringMatching(/ in$/), expect.stringMatching(/ out$/)]),
  )
})

it('serves a funded new wallet and its own transfer through the API and the proxy', async () => {
  const wallet = await generateKeyPairSigner()
  await fundSolanaAddress(fixture.solana.rpcUrl, wallet.address)
  const balance = await get(`/v1/account/${wallet.address}/balance?chainId=${chainId}`)
  expect(
    balanceResponse.parse(balance.body).balances.map((b) => [b.symbol, b.quantity.numeric]),
  ).toEqual([
    ['SOL', '100'],
    ['USDC', '10000'],
  ])
  // Sent through the proxy (sendTransaction is allowed, as eth_sendRawTransaction is on EVM).
  const sent = await proxy({
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [await transferSol(wallet, bob), { encoding: 'base64' }],
  })
  expect(sent.body.error).toBeUndefined()
  const items = await readAllHistory(wallet.address)
  expect(items[0]?.metadata).toMatchObject({
    operationType: 'send',
    status: 'confirmed',
    hash: sent.body.result,
  })
  expect(items[0]?.transfers).toEqual([
    expect.objectContaining({ direction: 'out', quantity: { numeric: '2.5' } }),
  ])
  expect(items[1]?.metadata.operationType).toBe('receive')
  // Cached 30 s like the EVM balances; forceUpdate reads anew.
  const fresh = await get(
    `/v1/account/${wallet.address}/balance?chainId=${chainId}&forceUpdate=true`,
  )
  const sol = balanceResponse.parse(fresh.body).balances.find((b) => b.symbol === 'SOL')
  expect(Number(sol?.quantity.numeric)).toBeLessThan(97.5)
})

it('forwards reads through the JSON-RPC proxy and refuses requestAirdrop', async () => {
  const read = await proxy({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [alice] })
  expect(read.status).toBe(200)
  expect((read.body.result as { value: number }).value).toBeGreaterThan(0)
  expect(
    await proxy({ jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [alice, 1e9] }),
  ).toEqual({
    status: 200,
    body: {
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32601, message: 'Requested RPC call is not allowed', data: 'requestAirdrop' },
    },
  })
  const scan = await proxy({
    jsonrpc: '2.0',
    id: 3,
    method: 'getProgramAccounts',
    params: [tokenProgram],
  })
  expect((scan.body.error as { data: string }).data).toBe('getProgramAccounts')
})

it("answers every bad input with a 400 or the validator's error, nothing written", async () => {
  const bad = async (path: string) => {
    const { status, body } = await get(path)
    return [status, body.name, body.message]
  }
  const balance = (account: string, chain = chainId) =>
    `/v1/account/${account}/balance?chainId=${chain}`
  // Not 32–44 base58 characters.
  expect(await bad(balance(alice.slice(0, 31)))).toEqual([
    400,
    'InvalidSolanaAddressError',
    `Invalid Solana address "${alice.slice(0, 31)}"`,
  ])
  expect(await bad(balance(`${alice}z`))).toEqual([
    400,
    'InvalidSolanaAddressError',
    `Invalid Solana address "${alice}z"`,
  ])
  expect((await bad(balance(`0${alice.slice(1)}`)))[1]).toBe('InvalidSolanaAddressError')
  // 44 base58 characters that decode to more than 32 bytes.
  expect((await bad(balance('z'.repeat(44))))[1]).toBe('InvalidSolanaAddressError')
  // The other namespace's address or chain.
  expect((await bad(balance('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')))[1]).toBe(
    'SolanaNamespaceMismatchError',
  )
  expect((await bad(balance(alice, 'eip155:31337')))[1]).toBe('SolanaNamespaceMismatchError')
  // A Solana chain this server does not serve, and one that is not CAIP-2.
  expect((await bad(balance(alice, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')))[1]).toBe(
    'UnsupportedChainError',
  )
  expect((await bad(balance(alice, 'solana:')))[1]).toBe('InvalidChainIdParameterError')
  // A cursor of another address, and one edited.
  const first = historyResponse.parse(
    (await get(`/v1/account/${alice}/history?chainId=${chainId}`)).body,
  )
  const [status, name] = await bad(
    `/v1/account/${bob}/history?chainId=${chainId}&cursor=${first.next}`,
  )
  expect([status, name]).toEqual([400, 'InvalidCursorError'])
  expect(
    (await get(`/v1/account/${bob}/history?chainId=${chainId}&cursor=${first.next}`)).body.details,
  ).toMatch(/another account or chainId/)
  expect(
    (await bad(`/v1/account/${alice}/history?chainId=${chainId}&cursor=${first.next}x`))[1],
  ).toBe('InvalidCursorError')
  expect((await bad(`/v1/account/${alice}/history?cursor=${first.next}`))[1]).toBe(
    'InvalidCursorError',
  )
  // Through the proxy, the facade answers as a validator: a stale blockhash, malformed and
  // oversized transactions.
  const [oldest] = (await rpc().getSignaturesForAddress(address(alice)).send()).slice(-1)
  const seeded = await rpc()
    .getTransaction(oldest?.signature ?? expect.fail('no history'), {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  const wallet = await generateKeyPairSigner()
  await fundSolanaAddress(fixture.solana.rpcUrl, wallet.address)
  const stale = await transferSol(wallet, bob, {
    blockhash: seeded?.transaction.message.recentBlockhash as never,
    lastValidBlockHeight: 0n,
  })
  const refused = await proxy({
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [stale, { encoding: 'base64' }],
  })
  expect(JSON.stringify(refused.body.error)).toContain('BlockhashNotFound')
  const garbage = await proxy({
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: ['AAAA', { encoding: 'base64' }],
  })
  expect(garbage.body.error).toMatchObject({ code: -32602 })
  const large = Buffer.alloc(1300, 1).toString('base64')
  const oversized = await proxy({
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [large, { encoding: 'base64' }],
  })
  expect((oversized.body.error as { message: string }).message).toMatch(
    /too large: .* \(max: encoded\/raw 1644\/1232\)/,
  )
})

it('prices SOL from the EVM price oracle when SOL_PRICE_TOKEN names a token whose pools price it, in balances and desk quotes', async () => {
  // The EVM devnet has no SOL pool: WBTC's stands in, a price far from the reference 150.
  const wbtc = `eip155:31337:${readManifest().chains.find((c) => c.chainId === 31337)?.contracts.wbtc}`
  const priced = createApp({
    config: { ...fixture.config, solPriceToken: wbtc },
    db: database,
    logger: createLogger({ logLevel: 'silent' }),
  })
  const request = async (path: string, init?: RequestInit) => {
    const separator = path.includes('?') ? '&' : '?'
    const response = await priced.request(`${path}${separator}projectId=dev`, init)
    return (await response.json()) as Record<string, unknown>
  }
  const prices = (await request('/v1/fungible/price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'usd', addresses: [wbtc], projectId: 'dev' }),
  })) as { fungibles: { price: number }[] }
  const price = prices.fungibles[0]?.price ?? 0
  expect(price).toBeGreaterThan(1_000)

  const { balances } = balanceResponse.parse(
    await request(`/v1/account/${alice}/balance?chainId=${chainId}`),
  )
  const sol = balances.find((balance) => balance.symbol === 'SOL')
  expect(sol?.price).toBe(price)
  expect(sol?.value).toBeCloseTo(Number(sol?.quantity.numeric) * price, 6)

  // The desk quotes 1 SOL at that price too (to the micro-dollar, rounded down).
  const quoted = convertQuotesResponse.parse(
    await request(
      `/v1/convert/quotes?amount=1000000000&from=${chainId}:So11111111111111111111111111111111111111112&to=${chainId}:${usdcMint}`,
    ),
  )
  expect(quoted.quotes[0]?.toAmount).toBe(String(Math.floor(Math.round(price * 1e6))))
})

it("prices SOL from the devnet's WSOL/USDC pool by default, and follows the pool when a swap moves it", async () => {
  const evm = readManifest().chains.find((c) => c.chainId === 31337)
  if (!evm) throw new Error('no chain 31337 in the manifest')
  const [wsol, usdc, factory, router] = [
    evm.contracts.wsol,
    evm.contracts.usdc,
    evm.contracts.uniswapV2Factory,
    evm.contracts.uniswapV2Router02,
  ] as Address[] as [Address, Address, Address, Address]
  expect(fixture.config.solPriceToken).toBe(`eip155:31337:${wsol}`)
  const rpcUrl = fixture.devnet.chains.find((chain) => chain.chainId === 31337)?.rpcUrl ?? ''
  const client = createPublicClient({ transport: http(rpcUrl) })
  const pool = await client.readContract({
    address: factory,
    abi: parseAbi(['function getPair(address, address) view returns (address)']),
    functionName: 'getPair',
    args: [wsol, usdc],
  })
  // SOL's price is USDC per WSOL in the pool (WSOL has SOL's 9 decimals).
  const poolPrice = async () => {
    const [reserve0, reserve1] = await client.readContract({
      address: pool,
      abi: parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']),
      functionName: 'getReserves',
    })
    const [wsolReserve, usdcReserve] =
      BigInt(wsol) < BigInt(usdc) ? [reserve0, reserve1] : [reserve1, reserve0]
    return Number(formatUnits(usdcReserve, 6)) / Number(formatUnits(wsolReserve, 9))
  }
  // A new app each time: SOL's price is kept for a few seconds.
  const solPrices = async () => {
    const fresh = createApp({
      config: fixture.config,
      db: database,
      logger: createLogger({ logLevel: 'silent' }),
    })
    const read = async (path: string) =>
      (await (await fresh.request(`${path}&projectId=dev`)).json()) as Record<string, unknown>
    const { balances } = balanceResponse.parse(
      await read(`/v1/account/${alice}/balance?chainId=${chainId}`),
    )
    const quoted = convertQuotesResponse.parse(
      await read(
        `/v1/convert/quotes?amount=1000000000&from=${chainId}:So11111111111111111111111111111111111111112&to=${chainId}:${usdcMint}`,
      ),
    )
    return {
      balance: balances.find((balance) => balance.symbol === 'SOL')?.price,
      quote: Number(quoted.quotes[0]?.toAmount) / 1e6,
    }
  }

  // The seeded pool is at the desk's reference price, 150 USD.
  expect(await poolPrice()).toBe(150)
  expect(await solPrices()).toEqual({ balance: 150, quote: 150 })

  // Someone buys WSOL with 300,000 USDC on the EVM chain: SOL dearer, in balances and desk quotes.
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  const deployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const erc20 = parseAbi([
    'function mint(address, uint256)',
    'function approve(address, uint256) returns (bool)',
  ])
  // Each transaction mined and successful before the next is sent: the swap's gas is then
  // estimated on the state it runs on (a full run beside a CPU-heavy job saw it revert).
  const mined = async (hash: `0x${string}`) =>
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const usdcCall = async (functionName: 'mint' | 'approve', to: `0x${string}`) =>
    mined(
      await wallet.writeContract({
        account: deployer,
        chain: null,
        address: usdc,
        abi: erc20,
        functionName,
        args: [to, 300_000_000_000n],
      }),
    )
  await usdcCall('mint', deployer)
  await usdcCall('approve', router)
  const hash = await wallet.writeContract({
    account: deployer,
    chain: null,
    address: router,
    abi: parseAbi([
      'function swapExactTokensForTokens(uint256, uint256, address[], address, uint256) returns (uint256[])',
    ]),
    functionName: 'swapExactTokensForTokens',
    args: [300_000_000_000n, 0n, [usdc, wsol], deployer, 2n ** 40n],
  })
  await mined(hash)
  const moved = await poolPrice()
  expect(moved).toBeGreaterThan(200)
  const after = await solPrices()
  expect(after.balance).toBeCloseTo(moved, 9)
  expect(after.quote).toBe(Math.floor(Math.round(moved * 1e6)) / 1e6)
})
