import { createServer, type Server } from 'node:net'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import {
  type Address,
  createPublicClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  pad,
  parseEther,
  toEventSelector,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { collectionAbi, tokenAbi, uniswapV2RouterAbi } from './evm/abis.js'
import { type Devnet, startDevnet } from './startDevnet.js'
import { createRpc } from './utils/createRpc.js'
import { isPortFree } from './utils/isPortFree.js'

let devnet: Devnet
let dataDir: string
let ports: { 31337: number; 31338: number }

beforeAll(async () => {
  dataDir = await copyDevnetSnapshot()
  ports = await freeDevnetPorts()
  devnet = await startDevnet({ dataDir, ports, fund: [] })
})
afterAll(() => devnet?.stop())

const clientFor = (chainId: number) => {
  const chain = devnet.manifest.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 as Address } },
  })
  return { chain, client: createPublicClient({ chain: viemChain, transport: http() }) }
}
const accountOne = () => devnet.manifest.accounts[0]?.address as Address

// How long seeding takes is the bench's figure (the first start's budget, bench/budgets.ts), not a
// test's: a busy machine took over 30 s.
test('the first start seeded both chains', () => {
  const snapshot = inject('devnetSnapshot')
  expect(snapshot.seeded).toBe(true)
  expect(snapshot.seedMs).toBeGreaterThan(0)
  expect(devnet.seeded).toBe(false)
})

test('both chains answer with their chain ids at the URLs in the manifest', async () => {
  expect(devnet.chains.map(({ caipNetworkId, name }) => ({ caipNetworkId, name }))).toEqual([
    { caipNetworkId: 'eip155:31337', name: 'Airlock Devnet' },
    { caipNetworkId: 'eip155:31338', name: 'Airlock Devnet L2' },
  ])
  for (const chain of devnet.chains) {
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${ports[chain.chainId as 31337 | 31338]}`)
    expect(Number(await createRpc(chain.rpcUrl)<Hex>('eth_chainId'))).toBe(chain.chainId)
    expect(devnet.manifest.chains.find((c) => c.chainId === chain.chainId)?.rpcUrl).toBe(
      chain.rpcUrl,
    )
    expect(() => process.kill(chain.pid, 0)).not.toThrow()
  }
})

describe.each([31337, 31338])('chain %i', (chainId) => {
  test('has code at every manifest contract', async () => {
    const { chain, client } = clientFor(chainId)
    for (const [name, address] of Object.entries(chain.contracts)) {
      const code = await client.getCode({ address: address as Address })
      expect(code?.length, name).toBeGreaterThan(2)
    }
  })

  test('Multicall3 answers a batch of balance reads', async () => {
    const { chain, client } = clientFor(chainId)
    const results = await client.multicall({
      contracts: chain.tokens.map((token) => ({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [accountOne()],
      })),
    })
    expect(results.map((result) => result.status)).toEqual(chain.tokens.map(() => 'success'))
  })

  test('the router quotes 1 WETH at 2900–3100 USDC', async () => {
    const { chain, client } = clientFor(chainId)
    const [, out] = await client.readContract({
      address: chain.contracts.uniswapV2Router02 as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [chain.contracts.weth as Address, chain.contracts.usdc as Address]],
    })
    expect(Number(out) / 1e6).toBeGreaterThanOrEqual(2900)
    expect(Number(out) / 1e6).toBeLessThanOrEqual(3100)
  })

  test('the WSOL/USDC pool prices SOL at 150 USD; WSOL has 9 decimals and no demo account holds any', async () => {
    const { chain, client } = clientFor(chainId)
    const wsol = chain.contracts.wsol as Address
    const [decimals, symbol] = await Promise.all([
      client.readContract({ address: wsol, abi: tokenAbi, functionName: 'decimals' }),
      client.readContract({ address: wsol, abi: tokenAbi, functionName: 'symbol' }),
    ])
    expect([decimals, symbol]).toEqual([9, 'WSOL'])
    const [, out] = await client.readContract({
      address: chain.contracts.uniswapV2Router02 as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [10n ** 9n, [wsol, chain.contracts.usdc as Address]],
    })
    // 1 SOL in a 10,000 WSOL / 1,500,000 USDC pool, less the 0.3 % fee and the price impact.
    expect(Number(out) / 1e6).toBeCloseTo(149.535, 3)
    expect(chain.tokens.map((token) => token.symbol)).not.toContain('WSOL')
    for (const account of devnet.manifest.accounts) {
      const held = await client.readContract({
        address: wsol,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [account.address as Address],
      })
      expect(held, account.label).toBe(0n)
    }
  })

  test('account #1 holds ETH, USDC, DAI, WBTC, points and NFTs of both collections', async () => {
    const { chain, client } = clientFor(chainId)
    expect(await client.getBalance({ address: accountOne() })).toBeGreaterThan(parseEther('1'))
    for (const symbol of ['USDC', 'DAI', 'WBTC', 'PTS']) {
      const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
      const balance = await client.readContract({
        address: token?.address as Address,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [accountOne()],
      })
      expect(balance, symbol).toBeGreaterThan(0n)
    }
    for (const collection of chain.collections) {
      const owned = await client.readContract({
        address: collection.address as Address,
        abi: collectionAbi,
        functionName: 'balanceOf',
        args: [accountOne()],
      })
      expect(owned, collection.name).toBeGreaterThan(0n)
    }
  })

  test('the points token has 0 decimals', async () => {
    const { chain, client } = clientFor(chainId)
    const points = chain.tokens.find((token) => token.symbol === 'PTS')
    expect(points?.decimals).toBe(0)
    const decimals = await client.readContract({
      address: chain.contracts.points as Address,
      abi: tokenAbi,
      functionName: 'decimals',
    })
    expect(decimals).toBe(0)
  })

  test('NFT metadata and images are on-chain data: URIs', async () => {
    const { chain, client } = clientFor(chainId)
    const uri = await client.readContract({
      address: chain.contracts.nft as Address,
      abi: collectionAbi,
      functionName: 'tokenURI',
      args: [1n],
    })
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const json = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString()) as {
      name: string
      image: string
    }
    expect(json.name).toBe('Airlock Orbs #1')
    const svg = Buffer.from(json.image.split(',')[1] ?? '', 'base64').toString()
    expect(json.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s)
  })

  test("account #1's history spans two calendar months, in the past, with a reverted tx", async () => {
    const { client } = clientFor(chainId)
    const me = accountOne()
    const transfer = toEventSelector('Transfer(address,address,uint256)')
    const topic = pad(me)
    const [sent, received] = await Promise.all(
      [
        [transfer, topic],
        [transfer, null, topic],
      ].map((topics) =>
        client.request({
          method: 'eth_getLogs',
          params: [{ fromBlock: '0x0', toBlock: 'latest', topics: topics as Hex[] }],
        }),
      ),
    )
    expect(sent?.length).toBeGreaterThan(5)
    expect(received?.length).toBeGreaterThan(5)

    const head = await client.getBlockNumber()
    const blocks = await Promise.all(
      Array.from({ length: Number(head) + 1 }, (_, i) =>
        client.getBlock({ blockNumber: BigInt(i), includeTransactions: true }),
      ),
    )
    const logBlocks = new Set([...(sent ?? []), ...(received ?? [])].map((log) => log.blockNumber))
    const mine = blocks.filter(
      (block) =>
        logBlocks.has(`0x${block.number.toString(16)}`) ||
        block.transactions.some((tx) => tx.from === me.toLowerCase() || tx.to === me.toLowerCase()),
    )
    const times = mine.map((block) => Number(block.timestamp) * 1000)
    const months = new Set(times.map((time) => new Date(time).toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(2)
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(45 * 86_400_000)
    expect(Math.max(...blocks.map((block) => Number(block.timestamp) * 1000))).toBeLessThan(
      Date.now(),
    )

    const outgoing = mine.flatMap((block) =>
      block.transactions.filter((tx) => tx.from === me.toLowerCase()),
    )
    const receipts = await Promise.all(
      outgoing.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    )
    expect(receipts.filter((receipt) => receipt.status === 'reverted').length).toBeGreaterThan(0)
    expect(receipts.length).toBeGreaterThan(15)
  })
})

test('the two chains were seeded differently', async () => {
  const balances = await Promise.all(
    [31337, 31338].map((chainId) =>
      clientFor(chainId).client.getBalance({ address: accountOne() }),
    ),
  )
  expect(balances[0]).not.toBe(balances[1])
})

test('a restart loads the saved state instead of seeding again, and keeps the head block', async () => {
  const rpc = createRpc(devnet.chains[0]?.rpcUrl ?? '')
  await rpc('anvil_mine', ['0x1'])
  const heads = await Promise.all(
    devnet.chains.map((chain) => createRpc(chain.rpcUrl)<Hex>('eth_blockNumber')),
  )
  await devnet.stop()
  for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true)

  // No time limit here: a timed assertion fails on a busy machine; speed is for a benchmark.
  devnet = await startDevnet({ dataDir, ports, fund: [] })
  expect(devnet.seeded).toBe(false)
  const after = await Promise.all(
    devnet.chains.map((chain) => createRpc(chain.rpcUrl)<Hex>('eth_blockNumber')),
  )
  expect(after).toEqual(heads)
})

describe('a busy port', () => {
  let server: Server
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('fails with an error naming the port, and leaves nothing running', async () => {
    const other = await freeDevnetPorts()
    server = createServer()
    await new Promise<void>((resolve) => server.listen(other[31338], '127.0.0.1', resolve))
    const error = await startDevnet({ dataDir, ports: other, fund: [] }).catch((e: Error) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message.split('\n')[0]).toBe(
      `Port ${other[31338]} is already in use (devnet chain eip155:31338)`,
    )
    expect(await isPortFree(other[31337])).toBe(true)
  })
})
