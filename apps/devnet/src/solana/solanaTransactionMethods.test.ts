import {
  appendTransactionMessageInstruction,
  compileTransactionMessage,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../utils/getFreePort.js'
import { blockhashForSlot } from './blockhashForSlot.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { type ServeSolanaRpcReturnType, serveSolanaRpc } from './serveSolanaRpc.js'
import { programIds } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'

let ledger: SolanaLedger
let server: ServeSolanaRpcReturnType
const rpc = () => createSolanaRpc(server.rpcUrl)
const faucet = solanaKeys().faucet

beforeAll(async () => {
  ledger = createSolanaLedger({ genesisMs: Date.now() - 3_600_000 })
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

async function transfer(blockhash: string, priceMicroLamports?: bigint) {
  const payer = await generateKeyPairSigner()
  await rpc().requestAirdrop(payer.address, lamports(1_000_000_000n)).send()
  let message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as never, lastValidBlockHeight: 0n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: payer,
          destination: faucet.address as never,
          amount: 1000n,
        }),
        m,
      ),
  )
  if (priceMicroLamports !== undefined) {
    const data = Buffer.alloc(9)
    data.writeUInt8(3)
    data.writeBigUInt64LE(priceMicroLamports, 1)
    message = appendTransactionMessageInstruction(
      { programAddress: programIds.computeBudget as never, data },
      message,
    ) as never
  }
  return { payer, message, signed: await signTransactionMessageWithSigners(message) }
}

test('clock: slot, block height, epoch info and block times follow wall time', async () => {
  const slot = Number(await rpc().getSlot().send())
  expect(slot).toBeGreaterThanOrEqual(Math.floor(3_600_000 / 400) - 1)
  expect(Number(await rpc().getBlockHeight().send())).toBeGreaterThanOrEqual(slot)
  const epoch = await rpc().getEpochInfo().send()
  expect(epoch).toMatchObject({ epoch: 0n, slotsInEpoch: 432_000n })
  expect(Number(await rpc().getBlockTime(BigInt(slot)).send())).toBeCloseTo(Date.now() / 1000, -1)
  const version = await rpc().getVersion().send()
  expect(version['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
})

test('fees: getFeeForMessage prices signatures and priority; unknown blockhashes get null', async () => {
  const { value: latest } = await rpc().getLatestBlockhash().send()
  const { message } = await transfer(latest.blockhash, 2_000_000n)
  const bytes = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))
  const base64 = Buffer.from(bytes).toString('base64') as TransactionMessageBytesBase64
  // One signature (5,000) plus 2,000,000 µlamports/CU × 200,000 CU (one non-budget instruction).
  expect((await rpc().getFeeForMessage(base64).send()).value).toBe(405_000n)
  const stale = await transfer(blockhashForSlot(1))
  const staleBytes = getCompiledTransactionMessageEncoder().encode(
    compileTransactionMessage(stale.message),
  )
  expect(
    (
      await rpc()
        .getFeeForMessage(Buffer.from(staleBytes).toString('base64') as never)
        .send()
    ).value,
  ).toBeNull()
})

test('prioritization fees report the price paid in recent slots', async () => {
  const { value: latest } = await rpc().getLatestBlockhash().send()
  const { signed } = await transfer(latest.blockhash, 7_000n)
  await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send()
  const fees = await rpc().getRecentPrioritizationFees().send()
  expect(fees.some((fee) => fee.prioritizationFee === 7_000n)).toBe(true)
  const elsewhere = await rpc()
    .getRecentPrioritizationFees([(await generateKeyPairSigner()).address])
    .send()
  expect(elsewhere.every((fee) => fee.prioritizationFee === 0n)).toBe(true)
})

test('skipPreflight: a stale transaction is dropped like a validator drops it, a failing one lands as failed', async () => {
  const stale = await transfer(blockhashForSlot(1))
  const signature = await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(stale.signed), {
      encoding: 'base64',
      skipPreflight: true,
    })
    .send()
  expect((await rpc().getSignatureStatuses([signature]).send()).value).toEqual([null])

  const payer = await generateKeyPairSigner()
  await rpc().requestAirdrop(payer.address, lamports(1_000_000_000n)).send()
  const { value: latest } = await rpc().getLatestBlockhash().send()
  const failing = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: faucet.address as never,
            amount: 5_000_000_000n,
          }),
          m,
        ),
    ),
  )
  const failed = await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(failing), {
      encoding: 'base64',
      skipPreflight: true,
    })
    .send()
  const [status] = (await rpc().getSignatureStatuses([failed]).send()).value
  expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  expect((await rpc().getBalance(payer.address).send()).value).toBe(1_000_000_000n - 5000n)
  const again = await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(failing), { encoding: 'base64' })
    .send()
    .catch((error: Error) => error)
  expect((again as Error).message).toMatch(
    /already been processed|AlreadyProcessed|simulation failed/i,
  )
})

test('requestAirdrop refuses what a faucet refuses', async () => {
  const payer = await generateKeyPairSigner()
  const tooMuch = await rpc()
    .requestAirdrop(payer.address, lamports(20_000n * 1_000_000_000n))
    .send()
    .catch((error: Error) => error)
  expect((tooMuch as Error).message).toMatch(/airdrop request failed/)
})
