import {
  address,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPairSigner,
  lamports,
} from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { getFreePort } from '../utils/getFreePort.js'
import { createSolanaLedger } from './createSolanaLedger.js'
import { type ServeSolanaRpcReturnType, serveSolanaRpc } from './serveSolanaRpc.js'
import { programIds } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'

let server: ServeSolanaRpcReturnType
const faucet = solanaKeys().faucet

beforeAll(async () => {
  const ledger = createSolanaLedger()
  ledger.svm.setAccount({
    address: faucet.address as never,
    lamports: 1_000_000_000_000_000n as never,
    programAddress: programIds.system as never,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  } as never)
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  server = await serveSolanaRpc({ ledger, methods: solanaRpcMethods(ledger, faucet), port, wsPort })
})
afterAll(() => server?.close())

test('accountSubscribe notifies the new balance after a transaction touches the account', async () => {
  const subscriptions = createSolanaRpcSubscriptions(server.wsUrl)
  const owner = await generateKeyPairSigner()
  const abort = new AbortController()
  const notifications = await subscriptions
    .accountNotifications(owner.address, { encoding: 'base64', commitment: 'confirmed' })
    .subscribe({ abortSignal: abort.signal })
  await createSolanaRpc(server.rpcUrl)
    .requestAirdrop(owner.address, lamports(2_000_000_000n))
    .send()
  for await (const notification of notifications) {
    expect(notification.value.lamports).toBe(2_000_000_000n)
    expect(notification.value.owner).toBe(address(programIds.system))
    break
  }
  abort.abort()
})

test('slotSubscribe announces each new slot, as the wall-time clock reaches it', async () => {
  const abort = new AbortController()
  const notifications = await createSolanaRpcSubscriptions(server.wsUrl)
    .slotNotifications()
    .subscribe({ abortSignal: abort.signal })
  const seen: { slot: bigint; parent: bigint }[] = []
  for await (const notification of notifications) {
    seen.push(notification)
    if (seen.length === 3) break
  }
  abort.abort()
  const slots = seen.map((notification) => notification.slot)
  expect(slots).toEqual([...slots].sort((a, b) => Number(a - b)))
  expect(new Set(slots).size).toBe(3)
  expect(seen.every(({ slot, parent }) => parent === slot - 1n)).toBe(true)
  expect(await createSolanaRpc(server.rpcUrl).getSlot().send()).toBeGreaterThanOrEqual(
    slots[2] as bigint,
  )
})

test('subscribing on the HTTP port works too; bad subscription ids are refused', async () => {
  const socket = new WebSocket(server.rpcUrl.replace('http', 'ws'))
  const next = () =>
    new Promise<unknown>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
  const subscribed = (await next()) as { result: number }
  expect(subscribed).toMatchObject({ jsonrpc: '2.0', id: 1, result: expect.any(Number) })
  socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'slotUnsubscribe',
      params: [subscribed.result],
    }),
  )
  let answer = (await next()) as { id?: number }
  while (answer.id !== 2) answer = (await next()) as { id?: number }
  expect(answer).toMatchObject({ result: true })
  socket.send(
    JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'accountUnsubscribe', params: [999] }),
  )
  expect(await next()).toMatchObject({
    id: 3,
    error: { code: -32602, message: 'Invalid subscription id.' },
  })
  socket.send(
    JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'signatureSubscribe', params: ['nope'] }),
  )
  expect(await next()).toMatchObject({ id: 4, error: { code: -32602 } })
  socket.close()
})
