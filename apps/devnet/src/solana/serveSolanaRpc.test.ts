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

test('a USDC-style mint, a new ATA and transferChecked work with web3.js 1.x, read back parsed', async () => {
  // Unmodified web3.js with the SPL programs' instructions written out (as @solana/spl-token
  // writes them): a 6-decimal mint, the owner's and a new recipient's associated token accounts,
  // a mint to the owner and a transferChecked to the recipient.
  const owner = await funded(5)
  const recipient = Keypair.generate()
  const mint = Keypair.generate()
  const token = new PublicKey(programIds.token)
  const associatedToken = new PublicKey(programIds.associatedToken)
  const ata = (wallet: PublicKey) =>
    PublicKey.findProgramAddressSync(
      [wallet.toBuffer(), token.toBuffer(), mint.publicKey.toBuffer()],
      associatedToken,
    )[0]
  const u64 = (value: bigint) => {
    const bytes = Buffer.alloc(8)
    bytes.writeBigUInt64LE(value)
    return bytes
  }
  const createAta = (wallet: PublicKey) =>
    new TransactionInstruction({
      programId: associatedToken,
      keys: [
        { pubkey: owner.publicKey, isSigner: true, isWritable: true },
        { pubkey: ata(wallet), isSigner: false, isWritable: true },
        { pubkey: wallet, isSigner: false, isWritable: false },
        { pubkey: mint.publicKey, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: token, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]), // CreateIdempotent
    })
  const mintSpace = 82
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: owner.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: await connection.getMinimumBalanceForRentExemption(mintSpace),
        space: mintSpace,
        programId: token,
      }),
      new TransactionInstruction({
        programId: token,
        keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
        // InitializeMint2: decimals 6, the owner as mint authority, no freeze authority.
        data: Buffer.concat([Buffer.from([20, 6]), owner.publicKey.toBuffer(), Buffer.from([0])]),
      }),
      createAta(owner.publicKey),
      new TransactionInstruction({
        programId: token,
        keys: [
          { pubkey: mint.publicKey, isSigner: false, isWritable: true },
          { pubkey: ata(owner.publicKey), isSigner: false, isWritable: true },
          { pubkey: owner.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.concat([Buffer.from([7]), u64(100_000_000n)]), // MintTo 100 tokens
      }),
    ),
    [owner, mint],
  )
  const signature = await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      createAta(recipient.publicKey),
      new TransactionInstruction({
        programId: token,
        keys: [
          { pubkey: ata(owner.publicKey), isSigner: false, isWritable: true },
          { pubkey: mint.publicKey, isSigner: false, isWritable: false },
          { pubkey: ata(recipient.publicKey), isSigner: false, isWritable: true },
          { pubkey: owner.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.concat([Buffer.from([12]), u64(12_340_000n), Buffer.from([6])]),
      }),
    ),
    [owner],
  )

  expect((await connection.getTokenAccountBalance(ata(recipient.publicKey))).value).toMatchObject({
    amount: '12340000',
    decimals: 6,
    uiAmountString: '12.34',
  })
  const { value: accounts } = await connection.getParsedTokenAccountsByOwner(recipient.publicKey, {
    mint: mint.publicKey,
  })
  expect(accounts.map(({ pubkey }) => pubkey.toBase58())).toEqual([
    ata(recipient.publicKey).toBase58(),
  ])
  expect((await connection.getTokenSupply(mint.publicKey)).value.amount).toBe('100000000')
  const parsed = await connection.getParsedTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  })
  expect(
    parsed?.transaction.message.instructions.map((instruction) =>
      'parsed' in instruction ? `${instruction.program}:${instruction.parsed.type}` : '?',
    ),
  ).toEqual(['spl-associated-token-account:createIdempotent', 'spl-token:transferChecked'])
  const [entry] = await connection.getSignaturesForAddress(recipient.publicKey)
  expect(entry?.signature).toBe(signature)
})
