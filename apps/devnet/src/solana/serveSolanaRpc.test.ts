import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../utils/getFreePort.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { type ServeSolanaRpcReturnType, serveSolanaRpc } from './serveSolanaRpc.js'
import { programIds } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'

// @solana/web3.js 1.x `Connection` (what many wallets still use) against a fresh facade. The
// WebSocket endpoint is the HTTP port itself, to cover upgrades there too.
let ledger: SolanaLedger
let server: ServeSolanaRpcReturnType
let connection: Connection
const faucet = solanaKeys().faucet

beforeAll(async () => {
  ledger = createSolanaLedger()
  ledger.svm.setAccount({
    address: faucet.address as never,
    lamports: (1_000_000n * 1_000_000_000n) as never,
    programAddress: programIds.system as never,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  } as never)
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  server = await serveSolanaRpc({ ledger, methods: solanaRpcMethods(ledger, faucet), port, wsPort })
  connection = new Connection(server.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: `ws://127.0.0.1:${port}`,
  })
})
afterAll(() => server?.close())

async function funded(sol: number) {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const { value } = await connection.confirmTransaction({ signature, ...latest })
  expect(value.err).toBeNull()
  return keypair
}

test('airdrop, confirmTransaction and sendAndConfirmTransaction work with web3.js 1.x', async () => {
  const alice = await funded(5)
  expect(await connection.getBalance(alice.publicKey)).toBe(5 * LAMPORTS_PER_SOL)
  const bob = Keypair.generate()
  const memo = new TransactionInstruction({
    programId: new PublicKey(programIds.memo),
    keys: [{ pubkey: alice.publicKey, isSigner: true, isWritable: false }],
    data: Buffer.from('lunch 🍜'),
  })
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: alice.publicKey,
      toPubkey: bob.publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
    memo,
  )
  const signature = await sendAndConfirmTransaction(connection, transaction, [alice])
  expect(await connection.getBalance(bob.publicKey)).toBe(LAMPORTS_PER_SOL)

  const parsed = await connection.getParsedTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  })
  expect(parsed?.meta?.fee).toBe(5000)
  expect(parsed?.blockTime).toBeGreaterThan(Date.now() / 1000 - 60)
  expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true })
  expect(parsed?.transaction.message.instructions).toEqual([
    {
      program: 'system',
      programId: SystemProgram.programId,
      parsed: {
        type: 'transfer',
        info: {
          source: alice.publicKey.toBase58(),
          destination: bob.publicKey.toBase58(),
          lamports: LAMPORTS_PER_SOL,
        },
      },
      stackHeight: null,
    },
    {
      program: 'spl-memo',
      programId: new PublicKey(programIds.memo),
      parsed: 'lunch 🍜',
      stackHeight: null,
    },
  ])
  const json = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(json?.meta?.preBalances[0]).toBe(5 * LAMPORTS_PER_SOL)
  expect(json?.meta?.postBalances[0]).toBe(4 * LAMPORTS_PER_SOL - 5000)
  const [entry] = await connection.getSignaturesForAddress(bob.publicKey)
  expect(entry).toMatchObject({
    signature,
    err: null,
    memo: `[${Buffer.byteLength('lunch 🍜')}] lunch 🍜`,
  })
})

test('history pages with before and until, newest first', async () => {
  const alice = await funded(3)
  const signatures: string[] = []
  for (let i = 0; i < 4; i++)
    signatures.push(
      await sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: alice.publicKey,
            toPubkey: Keypair.generate().publicKey,
            lamports: LAMPORTS_PER_SOL / 10,
          }),
        ),
        [alice],
      ),
    )
  const newest = signatures.toReversed()
  const page = await connection.getSignaturesForAddress(alice.publicKey, { limit: 2 })
  expect(page.map((item) => item.signature)).toEqual(newest.slice(0, 2))
  const next = await connection.getSignaturesForAddress(alice.publicKey, {
    limit: 2,
    before: page[1]?.signature as string,
  })
  expect(next.map((item) => item.signature)).toEqual(newest.slice(2, 4))
  const until = await connection.getSignaturesForAddress(alice.publicKey, {
    until: newest[2] as string,
  })
  expect(until.map((item) => item.signature)).toEqual(newest.slice(0, 2))
})

test('a failing transaction: simulation shows the error and logs, send refuses with them', async () => {
  const poor = await funded(1)
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: poor.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 5 * LAMPORTS_PER_SOL,
    }),
  )
  const { value } = await connection.simulateTransaction(transaction, [poor])
  expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(value.logs?.join('\n')).toContain('insufficient lamports')
  const error = await sendAndConfirmTransaction(connection, transaction, [poor]).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SendTransactionError)
  expect((error as SendTransactionError).message).toContain('custom program error: 0x1')
  expect(await (error as SendTransactionError).getLogs(connection)).toContain(
    'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
  )
  expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
})

test('batched requests, unknown methods and bad params answer like a validator', async () => {
  const response = await fetch(server.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-a-key'] },
      { jsonrpc: '2.0', id: 3, method: 'nope' },
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'getAccountInfo',
        params: [faucet.address, { encoding: 'base64' }],
      },
    ]),
  })
  const text = await response.text()
  expect(text).toContain('"rentEpoch":18446744073709551615')
  const answers = JSON.parse(text) as {
    id: number
    result?: unknown
    error?: { code: number; message: string }
  }[]
  expect(answers.map((answer) => answer.error?.code ?? 'ok')).toEqual(['ok', -32602, -32601, 'ok'])
  expect(answers[1]?.error?.message).toBe('Invalid param: Invalid')
  const empty = await fetch(server.rpcUrl, { method: 'POST', body: '[]' }).then((r) => r.json())
  expect(empty).toMatchObject({ error: { code: -32600 } })
  const garbage = await fetch(server.rpcUrl, { method: 'POST', body: '{' }).then((r) => r.json())
  expect(garbage).toMatchObject({ error: { code: -32700, message: 'Parse error' } })
})
