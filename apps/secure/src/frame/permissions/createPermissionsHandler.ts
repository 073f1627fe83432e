import {
  type Address,
  encodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  isAddress,
  parseAbi,
  parseEventLogs,
  type TypedDataDefinition,
  toFunctionSelector,
} from 'viem'
import { z } from 'zod'
import type { ApprovalRequest, SessionGrantLine } from '../approvalRequest.js'

// ERC-7715 in the secure frame: a dapp asks for a session key with limits; the user reads them in
// plain words on the frame's own screen; the account grants them on chain to the devnet's
// SessionKeyValidator (apps/devnet/contracts), which enforces them. Revoking is the owner's
// EIP-712 signature, which the server relays (`POST /v1/sessions/{caipAddress}/revoke`).

const validatorAbi = parseAbi([
  'struct Permission { address target; bytes4 selector; }',
  'struct SpendLimit { address token; uint256 amount; }',
  'function grant(address key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits) returns (bytes32)',
  'event SessionGranted(address indexed account, bytes32 indexed id, address indexed key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits)',
])

const periodNames = { 3600: 'hour', 86400: 'day', 604800: 'week' } as const
const transferSelector = toFunctionSelector('transfer(address,uint256)')

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'an address')
const amount = z.union([z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/), z.number().int().nonnegative()])
const permission = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('erc20-token-periodic'),
    data: z.object({
      tokenAddress: address,
      periodAmount: amount,
      periodDuration: z.number().int().positive(),
      startTime: z.number().int().nonnegative().optional(),
    }),
  }),
  z.object({
    type: z.literal('contract-call'),
    data: z.object({
      address,
      functions: z.array(z.object({ functionName: z.string().regex(/^\w+\(.*\)$/) })).min(1),
    }),
  }),
])
/** `wallet_grantPermissions`' request (ERC-7715), the kinds our validator can enforce. */
const grantRequest = z.object({
  chainId: z.string().regex(/^0x[0-9a-fA-F]+$/),
  address: address.optional(),
  expiry: z.number().int().positive(),
  signer: z.object({
    type: z.enum(['account', 'key']),
    data: z.object({ address }),
  }),
  permissions: z.array(permission).min(1),
})
export type GrantPermissionsRequest = z.infer<typeof grantRequest>

export type PermissionsHandlerParameters = {
  /** The Airlock server (its `/v1/sessions` routes). */
  serverUrl: string
  projectId: string
  /** The chain's SessionKeyValidator; undefined where there is none. */
  validator: (chainId: number) => Address | undefined | Promise<Address | undefined>
  /** The user's smart account on a chain: its address, and one owner-signed operation of calls
   *  that resolves once included, with the operation's logs. */
  smartAccount: (chainId: number) => Promise<{
    address: Address
    sendCalls: (calls: { to: Address; data: Hex }[]) => Promise<{ logs: LogLike[] }>
  }>
  /** A token's symbol and decimals, to say amounts as people read them. */
  readToken: (chainId: number, token: Address) => Promise<{ symbol: string; decimals: number }>
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** The account owner's EIP-712 signature (the frame rebuilds the key for it). */
  signTypedData: (typedData: TypedDataDefinition) => Promise<Hex>
  /** Unix seconds. Defaults to the clock. */
  now?: () => number
  fetch?: typeof fetch
}

type LogLike = { address: Address; topics: [Hex, ...Hex[]] | []; data: Hex }

/** The user said no on the frame's screen (EIP-1193 4001). */
export class PermissionsRejectedError extends Error {
  override name = 'PermissionsRejectedError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * `wallet_grantPermissions` and `wallet_revokePermissions` for the embedded wallet's smart account.
 *
 * @param parameters - Server, chains' validators, the smart account, the approval screen, the key.
 * @returns A handler for the two methods.
 *
 * @example
 * const permissions = createPermissionsHandler({ serverUrl, projectId, validator, smartAccount, readToken, approve, signTypedData })
 * await permissions('wallet_grantPermissions', [request])
 */
export function createPermissionsHandler(parameters: PermissionsHandlerParameters) {
  const { serverUrl, projectId, validator, smartAccount, readToken, approve } = parameters
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const send = parameters.fetch ?? fetch

  async function grant(raw: unknown) {
    const request = grantRequest.parse(raw)
    const chainId = Number(request.chainId)
    const validatorAddress = await validator(chainId)
    if (!validatorAddress)
      throw new Error(`wallet_grantPermissions: no session validator on chain ${chainId}`)
    const policy = toPolicy(request, now())
    const grants = await Promise.all(
      request.permissions.flatMap((entry): Promise<SessionGrantLine>[] => {
        if (entry.type === 'contract-call')
          return entry.data.functions.map(
            async ({ functionName }): Promise<SessionGrantLine> => ({
              kind: 'call',
              functionName: functionName.slice(0, functionName.indexOf('(')),
              contract: getAddress(entry.data.address),
            }),
          )
        return [
          (async () => {
            const token = getAddress(entry.data.tokenAddress)
            const { symbol, decimals } = await readToken(chainId, token)
            return {
              kind: 'spend',
              amount: `${formatUnits(BigInt(entry.data.periodAmount), decimals)} ${symbol}`,
              per: periodNames[policy.period as keyof typeof periodNames] ?? 'total',
              contract: token,
            }
          })(),
        ]
      }),
    )
    if (
      !(await approve({
        kind: 'permissions',
        chainId: String(chainId),
        until: policy.validUntil,
        grants,
      }))
    )
      throw new PermissionsRejectedError()
    const account = await smartAccount(chainId)
    const { logs } = await account.sendCalls([
      {
        to: validatorAddress,
        data: encodeFunctionData({
          abi: validatorAbi,
          functionName: 'grant',
          args: [
            policy.key,
            policy.validAfter,
            policy.validUntil,
            policy.period,
            policy.permissions,
            policy.limits,
          ],
        }),
      },
    ])
    const granted = parseEventLogs({
      abi: validatorAbi,
      logs: logs as never,
      eventName: 'SessionGranted',
    }).find((log) => log.address.toLowerCase() === validatorAddress.toLowerCase())
    if (!granted) throw new Error('wallet_grantPermissions: the operation granted no session')
    return { ...request, address: account.address, context: granted.args.id }
  }

  async function revoke(raw: unknown, chainIdHint: number) {
    const { permissionContext, chainId: requested } = z
      .object({
        permissionContext: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
        chainId: z.string().optional(),
      })
      .parse(raw)
    const chainId = requested ? Number(requested) : chainIdHint
    const validatorAddress = await validator(chainId)
    if (!validatorAddress)
      throw new Error(`wallet_revokePermissions: no session validator on chain ${chainId}`)
    const account = (await smartAccount(chainId)).address
    const id = permissionContext as Hex
    // Ending a session is the user's word too: a page cannot end them behind their back.
    if (!(await approve({ kind: 'revokePermissions', chainId: String(chainId), id })))
      throw new PermissionsRejectedError()
    const signature = await parameters.signTypedData({
      domain: {
        name: 'SessionKeyValidator',
        version: '1',
        chainId,
        verifyingContract: validatorAddress,
      },
      types: {
        RevokeSession: [
          { name: 'account', type: 'address' },
          { name: 'id', type: 'bytes32' },
        ],
      },
      primaryType: 'RevokeSession',
      message: { account, id },
    })
    const response = await send(
      `${serverUrl}/v1/sessions/eip155:${chainId}:${account}/revoke?projectId=${encodeURIComponent(projectId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci: id, signature }),
      },
    )
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      throw new Error(body.message ?? `wallet_revokePermissions failed (${response.status})`)
    }
    return null
  }

  return async (
    method: 'wallet_grantPermissions' | 'wallet_revokePermissions',
    params: unknown[],
    chainId: number,
  ) =>
    method === 'wallet_grantPermissions'
      ? Promise.all(params.map(grant))
      : revoke(params[0], chainId)
}

/** The validator's policy for a request: one spending period for the whole session. */
function toPolicy(request: GrantPermissionsRequest, now: number) {
  const periodic = request.permissions.flatMap((entry) =>
    entry.type === 'erc20-token-periodic' ? [entry] : [],
  )
  const durations = new Set(periodic.map((entry) => entry.data.periodDuration))
  if (durations.size > 1)
    throw new Error('wallet_grantPermissions: one spending period per session')
  const period = periodic[0]?.data.periodDuration ?? 0
  if (period !== 0 && !(period in periodNames))
    throw new Error('wallet_grantPermissions: the period must be an hour, a day or a week')
  const validAfter = Math.min(periodic[0]?.data.startTime ?? now, now)
  if (request.expiry <= now) throw new Error('wallet_grantPermissions: the expiry is in the past')
  const permissions = request.permissions.flatMap((entry) =>
    entry.type === 'contract-call'
      ? entry.data.functions.map(({ functionName }) => ({
          target: getAddress(entry.data.address),
          selector: toFunctionSelector(functionName),
        }))
      : [{ target: getAddress(entry.data.tokenAddress), selector: transferSelector }],
  )
  const limits = periodic.map((entry) => ({
    token: getAddress(entry.data.tokenAddress),
    amount: BigInt(entry.data.periodAmount),
  }))
  return {
    key: getAddress(request.signer.data.address),
    validAfter,
    validUntil: request.expiry,
    period,
    permissions,
    limits,
  }
}
