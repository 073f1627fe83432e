import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isErc6492Signature,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { memoryStorage } from '../../test/memoryStorage.js'
import { chainId, plainProject, rpc, useSmartAccountStack } from '../../test/smartAccountStack.js'
import { createChainClients } from './createChainClients.js'
import { sessionAccountFactoryAddress } from './createSmartAccounts.js'
import { createWalletStore } from './createWalletStore.js'

// The embedded wallet's smart account end to end below the browser: the frame's RPC handler, its
// accounts and the Airlock server's bundler and paymaster on a devnet of its own.

const stack = useSmartAccountStack()
const { devnetChain, token, chainRpcUrl, wallet } = stack

test('both accounts in the user answer; the smart account is the default, the switch persists', async () => {
  const { owner, accounts, smart, store, request } = wallet()
  // The factory the frame knows is the devnet's, on both chains.
  for (const entry of stack.devnet.manifest.chains)
    expect(entry.contracts.sessionAccountFactory).toBe(sessionAccountFactoryAddress)
  expect(await accounts.enabledNetworks(['31337', '31338', '1'])).toEqual({
    smartAccountEnabledNetworks: [31337, 31338],
  })
  const smartAddress = await smart.address(owner.address, chainId)
  expect(smartAddress).not.toBe(owner.address)
  // Until the user chooses, the smart account (the model product's default), not yet deployed.
  expect(await accounts.getUser(chainId)).toMatchObject({
    address: smartAddress,
    accounts: [
      { address: owner.address, type: 'eoa' },
      { address: smartAddress, type: 'smartAccount' },
    ],
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
  })
  expect(store.preferredAccountType()).toBeUndefined()
  expect(await request('eth_accounts')).toEqual([smartAddress])
  expect(await request('wallet_getCapabilities', [smartAddress, ['0x7a69']])).toEqual({
    '0x7a69': {
      atomic: { status: 'supported' },
      atomicBatch: { supported: true },
      paymasterService: { supported: true },
    },
  })
  expect(await accounts.setPreferred('eoa', chainId)).toEqual({
    type: 'eoa',
    address: owner.address,
  })
  expect(store.preferredAccountType()).toBe('eoa')
  expect(await request('eth_accounts')).toEqual([owner.address])
  expect((await accounts.getUser(chainId)).address).toBe(owner.address)
  expect(await request('wallet_getCapabilities', [owner.address, ['0x7a69']])).toEqual({})
  // A chain without the EntryPoint has no smart account.
  await expect(accounts.setPreferred('smartAccount', '1')).rejects.toThrow(
    'This application might not support Smart Accounts',
  )
  expect(await accounts.setPreferred('smartAccount', chainId)).toEqual({
    type: 'smartAccount',
    address: smartAddress,
  })
  expect(await request('eth_accounts')).toEqual([smartAddress])
})

test('a persisted choice of the plain account wins over the default', async () => {
  const storage = memoryStorage()
  createWalletStore(storage).setPreferredAccountType('eoa')
  const { owner, accounts, request } = wallet({ storage })
  expect(await accounts.getUser(chainId)).toMatchObject({
    address: owner.address,
    preferredAccountType: 'eoa',
  })
  expect(await request('eth_accounts')).toEqual([owner.address])
})

test('the first send as the smart account deploys it, sponsored: the owner pays nothing', async () => {
  const { owner, accounts, client, approvals, request } = wallet()
  const account = (await accounts.setPreferred('smartAccount', chainId)).address as Address
  await rpc(chainRpcUrl(), 'anvil_setBalance', [account, toHex(parseEther('1'))])
  const bob = privateKeyToAccount(generatePrivateKey()).address
  const hash = (await request('eth_sendTransaction', [
    { from: account, to: bob, value: toHex(parseEther('0.25')) },
  ])) as Hex
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: bob })).toBe(parseEther('0.25'))
  // Sponsored: the account spent only what it sent, the owner (never funded) nothing.
  expect(await client.getBalance({ address: account })).toBe(parseEther('0.75'))
  expect(await client.getBalance({ address: owner.address })).toBe(0n)
  expect((await accounts.getUser(chainId)).smartAccountDeployed).toBe(true)
  // The approval screen was told: no network fee for the user.
  const [approval] = approvals
  expect(approval?.kind === 'transaction' && (await approval.costs).sponsored).toBe(true)
})

test('without sponsorship the account pays its own gas', async () => {
  const { accounts, client, approvals, request } = wallet({ projectId: plainProject })
  const account = (await accounts.setPreferred('smartAccount', chainId)).address as Address
  await rpc(chainRpcUrl(), 'anvil_setBalance', [account, toHex(parseEther('1'))])
  const bob = privateKeyToAccount(generatePrivateKey()).address
  await request('eth_sendTransaction', [{ to: bob, value: toHex(parseEther('0.25')) }])
  const left = await client.getBalance({ address: account })
  expect(left).toBeLessThan(parseEther('0.75'))
  expect(left).toBeGreaterThan(parseEther('0.7'))
  // The approval screen shows the fee as for any send.
  const [approval] = approvals
  expect(approval?.kind === 'transaction' && (await approval.costs).sponsored).toBe(false)
})

const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

test('wallet_sendCalls: approve + swap in one approval and one operation, each call decoded', async () => {
  const { accounts, approvals, client, request } = wallet()
  const account = (await accounts.setPreferred('smartAccount', chainId)).address as Address
  const usdc = token('USDC')
  const dai = token('DAI')
  await fundToken(usdc.address, account, parseUnits('100', usdc.decimals))
  const amount = parseUnits('10', usdc.decimals)
  const router = devnetChain().contracts.uniswapV2Router02 as Address
  const calls = [
    {
      to: usdc.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    },
    {
      to: router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [usdc.address, dai.address], account, maxUint256],
      }),
    },
  ]
  const { id } = (await request('wallet_sendCalls', [
    { version: '2.0.0', chainId: '0x7a69', from: account, atomicRequired: true, calls },
  ])) as { id: Hex }
  expect(approvals).toHaveLength(1)
  const [approval] = approvals
  expect(approval?.kind).toBe('calls')
  if (approval?.kind !== 'calls') return
  expect(approval.calls.map((call) => call.functionName)).toEqual([
    'approve',
    'swapExactTokensForTokens',
  ])
  expect(approval.calls[0]?.token).toEqual({
    address: usdc.address,
    symbol: 'USDC',
    amount: '10',
    spender: router,
  })
  const status = await waitForStatus(request, id)
  expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
  expect(status.receipts).toHaveLength(1)
  expect(
    await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    }),
  ).toBe(parseUnits('90', usdc.decimals))
  expect(
    await client.readContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    }),
  ).toBeGreaterThan(0n)
})

test('a batch whose second call reverts does nothing (atomic); wallet_showCallsStatus shows it failed', async () => {
  const { accounts, client, request, statusScreens } = wallet()
  const account = (await accounts.setPreferred('smartAccount', chainId)).address as Address
  const usdc = token('USDC')
  await fundToken(usdc.address, account, parseUnits('5', usdc.decimals))
  const bob = privateKeyToAccount(generatePrivateKey()).address
  const transfer = (value: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, value] })
  // 3 USDC, then 3 more than the 2 left: the second transfer reverts.
  const calls = [
    { to: usdc.address, data: transfer(parseUnits('3', usdc.decimals)) },
    { to: usdc.address, data: transfer(parseUnits('3', usdc.decimals)) },
  ]
  // Accepted (validation does not run the calls); on chain the batch reverts as a whole.
  const { id } = (await request('wallet_sendCalls', [{ version: '2.0.0', calls }])) as { id: Hex }
  const status = await waitForStatus(request, id)
  expect(status).toMatchObject({ status: 500, atomic: true })
  const balance = (address: Address) =>
    client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  expect(await balance(bob)).toBe(0n)
  expect(await balance(account)).toBe(parseUnits('5', usdc.decimals))
  // EIP-5792's status screen: the batch's calls as approved, and its state read from the bundler.
  expect(await request('wallet_showCallsStatus', [id])).toBeNull()
  const [screen] = statusScreens
  expect(screen?.chainId).toBe(chainId)
  expect(screen?.calls.map((call) => [call.functionName, call.to])).toEqual([
    ['transfer', usdc.address],
    ['transfer', usdc.address],
  ])
  expect(await screen?.read()).toEqual({
    status: 500,
    transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
  })
})

test('the plain account cannot send calls', async () => {
  const { owner, accounts, request } = wallet()
  await accounts.setPreferred('eoa', chainId)
  await expect(
    request('wallet_sendCalls', [{ calls: [{ to: owner.address, value: '0x0' }] }]),
  ).rejects.toThrow('This application might not support Smart Accounts')
})

test('the smart account signs: ERC-6492 before its first operation, ERC-1271 after; the owner still signs as itself', async () => {
  const { owner, accounts, approvals, client, request } = wallet()
  const account = (await accounts.getUser(chainId)).address as Address
  const message = toHex('Sign in as the smart account')
  const before = (await request('personal_sign', [message, account])) as Hex
  expect(approvals.map((approval) => approval.kind)).toEqual(['message'])
  expect(isErc6492Signature(before)).toBe(true)
  expect(
    await client.verifyMessage({ address: account, message: { raw: message }, signature: before }),
  ).toBe(true)
  // The account's signature, not the owner's.
  expect(
    await client.verifyMessage({
      address: owner.address,
      message: { raw: message },
      signature: before,
    }),
  ).toBe(false)
  expect(await client.getCode({ address: account })).toBeUndefined()

  const typedData = {
    domain: { name: 'Airlock test', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const
  const typed = (await request('eth_signTypedData_v4', [account, JSON.stringify(typedData)])) as Hex
  expect(await client.verifyTypedData({ address: account, signature: typed, ...typedData })).toBe(
    true,
  )

  // The first send deploys the account; from then on it signs with ERC-1271 alone.
  await rpc(chainRpcUrl(), 'anvil_setBalance', [account, toHex(parseEther('1'))])
  await request('eth_sendTransaction', [{ from: account, to: owner.address, value: '0x1' }])
  expect((await accounts.getUser(chainId)).smartAccountDeployed).toBe(true)
  const after = (await request('personal_sign', [message, account])) as Hex
  expect(isErc6492Signature(after)).toBe(false)
  expect(
    await client.verifyMessage({ address: account, message: { raw: message }, signature: after }),
  ).toBe(true)
  // `from` the owner: the key's own signature (EIP-191), while the smart account is active.
  const plain = (await request('personal_sign', [message, owner.address])) as Hex
  expect(plain).toBe(await owner.signMessage({ message: { raw: message } }))
  // Anyone else: refused.
  await expect(
    request('personal_sign', [message, privateKeyToAccount(generatePrivateKey()).address]),
  ).rejects.toThrow('personal_sign expects [message as hex, the wallet address]')
})

/** Gives `to` an ERC-20 balance through the devnet token's faucet (`mint`), sent by account #0. */
async function fundToken(token: Address, to: Address, amount: bigint) {
  const minter = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const url = chainRpcUrl()
  await rpc(url, 'anvil_impersonateAccount', [minter])
  const hash = (await rpc(url, 'eth_sendTransaction', [
    {
      from: minter,
      to: token,
      data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
    },
  ])) as Hex
  await createChainClients({ serverUrl: stack.server.url, projectId: plainProject })(
    chainId,
  ).waitForTransactionReceipt({ hash, pollingInterval: 100 })
}

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

async function waitForStatus(
  request: (method: string, params?: unknown[]) => Promise<unknown>,
  id: Hex,
): Promise<{ status: number; receipts?: unknown[]; atomic: boolean; chainId: Hex }> {
  for (;;) {
    const status = (await request('wallet_getCallsStatus', [id])) as { status: number }
    if (status.status !== 100) return status as never
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('ERC-7715: the grant is said in words and made by the account (its first operation deploys it); the server lists it; revoking asks, then ends it on chain', async () => {
  const { accounts, approvals, request } = wallet()
  const account = (await accounts.setPreferred('smartAccount', chainId)).address as Address
  const usdc = token('USDC')
  const key = privateKeyToAccount(generatePrivateKey()).address
  const [granted] = (await request('wallet_grantPermissions', [
    {
      chainId: '0x7a69',
      expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
      signer: { type: 'key', data: { address: key } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: { tokenAddress: usdc.address, periodAmount: '0x989680', periodDuration: 86_400 },
        },
      ],
    },
  ])) as { address: Address; context: Hex }[]
  expect(granted?.address).toBe(account)
  expect(approvals.at(-1)).toMatchObject({
    kind: 'permissions',
    grants: [{ kind: 'spend', amount: '10 USDC', per: 'day', contract: usdc.address }],
  })
  const list = async () => {
    const answer = await fetch(`${stack.server.url}/v1/sessions/eip155:${chainId}:${account}`)
    return answer.json()
  }
  expect(await list()).toMatchObject([
    {
      pci: granted?.context,
      signer: key,
      status: 'active',
      limits: [{ token: usdc.address, amount: '10000000', symbol: 'USDC', decimals: 6 }],
    },
  ])
  expect(
    await request('wallet_revokePermissions', [{ permissionContext: granted?.context }]),
  ).toBeNull()
  expect(approvals.at(-1)).toEqual({ kind: 'revokePermissions', chainId, id: granted?.context })
  expect(await list()).toMatchObject([{ pci: granted?.context, status: 'revoked' }])
})
