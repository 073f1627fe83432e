import { Hono } from 'hono'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseAbi,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  type SmartAccount,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { chainId, useBundlerHarness } from '../../test/bundlerHarness.js'
import { createLogger } from '../createLogger.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { sessionRoutes } from '../routes/sessions.js'
import { createSessionService } from './createSessionService.js'
import {
  encodeGrantSession,
  encodeSessionSignature,
  revokeSessionTypedData,
  type SessionPolicy,
  sessionKeyValidatorAbi,
  sessionPeriodIndex,
} from './sessionKeyValidator.js'

const harness = useBundlerHarness()
const bob = privateKeyToAccount(generatePrivateKey()).address
const usdcUnit = 1_000_000n
const day = 86_400
const transferSelector = toFunctionSelector('transfer(address,uint256)')
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

let contracts: { usdc: Address; dai: Address; validator: Address; factory: Address }

beforeAll(() => {
  const chain = harness.devnet.manifest.chains.find((entry) => entry.chainId === chainId)
  if (!chain) throw new Error('no devnet chain')
  contracts = {
    usdc: chain.contracts.usdc as Address,
    dai: chain.contracts.dai as Address,
    validator: chain.contracts.sessionKeyValidator as Address,
    factory: chain.contracts.sessionAccountFactory as Address,
  }
})

async function now(): Promise<number> {
  return Number((await harness.client.getBlock()).timestamp)
}

/** A fresh owner's SessionAccount, funded with 1 ETH and 100 USDC, deployed by its first operation. */
async function newSessionAccount(owner = privateKeyToAccount(generatePrivateKey())) {
  const account = await toSimpleSmartAccount({
    client: harness.client,
    owner,
    entryPoint: { address: entryPoint08Address, version: '0.8' },
    factoryAddress: contracts.factory,
  })
  await harness.client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(parseEther('1'))] as never,
  })
  return account
}

type OwnerAccount = Awaited<ReturnType<typeof newSessionAccount>>

/** The owner's operation: mint the account 100 USDC (the devnet faucet) and grant the session. */
async function grant(account: OwnerAccount, policy: SessionPolicy): Promise<Hex> {
  const client = harness.bundlerClient(account)
  const hash = await client.sendUserOperation({
    account,
    calls: [
      {
        to: contracts.usdc,
        data: encodeFunctionData({
          abi: mintAbi,
          functionName: 'mint',
          args: [account.address, 100n * usdcUnit],
        }),
      },
      { to: contracts.validator, data: encodeGrantSession(policy) },
    ],
  })
  await harness.bundler.flush(chainId)
  const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
  expect(receipt.success).toBe(true)
  return harness.client.readContract({
    address: contracts.validator,
    abi: sessionKeyValidatorAbi,
    functionName: 'sessionId',
    args: [
      account.address,
      policy.key,
      policy.validAfter,
      policy.validUntil,
      policy.period,
      policy.permissions,
      policy.limits,
    ],
  })
}

/** The same account, signing as the session key: what a dapp holding the key sends. */
function asSessionKey(
  account: OwnerAccount,
  {
    id,
    policy,
    key,
  }: { id: Hex; policy: SessionPolicy; key: ReturnType<typeof privateKeyToAccount> },
): SmartAccount {
  const signature = async (keySignature: Hex) =>
    encodeSessionSignature({
      id,
      periodIndex: sessionPeriodIndex(policy, await now()),
      policy,
      keySignature,
    })
  return {
    ...account,
    getStubSignature: () =>
      signature(
        '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
      ),
    signUserOperation: async (operation) =>
      signature(
        await key.sign({
          hash: getUserOperationHash({
            chainId,
            entryPointAddress: entryPoint08Address,
            entryPointVersion: '0.8',
            userOperation: { ...operation, sender: account.address } as UserOperation<'0.8'>,
          }),
        }),
      ),
  } as SmartAccount
}

const usdcTransfer = (amount: bigint) => ({
  to: contracts.usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, amount] }),
})

/** Sends as the session key; the operation's receipt, or the bundler's error message. */
async function sendAsSession(
  session: SmartAccount,
  calls: { to: Address; data?: Hex; value?: bigint }[],
): Promise<{ success?: boolean; error?: string }> {
  const client = harness.bundlerClient(session as OwnerAccount)
  try {
    const hash = await client.sendUserOperation({ account: session, calls })
    await harness.bundler.flush(chainId)
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    return { success: receipt.success }
  } catch (error) {
    return { error: (error as { details?: string }).details ?? String(error) }
  }
}

async function tenUsdcPerDay(account: OwnerAccount, overrides: Partial<SessionPolicy> = {}) {
  const key = privateKeyToAccount(generatePrivateKey())
  const start = await now()
  const policy: SessionPolicy = {
    key: key.address,
    validAfter: start - 60,
    validUntil: start + 7 * day,
    period: day,
    permissions: [{ target: contracts.usdc, selector: transferSelector }],
    limits: [{ token: contracts.usdc, amount: 10n * usdcUnit }],
    ...overrides,
  }
  const id = await grant(account, policy)
  return { id, policy, key, session: asSessionKey(account, { id, policy, key }) }
}

const balanceOf = (address: Address) =>
  harness.client.readContract({
    address: contracts.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('a session key with 10 USDC a day on USDC.transfer', () => {
  test('sends 5 USDC without its owner, then 20 USDC is refused by the validator', async () => {
    const account = await newSessionAccount()
    const { session } = await tenUsdcPerDay(account)
    const before = await balanceOf(bob)
    expect(await sendAsSession(session, [usdcTransfer(5n * usdcUnit)])).toEqual({
      success: true,
    })
    expect(await balanceOf(bob)).toBe(before + 5n * usdcUnit)
    const over = await sendAsSession(session, [usdcTransfer(20n * usdcUnit)])
    expect(over.error).toContain(
      `AA23 reverted: SpendLimitExceeded(token ${contracts.usdc}, limit 10000000, wouldSpend 25000000)`,
    )
    // 5 more fit in the day's 10.
    expect(await sendAsSession(session, [usdcTransfer(5n * usdcUnit)])).toEqual({
      success: true,
    })
    expect(await balanceOf(bob)).toBe(before + 10n * usdcUnit)
  })

  test('the chain itself refuses over the limit: handleOps from any EOA reverts in validation', async () => {
    const account = await newSessionAccount()
    const { session } = await tenUsdcPerDay(account)
    const client = harness.bundlerClient(session as OwnerAccount)
    const prepared = (await client.prepareUserOperation({
      account: session,
      calls: [{ to: contracts.usdc, data: usdcTransfer(10n * usdcUnit).data }],
    })) as UserOperation<'0.8'>
    // Prepared (and estimated) for 10; then the calls are swapped for 11 and signed by the key.
    const tampered = {
      ...prepared,
      callData: await account.encodeCalls([
        { to: contracts.usdc, data: usdcTransfer(11n * usdcUnit).data },
      ]),
    }
    const signed = { ...tampered, signature: await session.signUserOperation(tampered) }
    const beneficiary = privateKeyToAccount(generatePrivateKey()).address
    const error = await harness.client
      .simulateContract({
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(signed)], beneficiary],
        account: beneficiary,
      })
      .catch((caught: Error) => caught.message)
    expect(error).toContain('AA23 reverted')
  })

  test('a function it was not granted (approve), and another contract (DAI): CallNotPermitted', async () => {
    const account = await newSessionAccount()
    const { session } = await tenUsdcPerDay(account)
    const approve = await sendAsSession(session, [
      {
        to: contracts.usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 1n] }),
      },
    ])
    expect(approve.error).toContain(
      `AA23 reverted: CallNotPermitted(target ${contracts.usdc}, selector 0x095ea7b3)`,
    )
    const dai = await sendAsSession(session, [{ to: contracts.dai, data: usdcTransfer(1n).data }])
    expect(dai.error).toContain(
      `AA23 reverted: CallNotPermitted(target ${contracts.dai}, selector ${transferSelector})`,
    )
    const eth = await sendAsSession(session, [{ to: bob, value: 1n }])
    expect(eth.error).toContain(
      `AA23 reverted: CallNotPermitted(target ${bob}, selector 0x00000000)`,
    )
  })

  test('after its expiry: AA22 expired', async () => {
    const account = await newSessionAccount()
    const start = await now()
    const { session } = await tenUsdcPerDay(account, {
      validAfter: start - 2 * day,
      validUntil: start - day,
    })
    const result = await sendAsSession(session, [usdcTransfer(1n)])
    // The last day's window closes a second before the session's end.
    expect(result.error).toContain(`AA22 expired: the account accepted it until ${start - day - 1}`)
  })

  test('after its owner revoked it: SessionRevokedError, and the key can do nothing', async () => {
    const account = await newSessionAccount()
    const { id, session } = await tenUsdcPerDay(account)
    expect(await sendAsSession(session, [usdcTransfer(1n)])).toEqual({
      success: true,
    })
    const client = harness.bundlerClient(account)
    const hash = await client.sendUserOperation({
      account,
      calls: [
        {
          to: contracts.validator,
          data: encodeFunctionData({
            abi: sessionKeyValidatorAbi,
            functionName: 'revoke',
            args: [id],
          }),
        },
      ],
    })
    await harness.bundler.flush(chainId)
    expect((await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(
      true,
    )
    const result = await sendAsSession(session, [usdcTransfer(1n)])
    expect(result.error).toContain(`AA23 reverted: SessionRevokedError(id ${id})`)
  })

  test('another key presenting the session: AA24 signature error', async () => {
    const account = await newSessionAccount()
    const { id, policy } = await tenUsdcPerDay(account)
    const impostor = asSessionKey(account, {
      id,
      policy,
      key: privateKeyToAccount(generatePrivateKey()),
    })
    const result = await sendAsSession(impostor, [usdcTransfer(1n)])
    expect(result.error).toContain('AA24 signature error')
  })

  test('a session cannot call its own account (to widen its powers): CallNotPermitted', async () => {
    const account = await newSessionAccount()
    const { session } = await tenUsdcPerDay(account, {
      permissions: [
        { target: contracts.usdc, selector: transferSelector },
        { target: contracts.validator, selector: toFunctionSelector('revoke(bytes32)') },
      ],
    })
    const result = await sendAsSession(session, [
      {
        to: contracts.validator,
        data: encodeFunctionData({
          abi: sessionKeyValidatorAbi,
          functionName: 'revoke',
          args: [toHex(1n, { size: 32 })],
        }),
      },
    ])
    expect(result.error).toContain(`CallNotPermitted(target ${contracts.validator}`)
  })
})

describe('GET /v1/sessions/{caipAddress} and POST /v1/sessions/{caipAddress}/revoke', () => {
  const relayer = privateKeyToAccount(generatePrivateKey())
  function app() {
    const routes = new Hono()
    routes.route(
      '/',
      sessionRoutes({
        sessions: createSessionService({
          chains: [
            {
              chainId,
              client: harness.client,
              validator: contracts.validator,
              relayer: async () => relayer,
            },
          ],
        }),
      }),
    )
    routes.onError(errorHandler(createLogger({ logLevel: 'silent' })))
    return routes
  }

  test('lists a session from the chain with what it spent today; the owner’s signature revokes it', async () => {
    await harness.client.request({
      method: 'anvil_setBalance' as never,
      params: [relayer.address, toHex(parseEther('1'))] as never,
    })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await newSessionAccount(owner)
    const { id, policy, session } = await tenUsdcPerDay(account)
    expect(await sendAsSession(session, [usdcTransfer(5n * usdcUnit)])).toEqual({ success: true })
    const caipAddress = `eip155:${chainId}:${account.address}`
    const listed = await app().request(`/v1/sessions/${caipAddress}`)
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual([
      {
        pci: id,
        caipAddress,
        chainId,
        signer: policy.key,
        validAfter: policy.validAfter,
        validUntil: policy.validUntil,
        period: day,
        permissions: [{ target: contracts.usdc, selector: transferSelector }],
        limits: [
          {
            token: contracts.usdc,
            amount: '10000000',
            spentThisPeriod: '5000000',
            symbol: 'USDC',
            decimals: 6,
          },
        ],
        status: 'active',
        grantedIn: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
    ])

    const revoke = (signature: Hex) =>
      app().request(`/v1/sessions/${caipAddress}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci: id, signature }),
      })
    const typedData = revokeSessionTypedData({
      chainId,
      validator: contracts.validator,
      account: account.address,
      id,
    })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const refused = await revoke(await stranger.signTypedData(typedData))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      name: 'SessionRevokeRefusedError',
      message: 'The session was not revoked: not signed by the account’s owner',
    })
    const revoked = await revoke(await owner.signTypedData(typedData))
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ transactionHash: expect.stringMatching(/^0x/) })
    const after = (await (await app().request(`/v1/sessions/${caipAddress}`)).json()) as {
      status: string
    }[]
    expect(after.map((entry) => entry.status)).toEqual(['revoked'])
    // On chain: the key can do nothing any more.
    const result = await sendAsSession(session, [usdcTransfer(1n)])
    expect(result.error).toContain(`AA23 reverted: SessionRevokedError(id ${id})`)
  })

  test('an address that is not CAIP-10 eip155 on a chain with the validator: 400', async () => {
    const response = await app().request(
      '/v1/sessions/eip155:1:0x0000000000000000000000000000000000000001',
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ name: 'SessionChainUnsupportedError' })
  })
})
