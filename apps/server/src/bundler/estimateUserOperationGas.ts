import type { Address, Client } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { call, getCode } from 'viem/actions'
import { BundlerRpcError, bundlerErrorCodes } from '../errors/bundler.js'
import { computePreVerificationGas } from './computePreVerificationGas.js'
import { simulateUserOperation } from './simulateUserOperation.js'

export type EstimateUserOperationGasReturnType = {
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  paymasterVerificationGasLimit?: bigint
  paymasterPostOpGasLimit?: bigint
}

// Limits of the probe simulation: generous, so the probe itself never runs short.
const probeVerificationGas = 3_000_000n
const probeCallGas = 5_000_000n
const probePaymasterGas = 1_000_000n
/** EntryPoint v0.8 charges 10% of unused call and postOp gas beyond this much. */
const penaltyThreshold = 40_000n

/**
 * ERC-7769 `eth_estimateUserOperationGas` in one simulation: the operation runs through
 * `simulateHandleOp` with generous limits at a fee of 1 wei per gas, so `paid` is the gas it used.
 * Validation gas is `preOpGas` less `preVerificationGas`; execution gas is solved from `paid`
 * and EntryPoint v0.8's 10% penalty on unused call gas. Signatures may be stubs (their failure is
 * data in a simulation). Margins: validation ×1.5, call ×1.2 + 10,000.
 *
 * @param client - A viem client of the chain.
 * @param parameters - EntryPoint and operation (gas fields may be 0).
 * @returns The gas fields to put in the operation.
 * @throws {UserOperationRejectedError} When validation fails for another reason than a signature.
 * @throws {BundlerRpcError} -32521 when the operation's call reverts.
 *
 * @example
 * import { estimateUserOperationGas } from './estimateUserOperationGas.js'
 * const gas = await estimateUserOperationGas(client, { entryPoint, operation })
 */
export async function estimateUserOperationGas(
  client: Client,
  { entryPoint, operation }: { entryPoint: Address; operation: UserOperation<'0.8'> },
): Promise<EstimateUserOperationGasReturnType> {
  const postOpGas = operation.paymaster ? (operation.paymasterPostOpGasLimit ?? 0n) : 0n
  const probe: UserOperation<'0.8'> = {
    ...operation,
    verificationGasLimit: probeVerificationGas,
    callGasLimit: probeCallGas,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    ...(operation.paymaster
      ? { paymasterVerificationGasLimit: probePaymasterGas, paymasterPostOpGasLimit: postOpGas }
      : {}),
  }
  probe.preVerificationGas = computePreVerificationGas(probe)
  const [simulation] = await Promise.all([
    simulateUserOperation(client, {
      entryPoint,
      operation: probe,
      // An account not funded yet can still be estimated.
      ...(operation.paymaster ? {} : { senderBalance: 10n ** 24n }),
    }),
    checkCall(client, entryPoint, operation),
  ])
  const validationGas = simulation.preOpGas - probe.preVerificationGas
  const limit = probeCallGas + postOpGas
  const spent = simulation.paid - simulation.preOpGas
  // paid − preOpGas = E + (limit − E) / 10 when more than the threshold is left unused.
  let executionGas = (10n * spent - limit) / 9n
  if (limit - executionGas <= penaltyThreshold) executionGas = spent
  const verificationGasLimit = (validationGas * 3n) / 2n
  return {
    preVerificationGas: (computePreVerificationGas(operation) * 11n) / 10n,
    verificationGasLimit,
    callGasLimit: (executionGas * 6n) / 5n + 10_000n,
    ...(operation.paymaster
      ? { paymasterVerificationGasLimit: verificationGasLimit, paymasterPostOpGasLimit: postOpGas }
      : {}),
  }
}

/** An account already deployed: does its call revert? (A new one is checked by the simulation only.) */
async function checkCall(client: Client, entryPoint: Address, operation: UserOperation<'0.8'>) {
  const code = await getCode(client, { address: operation.sender })
  if (!code || code === '0x') return
  try {
    await call(client, { account: entryPoint, to: operation.sender, data: operation.callData })
  } catch (error) {
    throw new BundlerRpcError({
      code: bundlerErrorCodes.executionReverted,
      message: `Execution reverted: the operation's call fails (${(error as Error).message.split('\n')[0]})`,
    })
  }
}
