import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { type Address, createPublicClient, type Hex, http, keccak256, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { devnetMnemonic, smartAccountOwner } from './deployment.js'
import { loadArtifacts } from './loadArtifacts.js'

const alice = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 })
const bob = mnemonicToAccount(devnetMnemonic, { addressIndex: 2 })
const magicValue = '0x1626ba7e'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
})
afterAll(() => devnet?.stop())

function account(chainId: number) {
  const running = devnet.chains.find((chain) => chain.chainId === chainId)
  const entry = devnet.manifest.chains.find((chain) => chain.chainId === chainId)
  if (!running || !entry) throw new Error(`no chain ${chainId}`)
  const client = createPublicClient({ transport: http(running.rpcUrl) })
  const address = entry.contracts.smartAccount as Address
  const { abi } = loadArtifacts().devSmartAccount
  return {
    client,
    address,
    owner: () => client.readContract({ address, abi, functionName: 'owner' }),
    isValidSignature: (hash: Hex, signature: Hex) =>
      client.readContract({
        address,
        abi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      }),
  }
}

test('the smart account is owned by Alice on both chains', async () => {
  expect(smartAccountOwner).toBe(alice.address)
  for (const chainId of [31337, 31338]) expect(await account(chainId).owner()).toBe(alice.address)
})

test("isValidSignature accepts Alice's signature of a hash and nobody else's", async () => {
  const { isValidSignature } = account(31337)
  const hash = keccak256(toHex('airlock'))
  expect(await isValidSignature(hash, await alice.sign({ hash }))).toBe(magicValue)
  expect(await isValidSignature(hash, await bob.sign({ hash }))).toBe('0xffffffff')
  // A signature of another hash, and bytes that are no signature at all.
  expect(await isValidSignature(keccak256(toHex('other')), await alice.sign({ hash }))).toBe(
    '0xffffffff',
  )
  expect(await isValidSignature(hash, '0x1234')).toBe('0xffffffff')
})

test("viem's verifyMessage takes Alice's personal_sign as the account's (ERC-1271)", async () => {
  const { client, address } = account(31338)
  const message = 'Sign in to Airlock'
  const signature = await alice.signMessage({ message })
  expect(await client.verifyMessage({ address, message, signature })).toBe(true)
  expect(
    await client.verifyMessage({ address, message, signature: await bob.signMessage({ message }) }),
  ).toBe(false)
})
