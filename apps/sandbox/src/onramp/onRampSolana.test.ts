import { type Devnet, getFreePort, solanaKeys, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import type { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSandboxApp } from '../createSandboxApp.js'

// The sandbox on-ramp delivering on the devnet's Solana chain: SOL and USDC from the treasury to a
// base58 address, checked against the chain.
const goodCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/99',
  cvc: '123',
  name: 'Ada Lovelace',
}
const keys = solanaKeys()
const buyer = keys.users[4]?.address as string
const usdcMint = keys.mints.usdc.address

let devnet: Devnet
let app: Hono
let chainId: string

beforeAll(async () => {
  const ports = await freeDevnetPorts()
  const used = new Set<number>(Object.values(ports))
  const free = async () => {
    let port = await getFreePort()
    while (used.has(port)) port = await getFreePort()
    used.add(port)
    return port
  }
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports,
    solana: { port: await free(), wsPort: await free() },
    fund: [],
  })
  if (!devnet.solana) throw new Error('The devnet started without its Solana chain')
  chainId = devnet.solana.caipNetworkId
  app = createSandboxApp({ onRamp: { chains: devnet.chains, solana: devnet.solana } })
})
afterAll(async () => {
  await devnet?.stop()
})

async function rpc<result>(method: string, params: unknown[]): Promise<result> {
  const response = await fetch(devnet.solana?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: result }).result
}
const holdings = async () => {
  const lamports = await rpc<{ value: number }>('getBalance', [buyer])
  const accounts = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [buyer, { mint: usdcMint }, { encoding: 'jsonParsed' }])
  const usdc = accounts.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { sol: BigInt(lamports.value), usdc }
}
async function post(path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
async function buy(asset: string, purchaseAmount: string) {
  const created = await post('/onramp/v1/sessions', {
    destinationAddress: buyer,
    chainId,
    asset,
    purchaseAmount,
    paymentTotal: '50.00',
    fiatCurrency: 'USD',
  })
  expect(created.status).toBe(201)
  const id = String(created.body.id)
  expect((await post(`/onramp/v1/sessions/${id}/pay`, goodCard)).status).toBe(202)
  // Waits for the treasury's transaction to be confirmed (or to fail).
  for (;;) {
    const body = (await (await app.request(`/onramp/v1/sessions/${id}`)).json()) as {
      status: string
      txHash?: string
    }
    if (body.status !== 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') return body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

it('delivers SOL and USDC bought with the test card to a Solana address, exactly', async () => {
  const before = await holdings()
  const sol = await buy('SOL', '330000000')
  expect(sol.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  const usdc = await buy('USDC', '49230000')
  expect(usdc.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  expect(await holdings()).toEqual({
    sol: before.sol + 330_000_000n,
    usdc: before.usdc + 49_230_000n,
  })
  // Each delivery is one transaction on the chain, the signature the sandbox reports.
  const statuses = await rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
    [sol.txHash, usdc.txHash],
  ])
  expect(statuses.value.map((status) => status?.err)).toEqual([null, null])
  const listed = (await (await app.request(`/onramp/v1/transactions?address=${buyer}`)).json()) as {
    transactions: { purchase_currency: string; purchase_network: string; chain_id: string }[]
  }
  expect(
    listed.transactions.map((t) => [t.purchase_currency, t.purchase_network, t.chain_id]),
  ).toEqual([
    ['USDC', 'solana-devnet', chainId],
    ['SOL', 'solana-devnet', chainId],
  ])
})

it('refuses an EVM address on the Solana chain, naming the field, and advertises SOL and USDC there', async () => {
  const refused = await post('/onramp/v1/sessions', {
    destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId,
    asset: 'SOL',
    purchaseAmount: '1000',
    paymentTotal: '50.00',
    fiatCurrency: 'USD',
  })
  expect(refused.status).toBe(400)
  expect(String(refused.body.message)).toContain('destinationAddress')
  const options = (await (await app.request('/onramp/v1/options')).json()) as {
    purchaseCurrencies: { id: string; networks: { name: string; chain_id: string }[] }[]
  }
  const onSolana = options.purchaseCurrencies.flatMap((currency) =>
    currency.networks
      .filter((network) => network.chain_id === chainId)
      .map((network) => [currency.id, network.name]),
  )
  expect(onSolana.sort()).toEqual([
    ['SOL', 'solana-devnet'],
    ['USDC', 'solana-devnet'],
  ])
})
