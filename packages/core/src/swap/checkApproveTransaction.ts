import type { ConvertApproveResponse } from '@airlock/protocol'
import { decodeFunctionData, erc20Abi, isAddressEqual } from 'viem'
import { SwapApprovalBuildError } from '../errors/swap.js'
import { evmAddressOf } from './evmAddressOf.js'
import type { SwapTransaction } from './types.js'

export type CheckApproveTransactionParameters = {
  /** The transaction as `GET /v1/convert/build-approve` answered it. */
  tx: ConvertApproveResponse['tx']
  /** The account that approves. */
  owner: `0x${string}`
  /** The token contract being approved. */
  token: `0x${string}`
  /** Base units the swap sells: the approval must be for exactly this much. */
  amount: bigint
}

/**
 * Checks an approval the server built before the wallet sees it (security bar 32): from the
 * account, to the token, no value, and `approve(spender, amount)` for exactly the amount sold.
 * Throws `SwapApprovalBuildError` ('Failed to create approval transaction') otherwise.
 *
 * @param parameters - The built transaction and what it must be.
 * @returns The transaction to send, and the spender it approves (the router).
 *
 * @example
 * import { checkApproveTransaction } from '@airlock/core'
 * const { transaction, spender } = checkApproveTransaction({ tx, owner, token: usdc, amount: 5_000_000n })
 */
export function checkApproveTransaction({
  tx,
  owner,
  token,
  amount,
}: CheckApproveTransactionParameters): { transaction: SwapTransaction; spender: `0x${string}` } {
  const refuse = (details: string) => {
    throw new SwapApprovalBuildError({ details })
  }
  const to = evmAddressOf(tx.to)
  const from = evmAddressOf(tx.from)
  if (!to || !isAddressEqual(to, token)) return refuse(`It is addressed to ${tx.to}, not ${token}.`)
  if (from && !isAddressEqual(from, owner)) return refuse(`It is sent from ${tx.from}.`)
  if (BigInt(tx.value) !== 0n) return refuse('It sends value along.')
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` })
  } catch {
    return refuse('Its data is not an ERC-20 call.')
  }
  if (call.functionName !== 'approve') return refuse(`It calls ${call.functionName}, not approve.`)
  const [spender, value] = call.args
  if (value !== amount) return refuse(`It approves ${value}, not the ${amount} sold.`)
  return {
    transaction: { to, data: tx.data as `0x${string}`, value: 0n, gas: BigInt(tx.eip155.gas) },
    spender,
  }
}
