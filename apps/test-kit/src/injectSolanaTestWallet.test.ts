/// <reference lib="dom" />

import { verify } from 'node:crypto'
import { type Devnet, getFreePort, solanaKeys, startDevnet } from '@airlock/devnet'
import { type Browser, chromium, type Page } from '@playwright/test'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyDevnetSnapshot } from './copyDevnetSnapshot.js'
import { freeDevnetPorts } from './freeDevnetPorts.js'
import { injectSolanaTestWallet, type SolanaTestWallet } from './injectSolanaTestWallet.js'

let devnet: Devnet
let browser: Browser
let page: Page
let wallet: SolanaTestWallet

beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    solana: { port: await getFreePort(), wsPort: await getFreePort() },
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  })
  page = await browser.newPage()
  const chain = devnet.solana
  if (!chain) throw new Error('no Solana chain')
  wallet = await injectSolanaTestWallet(page, { chain })
  await page.goto('data:text/html,<title>dapp</title>')
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await devnet?.stop()
})

/** Registers as a Wallet Standard app would, then calls a feature of the first wallet. */
function callFeature(feature: string, method: string, input: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([feature, method, input]) => {
      const wallets: {
        name: string
        accounts: unknown[]
        features: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>
      }[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: {
            register: (wallet: (typeof wallets)[number]) => {
              wallets.push(wallet)
              return () => {}
            },
          },
        }),
      )
      const [wallet] = wallets
      if (!wallet) return { error: 'none registered' }
      const args = Object.fromEntries(
        Object.entries(input).map(([key, value]) => [
          key,
          Array.isArray(value) ? new Uint8Array(value as number[]) : value,
        ]),
      )
      const account = wallet.accounts[0]
      try {
        const result = await wallet.features[feature]?.[method]?.({ account, ...args })
        const plain = JSON.parse(
          JSON.stringify(result, (_key, value) =>
            value instanceof Uint8Array ? [...value] : value,
          ),
        )
        return { name: wallet.name, result: plain }
      } catch (error) {
        return { code: (error as { code?: number }).code }
      }
    },
    [feature, method, input] as const,
  )
}

test('registers over the Wallet Standard and refuses what it is not connected for', async () => {
  expect(await callFeature('solana:signMessage', 'signMessage', { message: [1] })).toEqual({
    code: 4001,
  })
  const connected = await callFeature('standard:connect', 'connect')
  expect(connected).toMatchObject({
    name: 'Airlock Test Wallet',
    result: { accounts: [{ address: wallet.address }] },
  })
})

test('signs messages with the devnet key, and rejects when told to', async () => {
  const message = [...new TextEncoder().encode('Hello from Airlock')]
  const answer = (await callFeature('solana:signMessage', 'signMessage', { message })) as {
    result: { signature: number[] }[]
  }
  const signature = Uint8Array.from(answer.result[0]?.signature ?? [])
  const alice = solanaKeys().users[0]
  const publicKey = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    alice?.publicKey ?? new Uint8Array(),
  ])
  expect(
    verify(
      null,
      Uint8Array.from(message),
      { key: publicKey, format: 'der', type: 'spki' },
      signature,
    ),
  ).toBe(true)
  wallet.rejectNext()
  expect(await callFeature('solana:signMessage', 'signMessage', { message })).toEqual({
    code: 4001,
  })
})

test('signs and sends a SOL transfer that lands on the devnet', async () => {
  const rpc = createSolanaRpc(devnet.solana?.rpcUrl ?? '')
  const to = address(solanaKeys().users[1]?.address ?? '')
  const before = (await rpc.getBalance(to).send()).value
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const data = new Uint8Array([2, 0, 0, 0, 0, 101, 205, 29, 0, 0, 0, 0]) // 0.5 SOL
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(wallet.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(wallet.address), role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  const transaction = [...getTransactionEncoder().encode(compileTransaction(message))]
  const answer = (await callFeature('solana:signAndSendTransaction', 'signAndSendTransaction', {
    transaction,
    chain: devnet.solana?.caipNetworkId,
  })) as { result: { signature: number[] }[] }
  const signature = getBase58Decoder().decode(Uint8Array.from(answer.result[0]?.signature ?? []))
  expect(wallet.sent).toEqual([signature])
  await expect
    .poll(async () => (await rpc.getBalance(to).send()).value - before, { timeout: 10_000 })
    .toBe(500_000_000n)
})
