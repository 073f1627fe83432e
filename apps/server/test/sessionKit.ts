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
  entryPoint08Address,
  getUserOperationHash,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, expect } from 'vitest'
import {
  encodeGrantSession,
  encodeSessionSignature,
  type SessionPolicy,
  sessionKeyValidatorAbi,
  sessionPeriodIndex,
} from '../src/permissions/sessionKeyValidator.js'
import { type BundlerHarness, chainId } from './bundlerHarness.js'

export const usdcUnit = 1_000_000n
export const day = 86_400
export const transferSelector = toFunctionSelector('transfer(address,uint256)')

/**
 * Session keys on the harness's devnet, for sessions.test.ts: fresh SessionAccounts, their
 * owners' grants (10 USDC a day on USDC.transfer by default) and operations sent as the key.
 */
export function useSessionKit(harness: BundlerHarness) {
  const bob = privateKeyToAccount(generatePrivateKey()).address
  const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

  const contracts = {} as { usdc: Address; dai: Address; validator: Address; factory: Address }

  beforeAll(() => {
    const chain = harness.devnet.manifest.chains.find((entry) => entry.chainId === chainId)
    if (!chain) throw new Error('no devnet chain')
    Object.assign(contracts, {
      usdc: chain.contracts.usdc as Address,
      dai: chain.contracts.dai as Address,
      validator: chain.contracts.sessionKeyValidator as Address,
      factory: chain.contracts.sessionAccountFactory as Address,
    })
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

  return {
    bob,
    contracts,
    now,
    newSessionAccount,
    asSessionKey,
    usdcTransfer,
    sendAsSession,
    tenUsdcPerDay,
    balanceOf,
  }
}

/** A fresh owner's SessionAccount, as `useSessionKit`'s `newSessionAccount` makes it. */
export type OwnerAccount = Awaited<
  ReturnType<ReturnType<typeof useSessionKit>['newSessionAccount']>
>
