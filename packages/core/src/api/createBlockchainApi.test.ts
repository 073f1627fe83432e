import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BlockchainResponseError } from '../errors/blockchain.js'
import { createBlockchainApi } from './createBlockchainApi.js'

// A stand-in for the server's account routes, answering each path with the body set for it.
const answers = new Map<string, unknown>()
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  response.setHeader('content-type', 'application/json')
  if (!answers.has(path)) {
    response.statusCode = 404
    response.end(JSON.stringify({ name: 'NotFound', message: 'No such account' }))
    return
  }
  response.end(JSON.stringify(answers.get(path)))
})
let apiUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = (decimals: string) => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:31337',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: 'http://127.0.0.1:9/tkn',
  extra: 'dropped',
})

test('balances are checked against the protocol, unknown fields dropped, 0-decimal tokens hidden', async () => {
  answers.set(`/v1/account/${address}/balance`, { balances: [token('18'), token('0')] })
  const api = createBlockchainApi({ apiUrl, projectId: 'dev' })
  expect(await api.balances({ address, chainId: 31337 })).toEqual([
    { ...token('18'), extra: undefined },
  ])
})

test('an answer of the wrong shape is a BlockchainResponseError naming the place', async () => {
  answers.set(`/v1/account/${address}/nfts`, { nfts: [{ tokenId: 1 }] })
  const api = createBlockchainApi({ apiUrl, projectId: 'dev' })
  const error = await api.nfts({ address, chainId: 31337 }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(BlockchainResponseError)
  expect((error as BlockchainResponseError).shortMessage).toBe(
    'The server answered with an unreadable body',
  )
  expect((error as BlockchainResponseError).details).toBe('nfts[0].chainId: expected a string')
})

test('a failed request keeps the spec message with the server’s', async () => {
  const api = createBlockchainApi({ apiUrl, projectId: 'dev' })
  await expect(
    api.history({ address: '0x0000000000000000000000000000000000000001', chainId: 31337 }),
  ).rejects.toThrow('HTTP status code: 404 (No such account)')
})
