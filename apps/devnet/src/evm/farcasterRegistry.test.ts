import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import {
  farcasterSpareCustodyKey,
  farcasterTestAccounts,
  setFarcasterCustody,
} from './farcasterRegistry.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
})
afterAll(() => devnet?.stop())

const rpcUrl = (chainId: number) => {
  const chain = devnet.chains.find((entry) => entry.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  return chain.rpcUrl
}

// The client's `unwrap` resolves with `{ isError, error }` on a refusal: it does not throw.
const refused = (message: RegExp) => ({
  isError: true,
  error: expect.objectContaining({
    errCode: 'unauthorized',
    message: expect.stringMatching(message),
  }),
})

async function signIn(privateKey: `0x${string}`, fid: number) {
  const account = privateKeyToAccount(privateKey)
  const nonce = generateSiweNonce()
  const message = createSiweMessage({
    domain: 'example.com',
    address: account.address,
    statement: 'Farcaster Auth',
    uri: 'https://example.com/login',
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${fid}`],
  })
  return { nonce, message, signature: await account.signMessage({ message }) }
}

test('the unmodified verifySignInMessage reads the seeded custody on both chains', async () => {
  const [ada] = farcasterTestAccounts
  if (!ada) throw new Error('no test account')
  for (const chainId of [31337, 31338]) {
    const client = createAppClient({ ethereum: viemConnector({ rpcUrl: rpcUrl(chainId) }) })
    const { nonce, message, signature } = await signIn(ada.custodyPrivateKey, ada.fid)
    const result = await client.verifySignInMessage({
      nonce,
      domain: 'example.com',
      message,
      signature,
    })
    expect(result).toMatchObject({ success: true, fid: ada.fid, authMethod: 'custody' })
  }
})

test("another FID's custody key, and the previous custody after a transfer, are refused", async () => {
  const [, grace, linus] = farcasterTestAccounts
  if (!grace || !linus) throw new Error('no test accounts')
  const client = createAppClient({ ethereum: viemConnector({ rpcUrl: rpcUrl(31337) }) })
  const forged = await signIn(linus.custodyPrivateKey, grace.fid)
  expect(await client.verifySignInMessage({ ...forged, domain: 'example.com' })).toMatchObject(
    refused(/is not an auth address or owner of fid 1002/),
  )

  const spare = privateKeyToAccount(farcasterSpareCustodyKey)
  const previous = await setFarcasterCustody({
    rpcUrl: rpcUrl(31337),
    fid: grace.fid,
    custody: spare.address,
  })
  expect(previous).toBe(grace.custody)
  const old = await signIn(grace.custodyPrivateKey, grace.fid)
  expect(await client.verifySignInMessage({ ...old, domain: 'example.com' })).toMatchObject(
    refused(/owner of fid 1002/),
  )
  const fresh = await signIn(farcasterSpareCustodyKey, grace.fid)
  expect(await client.verifySignInMessage({ ...fresh, domain: 'example.com' })).toMatchObject({
    success: true,
    fid: grace.fid,
  })
})
