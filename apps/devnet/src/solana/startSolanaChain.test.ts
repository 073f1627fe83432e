import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Address,
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  type Signature,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { buildSolanaTransaction } from './buildSolanaTransaction.js'
import { solanaCaipNetworkId, solanaGenesisHash } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaInstructions } from './solanaInstructions.js'
import { type RunningSolanaChain, startSolanaChain } from './startSolanaChain.js'

let dataDir: string
let chain: RunningSolanaChain
let ports: { port: number; wsPort: number }
const start = () => startSolanaChain({ dataDir, ...ports, log: () => {}, saveDelayMs: 20 })
const rpc = () => createSolanaRpc(chain.rpcUrl)
const keys = solanaKeys()
const alice = keys.users[0] as (typeof keys.users)[number]
const usdcMint = address(keys.mints.usdc.address)
const signerOf = (secretKey: Uint8Array) =>
  createKeyPairSignerFromPrivateKeyBytes(secretKey.slice(0, 32))

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-solana-'))
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  ports = { port, wsPort }
  chain = await start()
})
afterAll(async () => {
  await chain?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function sendAndConfirm(
  instructions: Parameters<typeof appendTransactionMessageInstructions>[0],
  payer: Awaited<ReturnType<typeof generateKeyPairSigner>>,
) {
  const { value: latest } = await rpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl)
  await sendAndConfirmTransactionFactory({ rpc: rpc(), rpcSubscriptions })(signed as never, {
    commitment: 'confirmed',
  })
  return getSignatureFromTransaction(signed)
}

test('answers as the Airlock Solana Devnet with a fixed genesis hash', async () => {
  expect(chain.seeded).toBe(true)
  expect(chain.caipNetworkId).toBe('solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k')
  expect(solanaCaipNetworkId).toBe(`solana:${solanaGenesisHash.slice(0, 32)}`)
  expect(await rpc().getGenesisHash().send()).toBe(solanaGenesisHash)
  expect(await rpc().getHealth().send()).toBe('ok')
  const first = await rpc().getSlot().send()
  // Slots follow wall time (400 ms each): the next one comes without any transaction. The
  // test's timeout is the ceiling; a time limit here would fail on a busy machine.
  while ((await rpc().getSlot().send()) === first) await new Promise((done) => setTimeout(done, 50))
  expect(await rpc().getSlot().send()).toBeGreaterThan(first)
})

test('the seeded demo accounts hold SOL, USDC and points, with 60 days of history', async () => {
  const owner = address(alice.address)
  expect(await rpc().getBalance(owner).send()).toMatchObject({ value: expect.any(BigInt) })
  expect((await rpc().getBalance(owner).send()).value).toBeGreaterThan(1_000_000_000n)
  const { value: accounts } = await rpc()
    .getTokenAccountsByOwner(
      owner,
      { programId: TOKEN_PROGRAM_ADDRESS },
      { encoding: 'jsonParsed' },
    )
    .send()
  const holdings = Object.fromEntries(
    accounts.map(({ account }) => {
      const info = account.data.parsed.info
      return [info.mint, info.tokenAmount]
    }),
  )
  expect(Number(holdings[usdcMint]?.uiAmount)).toBeGreaterThan(100)
  expect(holdings[keys.mints.points.address]?.decimals).toBe(0)
  expect(Number(holdings[keys.mints.points.address]?.amount)).toBeGreaterThan(0)

  const history = await rpc().getSignaturesForAddress(owner, { limit: 1000 }).send()
  expect(history.length).toBeGreaterThan(15)
  const times = history.map((entry) => Number(entry.blockTime))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  const now = Date.now() / 1000
  expect(now - (times[0] as number)).toBeLessThan(2 * 3600)
  expect(now - (times.at(-1) as number)).toBeGreaterThan(55 * 86_400)
  expect(history.filter((entry) => entry.err !== null)).toHaveLength(1)
  expect(history.some((entry) => entry.memo?.startsWith('['))).toBe(true)
})

test('airdrops, SOL transfers and USDC to a new ATA confirm through unmodified kit clients', async () => {
  const payer = await generateKeyPairSigner()
  const recipient = await generateKeyPairSigner()
  await airdropFactory({ rpc: rpc(), rpcSubscriptions: createSolanaRpcSubscriptions(chain.wsUrl) })(
    {
      recipientAddress: payer.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    },
  )
  expect((await rpc().getBalance(payer.address).send()).value).toBe(2_000_000_000n)

  await sendAndConfirm(
    [
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: 500_000_000n,
      }),
    ],
    payer,
  )
  expect((await rpc().getBalance(recipient.address).send()).value).toBe(500_000_000n)
  expect((await rpc().getBalance(payer.address).send()).value).toBe(1_500_000_000n - 5000n)

  const aliceSigner = await signerOf(alice.secretKey)
  const [source] = await findAssociatedTokenPda({
    owner: aliceSigner.address,
    mint: usdcMint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner: recipient.address,
    mint: usdcMint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const signature = await sendAndConfirm(
    [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: aliceSigner,
        owner: recipient.address,
        mint: usdcMint,
      }),
      getTransferCheckedInstruction({
        source,
        mint: usdcMint,
        destination,
        authority: aliceSigner,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ],
    aliceSigner,
  )
  expect((await rpc().getTokenAccountBalance(destination).send()).value).toMatchObject({
    amount: '12500000',
    decimals: 6,
    uiAmountString: '12.5',
  })
  const [latest] = await rpc().getSignaturesForAddress(recipient.address).send()
  expect(latest?.signature).toBe(signature)
  const parsed = await rpc()
    .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
    .send()
  const instructions = parsed?.transaction.message.instructions as unknown as {
    program?: string
    parsed?: { type: string }
  }[]
  expect(instructions.map((item) => `${item.program}:${item.parsed?.type}`)).toEqual([
    'spl-associated-token-account:createIdempotent',
    'spl-token:transferChecked',
  ])
  expect(
    parsed?.meta?.postTokenBalances?.map((balance) => balance.uiTokenAmount.uiAmountString),
  ).toContain('12.5')
  expect(parsed?.meta?.innerInstructions?.length).toBeGreaterThan(0)
  expect(parsed?.meta?.fee).toBe(5000n)
})

test('a stale blockhash is refused as a validator refuses it: BlockhashNotFound', async () => {
  // Alice's oldest transaction, from 60 days ago: its blockhash expired long since.
  const old = (await rpc().getSignaturesForAddress(address(alice.address)).send()).at(-1)
  const seeded = await rpc()
    .getTransaction(old?.signature as Signature, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  const staleBlockhash = seeded?.transaction.message.recentBlockhash as string
  const { wire } = buildSolanaTransaction({
    feePayer: alice,
    recentBlockhash: staleBlockhash,
    instructions: [
      solanaInstructions.transferSol(alice.address, keys.users[1]?.address as string, 1_000_000n),
    ],
  })
  const sent = rpc()
    .sendTransaction(Buffer.from(wire).toString('base64') as Base64EncodedWireTransaction, {
      encoding: 'base64',
    })
    .send()
  const error = await sent.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(
    isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
  ).toBe(true)
  expect(
    isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND),
  ).toBe(true)
  expect(
    (
      await rpc()
        .isBlockhashValid(staleBlockhash as never)
        .send()
    ).value,
  ).toBe(false)
})

test('oversized and malformed transactions get the validator’s invalid-params errors', async () => {
  const { wire } = buildSolanaTransaction({
    feePayer: alice,
    recentBlockhash: (await rpc().getLatestBlockhash().send()).value.blockhash,
    instructions: [solanaInstructions.memo('x'.repeat(1200), [alice.address])],
  })
  expect(wire.length).toBeGreaterThan(1232)
  const send = (base64: string) =>
    rpc()
      .sendTransaction(base64 as Base64EncodedWireTransaction, { encoding: 'base64' })
      .send()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      )
  const oversized = await send(Buffer.from(wire).toString('base64'))
  expect(isSolanaError(oversized, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true)
  expect((oversized as Error).message).toMatch(
    /too large: \d+ bytes \(max: encoded\/raw 1644\/1232\)/,
  )
  const malformed = await send(Buffer.from([1, 2, 3, 4, 5]).toString('base64'))
  expect(isSolanaError(malformed, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true)
})

test('state and history survive a restart; the port is free once stopped', async () => {
  const payer = await generateKeyPairSigner()
  const signature = await rpc().requestAirdrop(payer.address, lamports(3_000_000_000n)).send()
  await chain.stop()
  expect(await isPortFree(ports.port)).toBe(true)
  expect(await isPortFree(ports.wsPort)).toBe(true)
  chain = await start()
  expect(chain.seeded).toBe(false)
  expect(
    (
      await rpc()
        .getBalance(payer.address as Address)
        .send()
    ).value,
  ).toBe(3_000_000_000n)
  const { value } = await rpc().getSignatureStatuses([signature]).send()
  expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
})
