// @vitest-environment happy-dom
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  parseAbi,
  parseAbiParameters,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test, vi } from 'vitest'
import type { ApprovalRequest } from '../approvalRequest.js'
import { showApproval } from '../showApproval.js'
import { createPermissionsHandler, PermissionsRejectedError } from './createPermissionsHandler.js'

const usdc: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const validator: Address = '0x8915f178beE2085eFa039429A0a6D7129511d367'
const account: Address = '0xADD14c5b7e9bDB92cCf252651be206C7bf18D823'
const sessionKey = privateKeyToAccount(generatePrivateKey()).address
const owner = privateKeyToAccount(generatePrivateKey())
const now = 1_800_000_000
const id: Hex = `0x${'ab'.repeat(32)}`
const abi = parseAbi([
  'struct Permission { address target; bytes4 selector; }',
  'struct SpendLimit { address token; uint256 amount; }',
  'function grant(address key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits) returns (bytes32)',
  'event SessionGranted(address indexed account, bytes32 indexed id, address indexed key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits)',
])

/** 10 USDC a day for a week, as a dapp asks for it. */
const tenUsdcADay = {
  chainId: '0x7a69',
  expiry: now + 7 * 86_400,
  signer: { type: 'key', data: { address: sessionKey } },
  permissions: [
    {
      type: 'erc20-token-periodic',
      data: { tokenAddress: usdc, periodAmount: '0x989680', periodDuration: 86_400 },
    },
  ],
}

function setup(answer: (request: ApprovalRequest) => Promise<boolean>) {
  const sent: { to: Address; data: Hex }[][] = []
  const posted: { url: string; body: unknown }[] = []
  const handler = createPermissionsHandler({
    serverUrl: 'http://server.test',
    projectId: 'p1',
    validator: (chainId) => (chainId === 31337 ? validator : undefined),
    smartAccount: async () => ({
      address: account,
      sendCalls: async (calls) => {
        sent.push(calls)
        // The SessionGranted log the validator emits for this grant.
        const topics = encodeEventTopics({
          abi,
          eventName: 'SessionGranted',
          args: { account, id, key: sessionKey },
        }) as [Hex, ...Hex[]]
        const data = encodeAbiParameters(
          parseAbiParameters('uint48, uint48, uint48, (address, bytes4)[], (address, uint256)[]'),
          [now, now + 1, 86_400, [], []],
        )
        return { logs: [{ address: validator, topics, data }] }
      },
    }),
    readToken: async () => ({ symbol: 'USDC', decimals: 6 }),
    approve: answer,
    signTypedData: (typedData) => owner.signTypedData(typedData as never),
    now: () => now,
    fetch: (async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify({ transactionHash: `0x${'12'.repeat(32)}` }))
    }) as typeof fetch,
  })
  return { handler, sent, posted }
}

test('the frame says the grant in plain words; approved, the account grants it on chain and the dapp gets its context', async () => {
  const { handler, sent } = setup((request) =>
    showApproval({ document, request, requester: 'http://localhost:3000', locale: 'en' }),
  )
  const granted = handler('wallet_grantPermissions', [tenUsdcADay], 31337)
  await vi.waitFor(() =>
    expect(document.querySelector('.approval-permissions')?.textContent).toMatch(
      new RegExp(`^May spend up to 10 USDC per day on ${usdc} until .*2027`),
    ),
  )
  expect(document.querySelector('.approval-title')?.textContent).toBe('Grant this session?')
  document.querySelector<HTMLButtonElement>('.approval-approve')?.click()
  expect(await granted).toEqual([{ ...tenUsdcADay, address: account, context: id }])
  const [calls] = sent
  expect(calls?.map((call) => call.to)).toEqual([validator])
  const { args } = decodeFunctionData({ abi, data: calls?.[0]?.data ?? '0x' })
  expect(args).toEqual([
    sessionKey,
    now,
    now + 7 * 86_400,
    86_400,
    [{ target: usdc, selector: '0xa9059cbb' }],
    [{ token: usdc, amount: 10_000_000n }],
  ])
})

test('in German, and a contract call as its own line', async () => {
  let shown: ApprovalRequest | undefined
  const { handler } = setup(async (request) => {
    shown = request
    return false
  })
  const request = {
    ...tenUsdcADay,
    permissions: [
      ...tenUsdcADay.permissions,
      {
        type: 'contract-call',
        data: { address: usdc, functions: [{ functionName: 'approve(address,uint256)' }] },
      },
    ],
  }
  await expect(handler('wallet_grantPermissions', [request], 31337)).rejects.toBeInstanceOf(
    PermissionsRejectedError,
  )
  if (!shown) throw new Error('nothing shown')
  void showApproval({ document, request: shown, requester: 'http://localhost:3000', locale: 'de' })
  await vi.waitFor(() =>
    expect(
      [...document.querySelectorAll('.approval-permissions li')].map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^Darf bis .* bis zu 10 USDC pro Tag bei ${usdc} ausgeben$`),
      ),
      expect.stringMatching(new RegExp(`^Darf bis .* approve bei ${usdc} aufrufen$`)),
    ]),
  )
  document.querySelector<HTMLButtonElement>('.approval-reject')?.click()
})

test('refused without asking: a chain without the validator, a period the screen cannot name, an expiry in the past', async () => {
  const approve = vi.fn(async () => true)
  const { handler } = setup(approve)
  await expect(
    handler('wallet_grantPermissions', [{ ...tenUsdcADay, chainId: '0x1' }], 1),
  ).rejects.toThrow('no session validator on chain 1')
  const odd = {
    ...tenUsdcADay,
    permissions: [
      {
        ...tenUsdcADay.permissions[0],
        data: { ...tenUsdcADay.permissions[0]?.data, periodDuration: 1000 },
      },
    ],
  }
  await expect(handler('wallet_grantPermissions', [odd], 31337)).rejects.toThrow(
    'an hour, a day or a week',
  )
  await expect(
    handler('wallet_grantPermissions', [{ ...tenUsdcADay, expiry: now - 1 }], 31337),
  ).rejects.toThrow('the expiry is in the past')
  expect(approve).not.toHaveBeenCalled()
})

test("wallet_revokePermissions: the owner's EIP-712 RevokeSession goes to the server's revoke route", async () => {
  const { handler, posted } = setup(async () => true)
  expect(await handler('wallet_revokePermissions', [{ permissionContext: id }], 31337)).toBeNull()
  const [request] = posted
  expect(request?.url).toBe(
    `http://server.test/v1/sessions/eip155:31337:${account}/revoke?projectId=p1`,
  )
  const body = request?.body as { pci: Hex; signature: Hex }
  expect(body.pci).toBe(id)
  expect(
    await verifyTypedData({
      address: owner.address,
      domain: {
        name: 'SessionKeyValidator',
        version: '1',
        chainId: 31337,
        verifyingContract: validator,
      },
      types: {
        RevokeSession: [
          { name: 'account', type: 'address' },
          { name: 'id', type: 'bytes32' },
        ],
      },
      primaryType: 'RevokeSession',
      message: { account, id },
      signature: body.signature,
    }),
  ).toBe(true)
})

test('wallet_revokePermissions asks first: "Revoke this session?" with its id; refused, nothing is signed or sent', async () => {
  const { handler, posted } = setup((request) =>
    showApproval({ document, request, requester: 'http://localhost:3000', locale: 'en' }),
  )
  const revoked = handler('wallet_revokePermissions', [{ permissionContext: id }], 31337)
  await vi.waitFor(() =>
    expect(document.querySelector('.approval-title')?.textContent).toBe('Revoke this session?'),
  )
  expect(document.querySelector('.approval-revoke')?.textContent).toBe(
    'Its key will no longer be able to act for your account.',
  )
  expect(document.querySelector('.approval .approval-address')?.textContent).toBe(id)
  document.querySelector<HTMLButtonElement>('.approval-reject')?.click()
  await expect(revoked).rejects.toBeInstanceOf(PermissionsRejectedError)
  expect(posted).toEqual([])
})
