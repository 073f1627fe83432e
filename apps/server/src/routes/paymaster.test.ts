import { trustPaymasterSigner } from '@airlock/devnet'
import { type Address, http, parseEther } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Address,
  formatUserOperationRequest,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { chainId, useBundlerHarness } from '../../test/bundlerHarness.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { createSponsorshipRepository } from '../db/createSponsorshipRepository.js'
import { createPaymasterService } from '../paymaster/createPaymasterService.js'

const signer = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey()).address
const allowed = privateKeyToAccount(generatePrivateKey()).address

const harness = useBundlerHarness(async ({ devnet, client, database }) => {
  await trustPaymasterSigner({ chains: devnet.chains, signer: signer.address })
  const projects = createProjectRepository(database.db)
  const create = (id: string, features: Record<string, unknown>) =>
    projects.create({ id, name: id, allowedOrigins: [], features })
  await create('sponsored', { sponsorship: true })
  await create('unsponsored', {})
  await create('tight', { sponsorship: true, sponsorshipDailyGas: 100_000 })
  await create('targets', { sponsorship: true, sponsorshipTargets: [allowed] })
  const paymaster = devnet.manifest.chains.find((chain) => chain.chainId === chainId)?.contracts
    .paymaster as Address
  return createPaymasterService({
    paymasters: new Map([[chainId, { address: paymaster, client }]]),
    signer: async () => signer,
    projects,
    ledger: createSponsorshipRepository(database.db),
  }).methods
})

function clients(account: Awaited<ReturnType<typeof harness.newAccount>>, projectId: string) {
  const url = `${harness.url}&projectId=${projectId}`
  const paymaster = createPaymasterClient({ transport: http(url) })
  return createBundlerClient({ account, client: harness.client, paymaster, transport: http(url) })
}

test('a sponsored operation deploys the account and transfers; the account pays no gas', async () => {
  const account = await harness.newAccount()
  const client = clients(account, 'sponsored')
  const hash = await client.sendUserOperation({ calls: [{ to: bob, value: parseEther('0.25') }] })
  await harness.bundler.flush(chainId)
  const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
  expect(receipt.success).toBe(true)
  expect(receipt.paymaster).toBe(
    harness.devnet.manifest.chains.find((chain) => chain.chainId === chainId)?.contracts.paymaster,
  )
  expect(await harness.client.getBalance({ address: account.address })).toBe(parseEther('0.75'))
  expect(await harness.client.getBalance({ address: bob })).toBe(parseEther('0.25'))
  expect((await harness.client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
})

describe('refusals', () => {
  test('the paymaster’s signature for another operation: AA34', async () => {
    const account = await harness.newAccount()
    const client = clients(account, 'sponsored')
    const signed = (await client.prepareUserOperation({
      calls: [{ to: bob, value: 1n }],
    })) as UserOperation<'0.8'>
    const other = (await client.prepareUserOperation({
      calls: [{ to: bob, value: 2n }],
    })) as UserOperation<'0.8'>
    const swapped = { ...other, paymasterData: signed.paymasterData }
    const response = await fetch(harness.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendUserOperation',
        params: [
          formatUserOperationRequest({
            ...swapped,
            signature: await account.signUserOperation(swapped),
          }),
          entryPoint08Address,
        ],
      }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32507, message: 'AA34 signature error' },
    })
  })

  test('a project that does not sponsor', async () => {
    const client = clients(await harness.newAccount(), 'unsponsored')
    await expect(client.prepareUserOperation({ calls: [{ to: bob, value: 1n }] })).rejects.toThrow(
      'Sponsorship refused: project unsponsored does not sponsor gas',
    )
  })

  test('over the project’s daily gas budget for the sender', async () => {
    const client = clients(await harness.newAccount(), 'tight')
    await expect(client.prepareUserOperation({ calls: [{ to: bob, value: 1n }] })).rejects.toThrow(
      /Sponsorship refused: over the sender’s daily gas budget \(0 of 100000 used, \d+ asked\)/,
    )
  })

  test('a call to a contract outside the project’s targets', async () => {
    const client = clients(await harness.newAccount(), 'targets')
    await expect(client.prepareUserOperation({ calls: [{ to: bob, value: 1n }] })).rejects.toThrow(
      `Sponsorship refused: target ${bob.toLowerCase()} is outside the project’s policy`,
    )
    // Within the policy it is sponsored.
    const prepared = await client.prepareUserOperation({ calls: [{ to: allowed, value: 0n }] })
    expect(prepared.paymasterData?.length).toBe(2 + 77 * 2)
  })
})
