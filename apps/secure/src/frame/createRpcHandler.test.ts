import {
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
  toHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import type { ApprovalRequest } from './approvalRequest.js'
import { createRpcHandler } from './createRpcHandler.js'

const account = privateKeyToAccount(generatePrivateKey())

/** A node behind the RPC proxy: answers what a transfer needs, and records what it was sent. */
function setUp({ approveAll = true } = {}) {
  const calls: { url: string; method: string; params: unknown[] }[] = []
  const approvals: ApprovalRequest[] = []
  const prices: unknown[] = []
  const answers: Record<string, unknown> = {
    eth_blockNumber: '0x10',
    eth_getTransactionCount: '0x3',
    eth_estimateGas: '0x5208',
    eth_gasPrice: '0x3b9aca00',
    eth_maxPriorityFeePerGas: '0x3b9aca00',
    eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00', number: '0x10' },
    eth_chainId: '0x7a69',
    eth_sendRawTransaction: `0x${'ab'.repeat(32)}`,
  }
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const body = JSON.parse(String(init?.body))
    // The server's price source: the native token of the chain asked about.
    if (url.startsWith('http://server.test/v1/fungible/price')) {
      prices.push(body.addresses)
      return Response.json({
        fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2500 }],
      })
    }
    const one = (request: { id: number; method: string; params: unknown[] }) => {
      calls.push({ url, method: request.method, params: request.params })
      return { jsonrpc: '2.0', id: request.id, result: answers[request.method] ?? null }
    }
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(one) : one(body)), {
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  const rpc = createRpcHandler({
    serverUrl: 'http://server.test',
    projectId: 'dev',
    chainId: () => '31337',
    address: () => account.address,
    approve: async (request) => {
      approvals.push(request)
      return approveAll
    },
    withAccount: (use) => use(account),
    fetch,
  })
  return { rpc, calls, approvals, prices }
}

test('read methods go to the project’s RPC proxy for the chain, without asking the user', async () => {
  const { rpc, calls, approvals } = setUp()
  expect(await rpc({ method: 'eth_blockNumber', params: [] })).toBe('0x10')
  expect(calls[0]?.url).toBe('http://server.test/v1?chainId=eip155:31337&projectId=dev')
  await rpc({ method: 'eth_getBalance', params: [account.address, 'latest'], chainId: 31338 })
  expect(calls[1]?.url).toContain('chainId=eip155:31338')
  expect(approvals).toEqual([])
})

test('the chain id and accounts come from the session, not the node', async () => {
  const { rpc, calls } = setUp()
  expect(await rpc({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await rpc({ method: 'eth_accounts' })).toEqual([account.address])
  expect(calls).toEqual([])
})

test('personal_sign shows the text, and signs only once approved', async () => {
  const { rpc, approvals } = setUp()
  const message = toHex('Sign in to Airlock')
  const signature = (await rpc({
    method: 'personal_sign',
    params: [message, account.address.toLowerCase()],
  })) as Hex
  expect(approvals).toEqual([{ kind: 'message', chainId: '31337', text: 'Sign in to Airlock' }])
  expect(
    await verifyMessage({ address: account.address, message: 'Sign in to Airlock', signature }),
  ).toBe(true)
})

test('a refusal in the approval screen is EIP-1193 4001, and nothing is signed or sent', async () => {
  const { rpc, calls } = setUp({ approveAll: false })
  await expect(
    rpc({ method: 'personal_sign', params: [toHex('hi'), account.address] }),
  ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  await expect(
    rpc({ method: 'eth_sendTransaction', params: [{ to: account.address, value: '0x1' }] }),
  ).rejects.toMatchObject({ code: 4001 })
  expect(calls.filter((call) => call.method === 'eth_sendRawTransaction')).toEqual([])
})

test('eth_sendTransaction shows the transfer, then sends a transaction signed by the wallet', async () => {
  const { rpc, approvals, calls, prices } = setUp()
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = await rpc({
    method: 'eth_sendTransaction',
    params: [{ from: account.address, to, value: '0x2386f26fc10000' }],
  })
  expect(hash).toBe(`0x${'ab'.repeat(32)}`)
  expect(approvals).toEqual([
    {
      kind: 'transaction',
      chainId: '31337',
      to,
      value: 10n ** 16n,
      data: undefined,
      costs: expect.any(Promise),
    },
  ])
  // The screen's fee: the node's estimate × its gas price, and the server's price of ETH.
  const costs = await (approvals[0] as Extract<ApprovalRequest, { kind: 'transaction' }>).costs
  expect(costs).toEqual({ fee: 21_000n * 10n ** 9n, symbol: 'ETH', usdPrice: 2500 })
  expect(prices).toEqual([['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee']])
  const raw = calls.find((call) => call.method === 'eth_sendRawTransaction')
    ?.params[0] as TransactionSerialized
  const sent = parseTransaction(raw)
  expect(sent).toMatchObject({ to: to.toLowerCase(), value: 10n ** 16n, nonce: 3, chainId: 31337 })
  // The estimate (21,000) with its 25 % margin.
  expect(sent.gas).toBe(26_250n)
  expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(account.address)
})

test('requests for another address, malformed ones and unsupported methods are refused', async () => {
  const { rpc, approvals } = setUp()
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await expect(rpc({ method: 'personal_sign', params: [toHex('x'), other] })).rejects.toThrow(
    'personal_sign expects',
  )
  await expect(
    rpc({ method: 'eth_sendTransaction', params: [{ to: 'nope', value: '0x1' }] }),
  ).rejects.toThrow('"to" is not an address')
  await expect(rpc({ method: 'wallet_grantPermissions', params: [] })).rejects.toThrow(
    'Requested RPC call is not allowed',
  )
  expect(approvals).toEqual([])
})
