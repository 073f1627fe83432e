import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, expect, test } from 'vitest'
import { createFakeSolanaWallet, fakeCluster } from '../../../test/fakeSolanaWallet.js'
import { associatedTokenAddress } from '../../adapters/solana/buildSplTransfer.js'
import { createAirlock } from '../../createAirlock.js'
import { connectWallet } from '../connectWallet.js'
import { estimateSolanaSendFee, sendSolana } from './sendSolana.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const usdc = { mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', decimals: 6 }

/** A Solana JSON-RPC that knows a blockhash, a balance of 2 SOL and 3 USDC, a fee of 5000. */
async function fakeRpc() {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const context = { slot: 1 }
      const tokenAccount = {
        pubkey: 'Bk8BPqVTHo6tb4kUnpxsPvZ6yGVdEwiR5acJfhvhB1dq',
        account: { data: { parsed: { info: { tokenAmount: { amount: '3000000' } } } } },
      }
      const result =
        method === 'getBalance'
          ? { context, value: 2_000_000_000 }
          : method === 'getFeeForMessage'
            ? { context, value: 5000 }
            : method === 'getTokenAccountsByOwner'
              ? { context, value: [tokenAccount] }
              : {
                  context,
                  value: {
                    blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
                    lastValidBlockHeight: 100,
                  },
                }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function connected() {
  const fake = await createFakeSolanaWallet()
  cleanups.push(getWallets().register(fake.wallet))
  const rpcUrl = await fakeRpc()
  const airlock = createAirlock({
    projectId: 'dev',
    solana: {
      networks: [
        {
          caipNetworkId: fakeCluster,
          name: 'Airlock Solana Devnet',
          rpcUrl,
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        },
      ],
    },
  })
  await airlock.adapter('solana')
  const connectorUid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  await connectWallet(airlock, { namespace: 'solana', connectorUid })
  return { airlock, fake }
}

const bob = 'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq'

test('sends lamports through the wallet and marks the portfolio changed', async () => {
  const { airlock, fake } = await connected()
  const signature = await sendSolana(airlock, { to: bob, amount: '0,5' })
  expect(getBase58Encoder().encode(signature)).toHaveLength(64)
  const [sent] = fake.sent
  const transaction = getTransactionDecoder().decode(sent ?? new Uint8Array())
  expect(Object.keys(transaction.signatures)).toEqual([fake.address])
  expect(airlock.store.getState().portfolioVersion).toBe(1)
})

test('bad input is refused before the wallet is asked', async () => {
  const { airlock, fake } = await connected()
  const problem = (to: string, amount: string) =>
    sendSolana(airlock, { to, amount }).then(
      () => 'sent',
      (error: { messageCode?: string }) => error.messageCode,
    )
  expect(await problem('', '1')).toBe('amountAndReceiverRequired')
  expect(await problem('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '1')).toBe('invalidAddress')
  // Base58 of the right length range, but 33 bytes: no Ed25519 key.
  expect(await problem('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'.slice(0, 44), '1')).toBe(
    'invalidAddress',
  )
  expect(await problem(bob, '0')).toBe('enterValidAmount')
  expect(await problem(bob, '0.0000000001')).toBe('enterValidAmount')
  expect(await problem(bob, '2.5')).toBe('insufficientBalance')
  expect(fake.sent).toEqual([])
})

test("sends an SPL token with TransferChecked, the receiver's token account created if missing", async () => {
  const { airlock, fake } = await connected()
  await sendSolana(airlock, { to: bob, amount: '1.5', token: usdc })
  const transaction = getTransactionDecoder().decode(fake.sent[0] ?? new Uint8Array())
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 0) throw new Error(`a v${message.version} message`)
  const programs = message.instructions.map(
    (instruction) => message.staticAccounts[instruction.programAddressIndex],
  )
  expect(programs).toEqual([
    'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])
  // TransferChecked (12), 1_500_000 (u64 LE), 6 decimals.
  expect([...(message.instructions[1]?.data ?? [])]).toEqual([12, 96, 227, 22, 0, 0, 0, 0, 0, 6])
  expect(airlock.store.getState().portfolioVersion).toBe(1)
})

test('an SPL amount over the balance or with more decimals than the mint is refused', async () => {
  const { airlock, fake } = await connected()
  const problem = (amount: string) =>
    sendSolana(airlock, { to: bob, amount, token: usdc }).then(
      () => 'sent',
      (error: { messageCode?: string }) => error.messageCode,
    )
  expect(await problem('3.5')).toBe('insufficientBalance')
  expect(await problem('1.0000001')).toBe('enterValidAmount')
  expect(fake.sent).toEqual([])
})

test('a receiver off the Ed25519 curve (a program derived address) is refused', async () => {
  const { airlock, fake } = await connected()
  // Bob's USDC token account: 32 bytes of base58, but no key signs for it.
  const offCurve = await associatedTokenAddress(bob, usdc.mint)
  await expect(sendSolana(airlock, { to: offCurve, amount: '0.1' })).rejects.toMatchObject({
    messageCode: 'invalidAddress',
  })
  expect(fake.sent).toEqual([])
})

test("the fee of a send is the cluster's price of its message", async () => {
  const { airlock, fake } = await connected()
  expect(await estimateSolanaSendFee(airlock, { to: bob, amount: '1.5', token: usdc })).toBe(5000n)
  await expect(estimateSolanaSendFee(airlock, { to: 'nope', amount: '1' })).rejects.toMatchObject({
    messageCode: 'invalidAddress',
  })
  expect(fake.sent).toEqual([])
})
