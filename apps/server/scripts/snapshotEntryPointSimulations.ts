/**
 * Build step: snapshots EntryPoint v0.8's `EntryPointSimulations` (ABI and runtime bytecode) from
 * the `@account-abstraction/contracts` dev dependency into `src/bundler/entryPointSimulations.json`,
 * which the bundler reads at run time. The package stays a dev dependency: its own dependencies
 * (Uniswap v3, not OSI-licensed) never reach the server's production install.
 *
 * Run with `npm run snapshot:entry-point -w @airlock/server` after changing that dependency.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const path = require.resolve('@account-abstraction/contracts/artifacts/EntryPointSimulations.json')
const { version } = require('@account-abstraction/contracts/package.json') as { version: string }
const { abi, deployedBytecode } = JSON.parse(readFileSync(path, 'utf8')) as {
  abi: unknown[]
  deployedBytecode: string
}
const snapshot = {
  _comment: `EntryPointSimulations of @account-abstraction/contracts ${version} (MIT, eth-infinitism/account-abstraction), unmodified: ABI and runtime bytecode copied at build time by scripts/snapshotEntryPointSimulations.ts. The bundler places it at the EntryPoint's address in eth_call state overrides; it is never deployed.`,
  abi,
  deployedBytecode,
}
const target = new URL('../src/bundler/entryPointSimulations.json', import.meta.url)
writeFileSync(target, `${JSON.stringify(snapshot, null, 2)}\n`)
console.log(
  `src/bundler/entryPointSimulations.json (${(deployedBytecode.length - 2) / 2} bytes of runtime)`,
)
