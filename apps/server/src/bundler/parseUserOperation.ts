import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { formatUserOperation, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { BundlerRpcError, bundlerErrorCodes } from '../errors/bundler.js'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity')
const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected an address')

/** An EntryPoint v0.8 user operation as ERC-7769 sends it (gas fields optional for estimation). */
const rpcUserOperation = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional().nullable(),
  factoryData: hex.optional().nullable(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymaster: address.optional().nullable(),
  paymasterVerificationGasLimit: quantity.optional().nullable(),
  paymasterPostOpGasLimit: quantity.optional().nullable(),
  paymasterData: hex.optional().nullable(),
  signature: hex,
})

const gasFields = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/**
 * Reads a user operation from JSON-RPC params into viem's shape (bigints), with every gas field
 * present: those a request for estimation leaves out are 0.
 *
 * @param value - The first param of `eth_sendUserOperation` or `eth_estimateUserOperationGas`.
 * @param parameters.requireGas - Refuse an operation without every gas field (for sending).
 * @returns The operation; factory and paymaster fields only when present.
 * @throws {BundlerRpcError} -32602 naming the first bad field.
 *
 * @example
 * import { parseUserOperation } from './parseUserOperation.js'
 * const operation = parseUserOperation(params[0], { requireGas: true })
 */
export function parseUserOperation(
  value: unknown,
  { requireGas }: { requireGas: boolean },
): UserOperation<'0.8'> {
  const parsed = rpcUserOperation.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BundlerRpcError({
      code: bundlerErrorCodes.invalidParams,
      message:
        `Invalid user operation: ${issue?.path.join('.') || 'value'} ${issue?.message ?? ''}`.trim(),
    })
  }
  const rpc = parsed.data
  if (requireGas)
    for (const field of gasFields)
      if (rpc[field] === undefined)
        throw new BundlerRpcError({
          code: bundlerErrorCodes.invalidParams,
          message: `Invalid user operation: ${field} is required`,
        })
  const operation = formatUserOperation({
    sender: rpc.sender as Address,
    nonce: rpc.nonce as Hex,
    callData: rpc.callData as Hex,
    signature: rpc.signature as Hex,
    callGasLimit: (rpc.callGasLimit ?? '0x0') as Hex,
    verificationGasLimit: (rpc.verificationGasLimit ?? '0x0') as Hex,
    preVerificationGas: (rpc.preVerificationGas ?? '0x0') as Hex,
    maxFeePerGas: (rpc.maxFeePerGas ?? '0x0') as Hex,
    maxPriorityFeePerGas: (rpc.maxPriorityFeePerGas ?? '0x0') as Hex,
  }) as UserOperation<'0.8'>
  // formatUserOperation leaves zero quantities as they came ('0x0'): make every one a bigint.
  for (const field of gasFields) operation[field] = BigInt(rpc[field] ?? 0)
  const result: UserOperation<'0.8'> = { ...operation, sender: getAddress(rpc.sender) }
  if (rpc.factory) {
    result.factory = getAddress(rpc.factory)
    result.factoryData = (rpc.factoryData ?? '0x') as Hex
  }
  if (rpc.paymaster) {
    result.paymaster = getAddress(rpc.paymaster)
    result.paymasterVerificationGasLimit = BigInt(rpc.paymasterVerificationGasLimit ?? 0)
    result.paymasterPostOpGasLimit = BigInt(rpc.paymasterPostOpGasLimit ?? 0)
    result.paymasterData = (rpc.paymasterData ?? '0x') as Hex
  }
  return result
}
