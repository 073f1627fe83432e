import { type Hex, parseEther, zeroAddress } from 'viem'
import {
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { chainId, useBundlerHarness } from '../../test/bundlerHarness.js'

const harness = useBundlerHarness()
const bob = privateKeyToAccount(generatePrivateKey()).address

/** Sends a prepared (and possibly tampered) operation as is; the JSON-RPC error's message, or the hash. */
async function sendRaw(
  operation: UserOperation<'0.8'>,
): Promise<{ hash?: Hex; error?: string; code?: number }> {
  const response = await fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest(operation), entryPoint08Address],
    }),
  })
  const body = (await response.json()) as {
    result?: Hex
    error?: { message: string; code: number }
  }
  return body.error
    ? { error: body.error.message, code: body.error.code }
    : { hash: body.result as Hex }
}

async function prepare(account: Awaited<ReturnType<typeof harness.newAccount>>, value = 1n) {
  const client = harness.bundlerClient(account)
  const operation = (await client.prepareUserOperation({
    account,
    calls: [{ to: bob, value }],
  })) as UserOperation<'0.8'>
  return {
    client,
    operation: { ...operation, signature: await account.signUserOperation(operation) },
  }
}

test('answers eth_chainId and eth_supportedEntryPoints', async () => {
  const client = harness.bundlerClient(await harness.newAccount({ fund: false }))
  expect(await client.getChainId()).toBe(chainId)
  expect(await client.getSupportedEntryPoints()).toEqual([entryPoint08Address])
})

test("viem's bundler client deploys a SimpleAccount and sends ETH in one operation", async () => {
  const account = await harness.newAccount()
  const client = harness.bundlerClient(account)
  expect(await harness.client.getCode({ address: account.address })).toBeUndefined()
  const hash = await client.sendUserOperation({
    account,
    calls: [{ to: bob, value: parseEther('0.01') }],
  })
  const pending = await client.getUserOperation({ hash })
  expect(pending.transactionHash).toBeNull()
  await harness.bundler.flush(chainId)
  const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
  expect(receipt.success).toBe(true)
  expect(receipt.sender).toBe(account.address)
  expect(receipt.paymaster).toBe(zeroAddress)
  expect(await harness.client.getBalance({ address: bob })).toBe(parseEther('0.01'))
  expect((await harness.client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
  const found = await client.getUserOperation({ hash })
  expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
})

describe('refusals', () => {
  test('a signature by someone else than the owner: AA24, -32507', async () => {
    const account = await harness.newAccount()
    const { operation } = await prepare(account)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const hash = getUserOperationHash({
      chainId,
      entryPointAddress: entryPoint08Address,
      entryPointVersion: '0.8',
      userOperation: operation,
    })
    const signature = await stranger.sign({ hash })
    expect(await sendRaw({ ...operation, signature })).toEqual({
      error: 'AA24 signature error',
      code: -32507,
    })
  })

  test('a nonce the account is not at: AA25', async () => {
    const account = await harness.newAccount()
    const { operation } = await prepare(account)
    const wrong = { ...operation, nonce: operation.nonce + 1n }
    const resigned = { ...wrong, signature: await account.signUserOperation(wrong) }
    expect(await sendRaw(resigned)).toEqual({ error: 'AA25 invalid account nonce', code: -32500 })
  })

  test('too little preVerificationGas, and too little verification gas', async () => {
    const account = await harness.newAccount()
    const { operation } = await prepare(account)
    const low = { ...operation, preVerificationGas: 30_000n }
    const result = await sendRaw({ ...low, signature: await account.signUserOperation(low) })
    expect(result.code).toBe(-32602)
    expect(result.error).toMatch(/^preVerificationGas too low: 30000 given, at least \d+ needed$/)
    const starved = { ...operation, verificationGasLimit: 20_000n }
    const refused = await sendRaw({
      ...starved,
      signature: await account.signUserOperation(starved),
    })
    expect(refused.code).toBe(-32500)
    expect(refused.error).toMatch(/^AA13 initCode failed or OOG/)
  })

  test('an operation for another EntryPoint', async () => {
    const account = await harness.newAccount()
    const { operation } = await prepare(account)
    const response = await fetch(harness.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'eth_sendUserOperation',
        params: [
          formatUserOperationRequest(operation),
          '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        ],
      }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32602,
        message: `Unsupported EntryPoint 0x0000000071727De22E5E9d8BAf0edAc6f37da032: this bundler serves ${entryPoint08Address} (v0.8)`,
      },
    })
  })
})

test('a replacement needs 10% higher fees; the mempool survives a restart', async () => {
  const account = await harness.newAccount()
  const { operation } = await prepare(account, 5n)
  const first = await sendRaw(operation)
  expect(first.error).toBeUndefined()
  const same = { ...operation, callData: operation.callData }
  const again = await sendRaw({ ...same, signature: await account.signUserOperation(same) })
  expect(again.error).toMatch(/^Replacement underpriced/)
  const higher = {
    ...operation,
    maxFeePerGas: (operation.maxFeePerGas * 12n) / 10n,
    maxPriorityFeePerGas: (operation.maxPriorityFeePerGas * 12n) / 10n,
  }
  const replaced = await sendRaw({ ...higher, signature: await account.signUserOperation(higher) })
  expect(replaced.error).toBeUndefined()
  const client = harness.bundlerClient(account)
  expect(
    await client.getUserOperation({ hash: first.hash as Hex }).catch((error: Error) => error.name),
  ).toBe('UserOperationNotFoundError')

  // The database closed and opened again from its files: a new bundler service finds the pending
  // operation and bundles it.
  const restarted = await harness.restart()
  await restarted.resume()
  await restarted.flush(chainId)
  const receipt = await client.waitForUserOperationReceipt({
    hash: replaced.hash as Hex,
    pollingInterval: 50,
  })
  expect(receipt.success).toBe(true)
})

test('eth_estimateUserOperationGas gives limits the operation then succeeds with', async () => {
  const account = await harness.newAccount()
  const client = harness.bundlerClient(account)
  const gas = await client.estimateUserOperationGas({ account, calls: [{ to: bob, value: 1n }] })
  expect(gas.verificationGasLimit > 50_000n && gas.verificationGasLimit < 1_000_000n).toBe(true)
  expect(gas.callGasLimit > 9_000n && gas.callGasLimit < 200_000n).toBe(true)
  expect(gas.preVerificationGas > 40_000n).toBe(true)
})
