import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { address, createSolanaRpc, generateKeyPairSigner, type Signature } from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../utils/getFreePort.js'
import { sendFromSolanaTreasury } from './sendFromSolanaTreasury.js'
import { solanaKeys } from './solanaDeployment.js'
import { type RunningSolanaChain, startSolanaChain } from './startSolanaChain.js'

let dataDir: string
let chain: RunningSolanaChain
const rpc = () => createSolanaRpc(chain.rpcUrl)
const usdcMint = address(solanaKeys().mints.usdc.address)

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-solana-treasury-'))
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  chain = await startSolanaChain({ dataDir, port, wsPort, log: () => {} })
})
afterAll(async () => {
  await chain?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

test('delivers SOL and USDC to a new wallet, each in one confirmed transaction', async () => {
  const { address: buyer } = await generateKeyPairSigner()
  const sol = await sendFromSolanaTreasury(chain.rpcUrl, {
    to: buyer,
    symbol: 'SOL',
    amount: 1_250_000_000n,
  })
  // More than the treasury holds at first: it raises what it lacks.
  const usdc = await sendFromSolanaTreasury(chain.rpcUrl, {
    to: buyer,
    symbol: 'USDC',
    amount: 25_000_000_000n,
  })
  expect((await rpc().getBalance(buyer).send()).value).toBe(1_250_000_000n)
  const accounts = await rpc()
    .getTokenAccountsByOwner(buyer, { mint: usdcMint }, { encoding: 'jsonParsed' })
    .send()
  expect(accounts.value.map(({ account }) => account.data.parsed.info.tokenAmount.amount)).toEqual([
    '25000000000',
  ])
  const history = await rpc().getSignaturesForAddress(buyer).send()
  expect(history.map((entry) => entry.signature)).toEqual([usdc, sol] as Signature[])
})

test('refuses an address that is not one, and a token the chain does not list', async () => {
  await expect(
    sendFromSolanaTreasury(chain.rpcUrl, { to: '0xabc', symbol: 'SOL', amount: 1n }),
  ).rejects.toMatchObject({ name: 'InvalidAddressError' })
  const { address: buyer } = await generateKeyPairSigner()
  await expect(
    sendFromSolanaTreasury(chain.rpcUrl, { to: buyer, symbol: 'DOGE', amount: 1n }),
  ).rejects.toThrow('The Solana devnet has no token DOGE')
})
