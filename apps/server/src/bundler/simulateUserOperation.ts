import {
  type Address,
  type Client,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type StateOverride,
  zeroAddress,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { call } from 'viem/actions'
import { bundlerErrorCodes, UserOperationRejectedError } from '../errors/bundler.js'
import { describeSessionError } from '../permissions/sessionKeyValidator.js'
import { entryPointSimulations } from './entryPointSimulations.js'
import { unpackValidationData, type ValidationData } from './unpackValidationData.js'

export type SimulateUserOperationParameters = {
  entryPoint: Address
  operation: UserOperation<'0.8'>
  /** Give the sender this much ETH for the call (estimation, before it is funded). */
  senderBalance?: bigint
}

export type SimulateUserOperationReturnType = {
  /** Gas used before execution: validation, account creation and `preVerificationGas`. */
  preOpGas: bigint
  /** What the operation paid, in wei, at its fee. */
  paid: bigint
  account: ValidationData
  paymaster: ValidationData
}

/**
 * Runs a user operation through EntryPoint v0.8's `simulateHandleOp` in one `eth_call` (the
 * simulation code put at the EntryPoint's address): validation, account creation, payment and the
 * call itself, against the chain's latest state. Signature and time-range results come back as
 * data, so estimation can run with a stub signature; the caller decides what to refuse.
 *
 * @param client - A viem client of the chain.
 * @param parameters - EntryPoint, operation, optional balance override.
 * @returns Gas and validation results.
 * @throws {UserOperationRejectedError} When the EntryPoint refuses it (`FailedOp`: `AAxx …`).
 *
 * @example
 * import { simulateUserOperation } from './simulateUserOperation.js'
 * const { preOpGas, account } = await simulateUserOperation(client, { entryPoint, operation })
 */
export async function simulateUserOperation(
  client: Client,
  { entryPoint, operation, senderBalance }: SimulateUserOperationParameters,
): Promise<SimulateUserOperationReturnType> {
  const { abi, deployedBytecode } = entryPointSimulations()
  const stateOverride: StateOverride = [{ address: entryPoint, code: deployedBytecode }]
  if (senderBalance !== undefined)
    stateOverride.push({ address: operation.sender, balance: senderBalance })
  const data = encodeFunctionData({
    abi,
    functionName: 'simulateHandleOp',
    args: [toPackedUserOperation(operation), zeroAddress, '0x'],
  })
  let result: Hex | undefined
  try {
    ;({ data: result } = await call(client, {
      to: entryPoint,
      data,
      stateOverride,
      // Simulation ignores the block's gas price; a cap keeps a runaway operation cheap to refuse.
      gas: 30_000_000n,
    }))
  } catch (error) {
    throw toRejection(error, abi)
  }
  const decoded = decodeFunctionResult({
    abi,
    functionName: 'simulateHandleOp',
    data: result ?? '0x',
  }) as {
    preOpGas: bigint
    paid: bigint
    accountValidationData: bigint
    paymasterValidationData: bigint
  }
  return {
    preOpGas: decoded.preOpGas,
    paid: decoded.paid,
    account: unpackValidationData(decoded.accountValidationData),
    paymaster: unpackValidationData(decoded.paymasterValidationData),
  }
}

function toRejection(error: unknown, abi: readonly unknown[]): unknown {
  const revert = revertData(error)
  if (!revert || revert === '0x') return error
  let name: string
  let args: readonly unknown[]
  try {
    ;({ errorName: name, args = [] } = decodeErrorResult({ abi: abi as never, data: revert }) as {
      errorName: string
      args?: readonly unknown[]
    })
  } catch {
    return error
  }
  if (name !== 'FailedOp' && name !== 'FailedOpWithRevert') return error
  const reason = String(args[1])
  const inner = name === 'FailedOpWithRevert' ? (args[2] as Hex) : undefined
  // A session key's operation outside its permissions: the validator's error, named.
  const session = inner && inner !== '0x' ? describeSessionError(inner) : undefined
  return new UserOperationRejectedError({
    code: rejectionCode(reason),
    message: session
      ? `${reason}: ${session}`
      : inner && inner !== '0x'
        ? `${reason} (revert data ${inner})`
        : reason,
    ...(inner ? { data: { revertData: inner } } : {}),
  })
}

/** The revert data somewhere in a viem error's causes (the node's `error.data`). */
function revertData(error: unknown): Hex | undefined {
  let current: unknown = error
  while (current instanceof Error) {
    const data = (current as { data?: unknown }).data
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex
    if (typeof data === 'object' && data !== null) {
      const inner = (data as { data?: unknown }).data
      if (typeof inner === 'string' && inner.startsWith('0x')) return inner as Hex
    }
    current = current.cause
  }
  return undefined
}

/** The ERC-7769 code for an EntryPoint `FailedOp` reason (`AA24 signature error` → -32507). */
function rejectionCode(reason: string): number {
  const code = reason.slice(0, 4)
  if (code === 'AA24' || code === 'AA34') return bundlerErrorCodes.signature
  if (code === 'AA22' || code === 'AA32') return bundlerErrorCodes.timeRange
  if (code.startsWith('AA3')) return bundlerErrorCodes.paymasterValidation
  return bundlerErrorCodes.accountValidation
}
