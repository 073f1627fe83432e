import type { Address, Client } from 'viem'
import { entryPoint08Abi, type UserOperation } from 'viem/account-abstraction'
import { getBlock, readContract } from 'viem/actions'
import {
  BundlerRpcError,
  bundlerErrorCodes,
  UserOperationRejectedError,
} from '../errors/bundler.js'
import { computePreVerificationGas } from './computePreVerificationGas.js'
import { simulateUserOperation } from './simulateUserOperation.js'

/** The most verification gas one operation may ask for (validation must stay cheap to simulate). */
const maxVerificationGas = 5_000_000n
/** An operation must stay valid at least this long after it is accepted (ERC-7562: 30 s). */
const minValiditySeconds = 30
/** ERC-7562's minimum unstake delay for a staked entity. */
const minUnstakeDelaySeconds = 86_400

/**
 * Checks an operation before the bundler accepts it, and again before it bundles it: the static
 * rules (gas fields, fees against the base fee, `preVerificationGas`), then a full simulation
 * against the latest state (nonce, signature, deployment, prefund, paymaster), then the results'
 * time ranges, and that a paymaster is staked. What it enforces is listed in the server README
 * ("Bundler: the rules enforced").
 *
 * @param client - A viem client of the chain.
 * @param parameters - EntryPoint and operation.
 * @throws {BundlerRpcError} With the ERC-7769 code of the first rule broken.
 *
 * @example
 * import { validateUserOperation } from './validateUserOperation.js'
 * await validateUserOperation(client, { entryPoint, operation })
 */
export async function validateUserOperation(
  client: Client,
  { entryPoint, operation }: { entryPoint: Address; operation: UserOperation<'0.8'> },
): Promise<void> {
  const invalid = (message: string) =>
    new BundlerRpcError({ code: bundlerErrorCodes.invalidParams, message })
  if (operation.verificationGasLimit > maxVerificationGas)
    throw invalid(
      `verificationGasLimit ${operation.verificationGasLimit} is above ${maxVerificationGas}`,
    )
  const least = computePreVerificationGas(operation)
  if (operation.preVerificationGas < least)
    throw invalid(
      `preVerificationGas too low: ${operation.preVerificationGas} given, at least ${least} needed`,
    )
  if (operation.maxPriorityFeePerGas > operation.maxFeePerGas)
    throw invalid('maxPriorityFeePerGas is above maxFeePerGas')
  const block = await getBlock(client, { blockTag: 'latest' })
  if (block.baseFeePerGas !== null && operation.maxFeePerGas < block.baseFeePerGas)
    throw invalid(
      `maxFeePerGas ${operation.maxFeePerGas} is below the base fee ${block.baseFeePerGas}`,
    )

  const { account, paymaster } = await simulateUserOperation(client, { entryPoint, operation })
  if (account.signatureFailed) throw rejected(bundlerErrorCodes.signature, 'AA24 signature error')
  if (paymaster.signatureFailed) throw rejected(bundlerErrorCodes.signature, 'AA34 signature error')
  if (account.aggregator)
    throw rejected(-32506, `Aggregator ${account.aggregator} is not supported`)
  const now = Number(block.timestamp)
  for (const [who, data, code] of [
    ['account', account, 'AA22'],
    ['paymaster', paymaster, 'AA32'],
  ] as const) {
    if (data.validAfter > now)
      throw rejected(
        bundlerErrorCodes.timeRange,
        `${code} not due: the ${who} accepts it from ${data.validAfter}`,
      )
    if (data.validUntil < now)
      throw rejected(
        bundlerErrorCodes.timeRange,
        `${code} expired: the ${who} accepted it until ${data.validUntil}`,
      )
    if (data.validUntil < now + minValiditySeconds)
      throw rejected(
        bundlerErrorCodes.timeRange,
        `${code} expires too soon: the ${who} accepts it until ${data.validUntil}`,
      )
  }
  if (operation.paymaster) {
    const info = await readContract(client, {
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getDepositInfo',
      args: [operation.paymaster],
    })
    if (!info.staked || info.unstakeDelaySec < minUnstakeDelaySeconds)
      throw rejected(
        bundlerErrorCodes.stake,
        `Paymaster ${operation.paymaster} is not staked (at least ${minUnstakeDelaySeconds} s unstake delay)`,
      )
  }
}

function rejected(code: number, message: string) {
  return new UserOperationRejectedError({ code, message })
}
