import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseAbi, parseEther } from 'viem'

// The facts `npm start` promises, checked against the running stack, as a person would with curl.
const manifest = JSON.parse(
  readFileSync(new URL('../apps/devnet/devnet.json', import.meta.url), 'utf8'),
) as {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, string> }[]
  accounts: { address: string }[]
}
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8787}`

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

test('the server is healthy, with every chain it serves', async () => {
  const response = await fetch(`${serverUrl}/health`)
  const health = (await response.json()) as {
    status: string
    checks: Record<string, { status: string }>
  }
  expect(response.status).toBe(200)
  expect(health.status).toBe('ok')
  expect(health.checks.database?.status).toBe('ok')
  expect(health.checks['eip155:31337']?.status).toBe('ok')
  expect(health.checks['eip155:31338']?.status).toBe('ok')
})

test('both chains answer with their chain id and hold every contract of the manifest', async () => {
  expect(manifest.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
  for (const chain of manifest.chains) {
    expect(await rpc(chain.rpcUrl, 'eth_chainId')).toBe(`0x${chain.chainId.toString(16)}`)
    for (const [name, address] of Object.entries(chain.contracts)) {
      const code = (await rpc(chain.rpcUrl, 'eth_getCode', [address, 'latest'])) as string
      expect(code.length, `${name} on ${chain.name}`).toBeGreaterThan(2)
    }
  }
})

test('the devnet router quotes 1 WETH at about 3000 USDC, and account #1 has a two-month past', async () => {
  const chain = manifest.chains[0]
  if (!chain) throw new Error('no chain in the manifest')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const c = chain.contracts as Record<string, `0x${string}`>
  const [, usdcOut] = await client.readContract({
    address: c.uniswapV2Router02 as `0x${string}`,
    abi: parseAbi(['function getAmountsOut(uint256, address[]) view returns (uint256[])']),
    functionName: 'getAmountsOut',
    args: [parseEther('1'), [c.weth as `0x${string}`, c.usdc as `0x${string}`]],
  })
  expect(Number(usdcOut) / 1e6).toBeGreaterThanOrEqual(2900)
  expect(Number(usdcOut) / 1e6).toBeLessThanOrEqual(3100)

  const alice = manifest.accounts[0]?.address as `0x${string}`
  for (const token of ['usdc', 'dai', 'wbtc'])
    expect(
      await client.readContract({
        address: c[token] as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice],
      }),
    ).toBeGreaterThan(0n)
  const nfts = await client.readContract({
    address: c.nft as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [alice],
  })
  expect(nfts).toBeGreaterThan(0n)

  // Months in which account #1 sent or received a token, from the chain's own Transfer logs.
  const transfer = parseAbi([
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  ])
  const logs = [
    ...(await client.getLogs({ event: transfer[0], args: { to: alice }, fromBlock: 0n })),
    ...(await client.getLogs({ event: transfer[0], args: { from: alice }, fromBlock: 0n })),
  ]
  const months = new Set<string>()
  for (const log of logs) {
    const block = await client.getBlock({ blockNumber: log.blockNumber })
    months.add(new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 7))
  }
  expect(months.size).toBeGreaterThanOrEqual(2)
})
