import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

export type EntryPointSimulations = { abi: Abi; deployedBytecode: Hex }

let cached: EntryPointSimulations | undefined

/**
 * EntryPoint v0.8's `EntryPointSimulations` from `@account-abstraction/contracts` (MIT), as
 * snapshotted into `entryPointSimulations.json` (`npm run snapshot:entry-point`): the
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
  // The snapshot ships in src/ (package.json "files"); this resolves to it from src/bundler and
  // from dist/bundler alike.
  const url = new URL('../../src/bundler/entryPointSimulations.json', import.meta.url)
  cached ??= (() => {
    const { abi, deployedBytecode } = JSON.parse(readFileSync(url, 'utf8')) as EntryPointSimulations
    return { abi, deployedBytecode }
  })()
  return cached
}
