import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

export type EntryPointSimulations = { abi: Abi; deployedBytecode: Hex }

let cached: EntryPointSimulations | undefined

/**
 * EntryPoint v0.8's `EntryPointSimulations` from `@account-abstraction/contracts` (MIT): the
 * EntryPoint plus `simulateValidation` and `simulateHandleOp`. It is never deployed; the bundler
 * puts its runtime code at the EntryPoint's address for one `eth_call` (a state override), so
 * validation runs against the real EntryPoint's storage (nonces, deposits, stakes).
 *
 * @returns Its ABI and runtime bytecode, read once per process.
 *
 * @example
 * import { entryPointSimulations } from './entryPointSimulations.js'
 * const { abi, deployedBytecode } = entryPointSimulations()
 */
export function entryPointSimulations(): EntryPointSimulations {
  cached ??= (() => {
    const { abi, deployedBytecode } =
      require('@account-abstraction/contracts/artifacts/EntryPointSimulations.json') as EntryPointSimulations
    return { abi, deployedBytecode }
  })()
  return cached
}
