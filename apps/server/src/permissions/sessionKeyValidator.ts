import {
  type Address,
  concat,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'

/**
 * The part of the devnet's `SessionKeyValidator` (apps/devnet/contracts) the server and its
 * clients use: granting and revoking a session, reading it back, its events and its errors.
 */
export const sessionKeyValidatorAbi = parseAbi([
  'struct Permission { address target; bytes4 selector; }',
  'struct SpendLimit { address token; uint256 amount; }',
  'struct Session { address key; uint48 validAfter; uint48 validUntil; uint48 period; bool revoked; bytes32 policyHash; }',
  'struct Usage { uint48 periodIndex; uint208 spent; }',
  'function grant(address key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits) returns (bytes32)',
  'function revoke(bytes32 id)',
  'function revokeFor(address account, bytes32 id, bytes ownerSignature)',
  'function sessionId(address account, address key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits) pure returns (bytes32)',
  'function getSession(bytes32 id, address account) view returns (Session)',
  'function getUsage(bytes32 id, address token, address account) view returns (Usage)',
  'event SessionGranted(address indexed account, bytes32 indexed id, address indexed key, uint48 validAfter, uint48 validUntil, uint48 period, Permission[] permissions, SpendLimit[] limits)',
  'event SessionRevoked(address indexed account, bytes32 indexed id)',
  'error InvalidSession()',
  'error SessionExists(bytes32 id)',
  'error UnknownSession(bytes32 id)',
  'error SessionRevokedError(bytes32 id)',
  'error PolicyMismatch(bytes32 id)',
  'error CallNotPermitted(address target, bytes4 selector)',
  'error SpendLimitExceeded(address token, uint256 limit, uint256 wouldSpend)',
  'error NativeValueNotPermitted(uint256 value)',
  'error StalePeriod(uint48 periodIndex, uint48 current)',
  'error PeriodOutOfRange(uint48 periodIndex)',
  'error UnsupportedCallData(bytes4 selector)',
  'error NotAccountOwner(address signer)',
])

/**
 * The EIP-712 message an account's owner signs to revoke one of its sessions (relayed by the
 * server to `SessionKeyValidator.revokeFor`).
 *
 * @param parameters - The chain, the validator, the account and the session's id.
 * @returns Typed data for `signTypedData`.
 *
 * @example
 * await owner.signTypedData(revokeSessionTypedData({ chainId, validator, account, id }))
 */
export function revokeSessionTypedData({
  chainId,
  validator,
  account,
  id,
}: {
  chainId: number
  validator: Address
  account: Address
  id: Hex
}) {
  return {
    domain: { name: 'SessionKeyValidator', version: '1', chainId, verifyingContract: validator },
    types: {
      RevokeSession: [
        { name: 'account', type: 'address' },
        { name: 'id', type: 'bytes32' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { account, id },
  } as const
}

/** The prefix of a session-signed operation's signature (`SessionKeyValidator.SESSION_MAGIC`). */
const sessionSignatureMagic: Hex = '0x5e551047'

export type SessionPolicy = {
  /** The session key's address. */
  key: Address
  /** Unix seconds. */
  validAfter: number
  validUntil: number
  /** Seconds in a spending period (from `validAfter`); 0: one period for the whole session. */
  period: number
  permissions: readonly { target: Address; selector: Hex }[]
  limits: readonly { token: Address; amount: bigint }[]
}

/**
 * The account's call that grants a session (`SessionKeyValidator.grant`).
 *
 * @param policy - Key, window, period, permissions and limits.
 * @returns The call data, for the account to call the validator with.
 *
 * @example
 * encodeGrantSession({ key, validAfter, validUntil, period: 86_400, permissions, limits })
 */
export function encodeGrantSession(policy: SessionPolicy): Hex {
  return encodeFunctionData({
    abi: sessionKeyValidatorAbi,
    functionName: 'grant',
    args: [
      policy.key,
      policy.validAfter,
      policy.validUntil,
      policy.period,
      policy.permissions,
      policy.limits,
    ],
  })
}

/**
 * The signature of a session-signed user operation: the magic prefix, then the session, the
 * spending period it belongs to, the policy and the key's signature over the operation's hash.
 *
 * @param parameters - The session's id, the period index, its policy and the key's signature.
 * @returns The operation's `signature`.
 *
 * @example
 * encodeSessionSignature({ id, periodIndex: 0, policy, keySignature })
 */
export function encodeSessionSignature({
  id,
  periodIndex,
  policy,
  keySignature,
}: {
  id: Hex
  periodIndex: number
  policy: Pick<SessionPolicy, 'permissions' | 'limits'>
  keySignature: Hex
}): Hex {
  return concat([
    sessionSignatureMagic,
    encodeAbiParameters(
      parseAbiParameters(
        'bytes32, uint48, (address target, bytes4 selector)[], (address token, uint256 amount)[], bytes',
      ),
      [id, periodIndex, policy.permissions, policy.limits, keySignature],
    ),
  ])
}

/**
 * The spending period a session-signed operation sent at `now` belongs to. After the session's end
 * it is the last period, whose window ends with the session: the EntryPoint then refuses the
 * operation as expired (AA22).
 *
 * @param policy - The session's window and period.
 * @param now - Unix seconds (the chain's latest block).
 * @returns The period's index (0 when the session has one period).
 *
 * @example
 * sessionPeriodIndex({ validAfter: 0, validUntil: 604_800, period: 86_400 }, 90_000) // 1
 */
export function sessionPeriodIndex(
  policy: Pick<SessionPolicy, 'validAfter' | 'validUntil' | 'period'>,
  now: number,
): number {
  if (policy.period === 0 || now <= policy.validAfter) return 0
  const last = Math.floor((policy.validUntil - 1 - policy.validAfter) / policy.period)
  return Math.min(Math.floor((now - policy.validAfter) / policy.period), last)
}

/**
 * A session validator's revert, in words: `SpendLimitExceeded(token 0x…, limit 10000000, would
 * spend 25000000)`; undefined when the data is not one of its errors.
 *
 * @param data - Revert data from the account's validation.
 * @returns The error's name and arguments.
 *
 * @example
 * describeSessionError('0x…') // 'CallNotPermitted(target 0x…, selector 0xa9059cbb)'
 */
export function describeSessionError(data: Hex): string | undefined {
  try {
    const { errorName, args = [] } = decodeErrorResult({ abi: sessionKeyValidatorAbi, data })
    const item = sessionKeyValidatorAbi.find(
      (entry) => entry.type === 'error' && entry.name === errorName,
    ) as { inputs: readonly { name?: string }[] } | undefined
    const described = (args as readonly unknown[]).map(
      (value, index) => `${item?.inputs[index]?.name ?? index} ${String(value)}`,
    )
    return `${errorName}(${described.join(', ')})`
  } catch {
    return undefined
  }
}
