import { address, createSolanaRpc, getBase58Encoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readManifest } from '../readManifest.js'
import { getFreePort } from '../utils/getFreePort.js'
import { createSolanaKeypair } from './createSolanaKeypair.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
import { seedSolanaLedger } from './seedSolanaLedger.js'
import { type ServeSolanaRpcReturnType, serveSolanaRpc } from './serveSolanaRpc.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'

let server: ServeSolanaRpcReturnType
const rpc = () => createSolanaRpc(server.rpcUrl)
const solana = readManifest().solana as NonNullable<ReturnType<typeof readManifest>['solana']>
const mint = (symbol: string) =>
  address(solana.tokens.find((t) => t.symbol === symbol)?.address as string)

beforeAll(async () => {
  const { ledger } = await seedSolanaLedger()
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  server = await serveSolanaRpc({
    ledger,
    methods: solanaRpcMethods(ledger, solanaKeys().faucet),
    port,
    wsPort,
  })
})
afterAll(() => server?.close())

test('every manifest mint exists with its decimals; supplies are what was minted', async () => {
  for (const token of solana.tokens) {
    const { value } = await rpc()
      .getAccountInfo(address(token.address), { encoding: 'jsonParsed' })
      .send()
    expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: token.decimals, isInitialized: true } },
    })
  }
  const supply = await rpc().getTokenSupply(mint('USDC')).send()
  expect(supply.value.decimals).toBe(6)
  expect(BigInt(supply.value.amount)).toBeGreaterThan(1_000_000_000_000n)
})

test('the desk holds SOL and USDC inventory at its manifest address', async () => {
  const desk = address(solana.desk.address)
  expect((await rpc().getBalance(desk).send()).value).toBeGreaterThan(1000n * 1_000_000_000n)
  const ata = await findAssociatedTokenAddress(desk, mint('USDC'))
  const { value } = await rpc().getTokenAccountBalance(address(ata)).send()
  expect(Number(value.uiAmount)).toBeGreaterThan(500_000)
  // The manifest's secret key is the desk's: the server can co-sign desk swaps with it.
  const secretKey = new Uint8Array(getBase58Encoder().encode(solana.desk.secretKey))
  expect(createSolanaKeypair(secretKey.slice(0, 32)).address).toBe(desk)
})

test('token accounts by owner filter by mint; the spam token sits beside the real ones', async () => {
  const alice = address(solana.accounts[0]?.address as string)
  const byMint = await rpc()
    .getTokenAccountsByOwner(alice, { mint: mint('PTS') }, { encoding: 'jsonParsed' })
    .send()
  expect(byMint.value).toHaveLength(1)
  expect(byMint.value[0]?.account.data.parsed.info.tokenAmount.decimals).toBe(0)
  const all = await rpc()
    .getTokenAccountsByOwner(alice, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
    .send()
  expect(all.value.map((item) => item.account.data[1])).toEqual(all.value.map(() => 'base64'))
  const mints = (
    await rpc()
      .getTokenAccountsByOwner(
        alice,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
  ).value.map((item) => item.account.data.parsed.info.mint)
  expect(mints.sort()).toEqual([mint('USDC'), mint('PTS'), mint('CLAIM')].sort())
})

test('getProgramAccounts filters by dataSize and memcmp', async () => {
  const alice = solana.accounts[0]?.address as string
  const accounts = await rpc()
    .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
      encoding: 'base64',
      filters: [
        { dataSize: 165n },
        { memcmp: { offset: 32n, bytes: alice as never, encoding: 'base58' } },
      ],
    })
    .send()
  expect(accounts).toHaveLength(3)
  const mints = await rpc()
    .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, { encoding: 'base64', filters: [{ dataSize: 82n }] })
    .send()
  expect(mints.map((item) => item.pubkey).sort()).toEqual(
    solana.tokens.map((t) => t.address).sort(),
  )
})

test('bad input gets the validator’s errors', async () => {
  const call = (method: string, params: unknown[]) =>
    fetch(server.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json() as Promise<{ error?: { code: number; message: string } }>)
  expect((await call('getTokenAccountBalance', [solana.accounts[0]?.address])).error).toEqual({
    code: -32602,
    message: 'Invalid param: not a Token account',
  })
  expect((await call('getTokenSupply', [solana.accounts[0]?.address])).error?.message).toBe(
    'Invalid param: not a Token mint',
  )
  expect((await call('getBalance', ['1111'])).error).toEqual({
    code: -32602,
    message: 'Invalid param: WrongSize',
  })
  expect(
    (await call('getMultipleAccounts', [Array(101).fill(solana.desk.address)])).error?.code,
  ).toBe(-32602)
  expect(
    (await call('getAccountInfo', [solana.tokens[0]?.address, { encoding: 'base64+zstd' }])).error
      ?.code,
  ).toBe(-32602)
})
