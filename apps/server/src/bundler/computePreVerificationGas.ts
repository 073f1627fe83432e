import { encodeAbiParameters, type Hex, hexToBytes } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** The intrinsic gas of the bundle transaction, charged in full to each operation (bundles of one). */
const transactionGas = 21_000n
/** What the EntryPoint spends on one operation outside its gas limits (loops, events, payment). */
const perOperationGas = 18_300n
/** Per 32-byte word of the packed operation: the cost of copying it around. */
const perWordGas = 4n
const zeroByteGas = 4n
const nonZeroByteGas = 16n

const packedUserOperationType = [
  {
    type: 'tuple',
    components: [
      { name: 'sender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'initCode', type: 'bytes' },
      { name: 'callData', type: 'bytes' },
      { name: 'accountGasLimits', type: 'bytes32' },
      { name: 'preVerificationGas', type: 'uint256' },
      { name: 'gasFees', type: 'bytes32' },
      { name: 'paymasterAndData', type: 'bytes' },
      { name: 'signature', type: 'bytes' },
    ],
  },
] as const

/**
 * The least `preVerificationGas` the bundler accepts for an operation: what putting it on chain
 * costs that no gas limit covers — its calldata (4 gas a zero byte, 16 a non-zero one, 4 a word),
 * the EntryPoint's per-operation overhead and a whole transaction's 21,000 (the bundler may send
 * it alone). A signature shorter than 65 bytes (a stub) is counted as 65 non-zero bytes.
 *
 * @param operation - The operation, gas fields as they will be sent.
 * @returns Gas.
 *
 * @example
 * import { computePreVerificationGas } from './computePreVerificationGas.js'
 * const least = computePreVerificationGas(operation)
 */
export function computePreVerificationGas(operation: UserOperation<'0.8'>): bigint {
  const signature: Hex =
    operation.signature.length < 132 ? `0x${'ff'.repeat(65)}` : operation.signature
  const encoded = encodeAbiParameters(packedUserOperationType, [
    toPackedUserOperation({ ...operation, signature }),
  ])
  const bytes = hexToBytes(encoded)
  let calldata = 0n
  for (const byte of bytes) calldata += byte === 0 ? zeroByteGas : nonZeroByteGas
  const words = BigInt(Math.ceil(bytes.length / 32))
  return transactionGas + perOperationGas + calldata + words * perWordGas
}
