import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

// The calls of the account kinds the paymaster can read: SimpleAccount's (v0.8) and any account
// with the same `execute` / `executeBatch` (ERC-4337's BaseAccount).
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/**
 * The contracts a user operation's `callData` calls: the `target` of `execute`, or every call of
 * `executeBatch`.
 *
 * @param callData - The operation's `callData`.
 * @returns Lower-case addresses, or `undefined` when the call is of a kind this cannot read.
 *
 * @example
 * import { readCallTargets } from './readCallTargets.js'
 * readCallTargets(operation.callData) // ['0x5fbd…']
 */
export function readCallTargets(callData: Hex): Address[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    if (decoded.functionName === 'execute') return [decoded.args[0].toLowerCase() as Address]
    return decoded.args[0].map((call) => call.target.toLowerCase() as Address)
  } catch {
    return undefined
  }
}
