import { type Address, decodeEventLog, type Hex, type Log, toHex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'

/** A transaction receipt as JSON-RPC returns it (hex quantities). */
export type RpcReceipt = { status: Hex; blockHash: Hex; blockNumber: Hex; logs: RpcLog[] } & Record<
  string,
  unknown
>
type RpcLog = { address: Address; topics: Hex[]; data: Hex; logIndex: Hex } & Record<
  string,
  unknown
>

export type OperationOutcome = {
  hash: Hex
  /** ERC-7769's `eth_getUserOperationReceipt` answer. */
  receipt: Record<string, unknown>
}

/**
 * Reads each operation's result out of a bundle's receipt: its `UserOperationEvent` (who paid,
 * gas, success), the revert reason when its call failed, and the logs its call emitted (those
 * after the previous operation's event, or after `BeforeExecution` for the first).
 *
 * @param receipt - The bundle transaction's receipt, raw JSON-RPC.
 * @param entryPoint - The EntryPoint the bundle called.
 * @returns One outcome per operation the EntryPoint reported.
 *
 * @example
 * import { readBundleOutcome } from './readBundleOutcome.js'
 * const outcomes = readBundleOutcome(receipt, entryPoint)
 */
export function readBundleOutcome(receipt: RpcReceipt, entryPoint: Address): OperationOutcome[] {
  const outcomes: OperationOutcome[] = []
  const reasons = new Map<string, Hex>()
  let start = -1
  for (const [index, log] of receipt.logs.entries()) {
    if (log.address.toLowerCase() !== entryPoint.toLowerCase()) continue
    let event: { eventName: string; args: Record<string, unknown> }
    try {
      event = decodeEventLog({
        abi: entryPoint08Abi,
        data: log.data,
        topics: log.topics as [Hex],
      }) as never
    } catch {
      continue
    }
    if (event.eventName === 'BeforeExecution') start = index
    if (event.eventName === 'UserOperationRevertReason')
      reasons.set(String(event.args.userOpHash), event.args.revertReason as Hex)
    if (event.eventName !== 'UserOperationEvent') continue
    const args = event.args as {
      userOpHash: Hex
      sender: Address
      paymaster: Address
      nonce: bigint
      success: boolean
      actualGasCost: bigint
      actualGasUsed: bigint
    }
    const logs = receipt.logs
      .slice(start + 1, index)
      .filter((entry: Log | RpcLog) => entry.address.toLowerCase() !== entryPoint.toLowerCase())
    start = index
    outcomes.push({
      hash: args.userOpHash,
      receipt: {
        userOpHash: args.userOpHash,
        entryPoint,
        sender: args.sender,
        nonce: toHex(args.nonce),
        paymaster: args.paymaster,
        actualGasCost: toHex(args.actualGasCost),
        actualGasUsed: toHex(args.actualGasUsed),
        success: args.success,
        ...(reasons.has(args.userOpHash) ? { reason: reasons.get(args.userOpHash) } : {}),
        logs,
        receipt,
      },
    })
  }
  return outcomes
}
