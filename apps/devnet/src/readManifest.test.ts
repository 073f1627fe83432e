import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { devnetManifest } from '@airlock/protocol/schemas'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { type Address, createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devnetChains } from './devnetChains.js'
import { describeEvmChain } from './evm/describeEvmChain.js'
import { readManifest } from './readManifest.js'
import { type Devnet, startDevnet } from './startDevnet.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
})
afterAll(() => devnet?.stop())

test('devnet.json is a valid manifest with the default RPC URLs', () => {
  const raw = JSON.parse(readFileSync(new URL('../devnet.json', import.meta.url), 'utf8'))
  expect(devnetManifest.parse(raw)).toEqual(raw)
  expect(
    readManifest().chains.map(({ caipNetworkId, name, rpcUrl }) => [caipNetworkId, name, rpcUrl]),
  ).toMatchInlineSnapshot(`
      [
        [
          "eip155:31337",
          "Airlock Devnet",
          "http://127.0.0.1:8545",
        ],
        [
          "eip155:31338",
          "Airlock Devnet L2",
          "http://127.0.0.1:8546",
        ],
      ]
    `)
})

test('ports rewrite the RPC URLs of a fresh copy', () => {
  const manifest = readManifest({ ports: { 31338: 18546 } })
  expect(manifest.chains.map((chain) => chain.rpcUrl)).toEqual([
    'http://127.0.0.1:8545',
    'http://127.0.0.1:18546',
  ])
  expect(readManifest().chains[1]?.rpcUrl).toBe('http://127.0.0.1:8546')
})

test('every chain deployed exactly what devnet.json says', async () => {
  const manifest = readManifest()
  for (const running of devnet.chains) {
    const definition = Object.values(devnetChains).find((c) => c.chainId === running.chainId)
    if (!definition) throw new Error(`unknown chain ${running.chainId}`)
    const onChain = await describeEvmChain(running.rpcUrl, { chain: definition })
    expect(onChain).toEqual(manifest.chains.find((chain) => chain.chainId === running.chainId))

    const client = createPublicClient({ transport: http(running.rpcUrl) })
    const addresses = [
      ...Object.values(onChain.contracts),
      ...onChain.pools.map((pool) => pool.address),
    ] as Address[]
    for (const address of addresses)
      expect((await client.getCode({ address }))?.length, address).toBeGreaterThan(2)
  }
})

test('contract addresses are the same on every chain', () => {
  const [first, ...others] = readManifest().chains
  for (const chain of others) {
    expect(chain.contracts).toEqual(first?.contracts)
    expect(chain.pools).toEqual(first?.pools)
  }
})

test('the demo accounts are anvil mnemonic accounts #1–#5', () => {
  const { accounts, mnemonic } = readManifest()
  expect(accounts.map((account) => account.index)).toEqual([1, 2, 3, 4, 5])
  for (const account of accounts)
    expect(account.address).toBe(
      mnemonicToAccount(mnemonic, { addressIndex: account.index }).address,
    )
})

test('every token icon exists, plus the native ETH icon', () => {
  const assets = (path: string) => fileURLToPath(new URL(`../assets/${path}`, import.meta.url))
  const icons = readManifest().chains.flatMap((chain) => chain.tokens.map((token) => token.icon))
  for (const icon of [...icons, 'tokens/ETH.svg']) {
    expect(existsSync(assets(icon)), icon).toBe(true)
    expect(readFileSync(assets(icon), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/)
  }
})
