/// <reference lib="dom" />
import { type Devnet, startDevnet } from '@airlock/devnet'
import { type Browser, chromium, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyDevnetSnapshot } from './copyDevnetSnapshot.js'
import { freeDevnetPorts } from './freeDevnetPorts.js'
import { injectTestWallet, type TestWallet } from './injectTestWallet.js'

let devnet: Devnet
let browser: Browser
let page: Page
let wallet: TestWallet

beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  })
  page = await browser.newPage()
  wallet = await injectTestWallet(page, { chains: devnet.chains })
  await page.goto('data:text/html,<title>dapp</title>')
})
afterAll(async () => {
  await browser?.close()
  await devnet?.stop()
})

/** Calls the injected provider from the page, returning its result or its error's code. */
function request(method: string, params: unknown[] = []) {
  return page.evaluate(
    async ([method, params]) => {
      const found: { provider: { request: (a: unknown) => Promise<unknown> } }[] = []
      window.addEventListener('eip6963:announceProvider', (e) =>
        found.push((e as CustomEvent).detail),
      )
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      try {
        return { result: await found[0]?.provider.request({ method, params }) }
      } catch (error) {
        return { code: (error as { code: number }).code }
      }
    },
    [method, params] as const,
  )
}

test('announces itself over EIP-6963', async () => {
  const info = await page.evaluate(() => {
    let announced: unknown
    window.addEventListener('eip6963:announceProvider', (e) => {
      announced = (e as CustomEvent).detail.info
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return announced
  })
  expect(info).toMatchObject({ name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' })
})

test('connects, reports its chain, signs and sends through the devnet', async () => {
  expect(await request('eth_accounts')).toEqual({ result: [] })
  expect(await request('eth_requestAccounts')).toEqual({ result: [wallet.address] })
  expect(await request('eth_chainId')).toEqual({ result: '0x7a69' })

  const { result: signature } = await request('personal_sign', ['0x68656c6c6f', wallet.address])
  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'hello',
      signature: signature as never,
    }),
  ).toBe(true)

  const to = '0x000000000000000000000000000000000000dEaD'
  const { result: hash } = await request('eth_sendTransaction', [
    { from: wallet.address, to, value: `0x${parseEther('0.5').toString(16)}` },
  ])
  const client = createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({
    hash: hash as never,
    pollingInterval: 20,
  })
  expect(receipt.status).toBe('success')
})

test('switches among chains it knows, refuses unknown ones with 4902, and can be moved away', async () => {
  expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(wallet.chainId()).toBe(31338)
  expect(await request('wallet_switchEthereumChain', [{ chainId: '0x3e7' }])).toEqual({
    code: 4902,
  })
  const changed = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) =>
          (e as CustomEvent).detail.provider.on('chainChanged', resolve),
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
  )
  await wallet.moveToChain(999)
  expect(await changed).toBe('0x3e7')
  expect(await request('eth_chainId')).toEqual({ result: '0x3e7' })
  await wallet.moveToChain(31337)
})

test('rejects the next request with 4001 when told to', async () => {
  wallet.rejectNext()
  expect(await request('personal_sign', ['0x00', wallet.address])).toEqual({ code: 4001 })
  expect((await request('personal_sign', ['0x00', wallet.address])).code).toBeUndefined()
})
