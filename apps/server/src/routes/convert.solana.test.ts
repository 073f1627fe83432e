import { solanaKeys } from '@airlock/devnet'
import {
  convertBuildResponse,
  convertQuotesResponse,
  convertTokensResponse,
  historyResponse,
} from '@airlock/protocol/schemas'
import {
  address,
  createKeyPairFromBytes,
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  isSolanaError,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  signTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type SolanaFixture, startSolanaFixture } from '../../test/solanaFixture.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'

// The desk swap on the devnet's Solana chain: quote → build → co-signed by the demo account's key
// → sent through the facade, checked against the chain's balances on both sides.
const usdcMint = '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g'
const pointsMint = 'EYfJL7Nub8R16mmAFmhSX7c9rQJDo4myhQHuwEmG8Hte'
const solId = 'So11111111111111111111111111111111111111112'
const keys = solanaKeys()
const alice = keys.users[0] as (typeof keys.users)[number]
const deskAddress = keys.desk.address

let database: TestDatabase
let fixture: SolanaFixture
let app: ReturnType<typeof createApp>
let chainId: string
// The Solana chain's clock runs this far ahead of the wall clock.
let skewMs = 0

beforeAll(async () => {
  ;[database, fixture] = await Promise.all([
    openPglite(),
    startSolanaFixture({}, { now: () => Date.now() + skewMs }),
  ])
  await runMigrations(database)
  await ensureDevProject(createProjectRepository(database.db))
  app = createApp({
    config: fixture.config,
    db: database,
    logger: createLogger({ logLevel: 'silent' }),
  })
  chainId = fixture.solana.caipNetworkId
})
afterAll(async () => {
  await Promise.all([database?.dispose(), fixture?.stop()])
})

const rpc = () => createSolanaRpc(fixture.solana.rpcUrl)
const id = (mint: string) => `${chainId}:${mint}`
const get = async (path: string) => {
  const response = await app.request(`${path}&projectId=dev`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const build = async (body: Record<string, unknown>) => {
  const response = await app.request('/v1/convert/build-transaction?projectId=dev', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
async function balances(owner: string) {
  const [lamports, accounts] = await Promise.all([
    rpc().getBalance(address(owner), { commitment: 'confirmed' }).send(),
    rpc()
      .getTokenAccountsByOwner(
        address(owner),
        { mint: address(usdcMint) },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send(),
  ])
  const usdc = accounts.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { sol: lamports.value, usdc }
}
/** Alice's signature added to the desk-signed transaction, as her wallet would. */
async function coSign(base64: string) {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const signed = await signTransaction(
    [await createKeyPairFromBytes(alice.secretKey)],
    transaction as never,
  )
  return getBase64EncodedWireTransaction(signed)
}

it('lists SOL and USDC, quotes at the reference price, and settles a signed swap atomically', async () => {
  const tokens = convertTokensResponse.parse(
    (await get(`/v1/convert/tokens?chainId=${chainId}`)).body,
  )
  expect(tokens.tokens.map((token) => [token.symbol, token.address])).toEqual([
    ['SOL', id(solId)],
    ['USDC', id(usdcMint)],
  ])
  const amount = 2_000_000_000n
  const quoted = await get(
    `/v1/convert/quotes?amount=${amount}&from=${id(solId)}&to=${id(usdcMint)}&userAddress=${alice.address}`,
  )
  expect(quoted.status).toBe(200)
  const [quote] = convertQuotesResponse.parse(quoted.body).quotes
  expect(quote?.toAmount).toBe('300000000')

  const built = await build({
    amount: `${amount}`,
    from: id(solId),
    to: id(usdcMint),
    userAddress: `${chainId}:${alice.address}`,
  })
  expect(built.status).toBe(200)
  const { tx, toAmount, toAmountMin, deadline } = convertBuildResponse.parse(built.body)
  expect(tx).toMatchObject({
    from: `${chainId}:${alice.address}`,
    to: `${chainId}:${deskAddress}`,
    amount: `${amount}`,
    solana: { encoding: 'base64' },
  })
  expect([toAmount, toAmountMin]).toEqual(['300000000', '300000000'])
  expect(deadline).toBeGreaterThan(Date.now() / 1000)

  const [aliceBefore, deskBefore] = await Promise.all([
    balances(alice.address),
    balances(deskAddress),
  ])
  const signature = await rpc()
    .sendTransaction((await coSign(tx.data)) as never, { encoding: 'base64' })
    .send()
  const sent = await rpc()
    .getTransaction(signature as Signature, {
      encoding: 'jsonParsed',
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  expect(sent?.meta?.err).toBeNull()
  const fee = BigInt(sent?.meta?.fee ?? 0n)
  // The two legs and the Memo with the deadline, in one transaction signed by both.
  expect(sent?.transaction.signatures).toHaveLength(2)
  expect(sent?.meta?.logMessages?.join('\n')).toContain(`deadline ${deadline}`)
  const [aliceAfter, deskAfter] = await Promise.all([
    balances(alice.address),
    balances(deskAddress),
  ])
  expect(aliceAfter).toEqual({
    sol: aliceBefore.sol - amount - fee,
    usdc: aliceBefore.usdc + 300_000_000n,
  })
  expect(deskAfter).toEqual({ sol: deskBefore.sol + amount, usdc: deskBefore.usdc - 300_000_000n })
  // Alice's history (from the Solana indexer) shows it as one trade: SOL out, USDC in.
  const history = await get(`/v1/account/${alice.address}/history?chainId=${chainId}`)
  const [latest] = historyResponse.parse(history.body).data
  expect(latest?.metadata).toMatchObject({ operationType: 'trade', hash: signature })
  expect(
    latest?.transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol}`),
  ).toEqual(expect.arrayContaining(['out 2 SOL', 'in 300 USDC']))
})

it('sells USDC to the desk for SOL', async () => {
  const built = await build({
    amount: '15000000',
    from: id(usdcMint),
    to: id(solId),
    userAddress: alice.address,
  })
  const { tx, toAmount } = convertBuildResponse.parse(built.body)
  expect(toAmount).toBe('100000000')
  const before = await balances(alice.address)
  const signature = await rpc()
    .sendTransaction((await coSign(tx.data)) as never, { encoding: 'base64' })
    .send()
  const sent = await rpc()
    .getTransaction(signature as Signature, {
      encoding: 'json',
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  const after = await balances(alice.address)
  expect(after).toEqual({
    sol: before.sol + 100_000_000n - BigInt(sent?.meta?.fee ?? 0n),
    usdc: before.usdc - 15_000_000n,
  })
})

it('refuses an amount over the inventory, an unknown mint and a bad address, 4xx naming it', async () => {
  const over = await get(
    `/v1/convert/quotes?amount=${10n ** 18n}&from=${id(solId)}&to=${id(usdcMint)}`,
  )
  expect(over.status).toBe(422)
  expect(over.body).toMatchObject({ name: 'DeskInventoryExceededError' })
  expect(String(over.body.message)).toMatch(/^The swap desk holds only [\d.]+ USDC$/)
  const overBuild = await build({
    amount: '9000000000000',
    from: id(solId),
    to: id(usdcMint),
    userAddress: alice.address,
  })
  expect(overBuild).toMatchObject({ status: 422, body: { name: 'DeskInventoryExceededError' } })

  const points = await get(`/v1/convert/quotes?amount=5&from=${id(pointsMint)}&to=${id(solId)}`)
  expect(points).toMatchObject({ status: 400, body: { name: 'UnknownSwapTokenError' } })
  const unknown = await get(
    `/v1/convert/quotes?amount=5&from=${id(solId)}&to=${id('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')}`,
  )
  expect(unknown).toMatchObject({ status: 400, body: { name: 'UnknownSwapTokenError' } })

  for (const userAddress of [alice.address.slice(0, 20), `0x${'ab'.repeat(20)}`])
    expect(
      await build({ amount: '1000000', from: id(usdcMint), to: id(solId), userAddress }),
    ).toMatchObject({ status: 400, body: { name: 'InvalidSolanaAddressError' } })
  // A program-derived address (Alice's USDC account) cannot sign: not a wallet.
  const [ata] = (
    await rpc()
      .getTokenAccountsByOwner(
        address(alice.address),
        { mint: address(usdcMint) },
        { encoding: 'jsonParsed' },
      )
      .send()
  ).value
  expect(
    await build({ amount: '1000000', from: id(usdcMint), to: id(solId), userAddress: ata?.pubkey }),
  ).toMatchObject({ status: 400, body: { name: 'SolanaAddressOffCurveError' } })
  expect(
    await get(`/v1/convert/quotes?amount=${2n ** 64n}&from=${id(solId)}&to=${id(usdcMint)}`),
  ).toMatchObject({ status: 400, body: { name: 'InvalidSwapAmountError' } })
  expect(
    await get('/v1/convert/tokens?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  ).toMatchObject({
    status: 400,
    body: { name: 'SwapNetworkUnsupportedError' },
  })
})

it('lets an expired quote fail on chain as a whole: BlockhashNotFound, nothing moved', async () => {
  const built = await build({
    amount: '1000000000',
    from: id(solId),
    to: id(usdcMint),
    userAddress: alice.address,
  })
  const { tx } = convertBuildResponse.parse(built.body)
  const signed = await coSign(tx.data)
  const before = await Promise.all([balances(alice.address), balances(deskAddress)])
  // 151 slots later, the blockhash the desk signed is past its life.
  skewMs += 151 * 400
  const error = await rpc()
    .sendTransaction(signed as never, { encoding: 'base64' })
    .send()
    .then(
      () => undefined,
      (caught: unknown) => caught,
    )
  expect(
    isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
  ).toBe(true)
  expect(
    isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND),
  ).toBe(true)
  expect(await Promise.all([balances(alice.address), balances(deskAddress)])).toEqual(before)
})
