/**
 * Snapshots the ERC-4337 contracts the devnet and the bundler use from the published
 * `@account-abstraction/contracts` package (MIT, eth-infinitism/account-abstraction), unmodified:
 * - `apps/devnet/artifacts/{EntryPoint,SimpleAccountFactory,SimpleAccount}.json` (ABI and creation
 *   bytecode; the devnet deploys them through the deterministic deployer, at their canonical
 *   addresses);
 * - `apps/server/src/bundler/entryPointSimulations.json` (ABI and runtime bytecode; the bundler
 *   places it at the EntryPoint's address in `eth_call` state overrides).
 *
 * The package is fetched with `npm pack` and only these files are read: it is not a dependency, so
 * its own dependencies (Uniswap v3, under a licence that is not OSI-approved) are never installed.
 *
 * Run with `npm run snapshot:account-abstraction` after changing `accountAbstractionPackage`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  accountAbstractionPackage,
  extractPublishedPackage,
} from '../apps/devnet/scripts/extractPublishedPackage.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const source = `${accountAbstractionPackage.replace(/@(?=[^@]*$)/, ' ')} (MIT, eth-infinitism/account-abstraction)`

type Artifact = { abi: unknown[]; bytecode: string; deployedBytecode: string }

const published = extractPublishedPackage(accountAbstractionPackage)
try {
  const read = (name: string) =>
    JSON.parse(readFileSync(join(published.dir, 'artifacts', `${name}.json`), 'utf8')) as Artifact
  const write = (path: string, value: object) =>
    writeFileSync(join(root, path), `${JSON.stringify(value, null, 2)}\n`)

  for (const name of ['EntryPoint', 'SimpleAccountFactory', 'SimpleAccount']) {
    const { abi, bytecode } = read(name)
    write(`apps/devnet/artifacts/${name}.json`, {
      _comment: `${name} of ${source}, unmodified: ABI and creation bytecode copied by scripts/snapshotAccountAbstraction.ts.`,
      abi,
      bytecode,
    })
    console.log(`apps/devnet/artifacts/${name}.json`)
  }
  const { abi, deployedBytecode } = read('EntryPointSimulations')
  write('apps/server/src/bundler/entryPointSimulations.json', {
    _comment: `EntryPointSimulations of ${source}, unmodified: ABI and runtime bytecode copied by scripts/snapshotAccountAbstraction.ts. The bundler places it at the EntryPoint's address in eth_call state overrides; it is never deployed.`,
    abi,
    deployedBytecode,
  })
  console.log('apps/server/src/bundler/entryPointSimulations.json')
} finally {
  published.remove()
}
