import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, type Hex, parseEther, toFunctionSelector, toHex } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { chainId, useBundlerHarness } from '../../test/bundlerHarness.js'
import {
  day,
  type OwnerAccount,
  transferSelector,
  usdcUnit,
  useSessionKit,
} from '../../test/sessionKit.js'
import { createLogger } from '../createLogger.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { sessionRoutes } from '../routes/sessions.js'
import { createSessionService } from './createSessionService.js'
import { revokeSessionTypedData, sessionKeyValidatorAbi } from './sessionKeyValidator.js'

const harness = useBundlerHarness()
const {
  bob,
  contracts,
  now,
  newSessionAccount,
  asSessionKey,
  usdcTransfer,
  sendAsSession,
  tenUsdcPerDay,
  balanceOf,
} = useSessionKit(harness)
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
