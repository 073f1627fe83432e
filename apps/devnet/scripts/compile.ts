/**
 * Build step: compiles the Solidity sources in `contracts/` with the `solc` npm package and writes
 * one `artifacts/<Contract>.json` per contract (abi + creation bytecode only). It also snapshots
 * Multicall3's creation bytecode from viem into `artifacts/Multicall3.json`. The start path only
 * reads these JSON files; it never runs solc.
 *
 * Run with `npm run compile -w @airlock/devnet`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import { multicall3Abi } from 'viem'
import { accountAbstractionPackage, extractPublishedPackage } from './extractPublishedPackage.ts'

const require = createRequire(import.meta.url)
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = join(root, 'contracts')
const artifactsDir = join(root, 'artifacts')

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >
}

const sources = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
)

const input = {
  language: 'Solidity',
  sources,
  settings: {
    // anvil runs the latest hardfork; cancun keeps the bytecode valid on any recent EVM chain.
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

// The paymaster extends the ERC-4337 package's BasePaymaster. That package is not a dependency (its
// own dependencies' licences are not OSI-approved): its sources are read from its tarball.
const accountAbstraction = extractPublishedPackage(accountAbstractionPackage)
const accountAbstractionPrefix = '@account-abstraction/contracts/'
const started = Date.now()
const output = JSON.parse(
  solc.compile(JSON.stringify(input), {
    import: (path: string) => {
      try {
        const file = path.startsWith(accountAbstractionPrefix)
          ? join(accountAbstraction.dir, path.slice(accountAbstractionPrefix.length))
          : require.resolve(path)
        return { contents: readFileSync(file, 'utf8') }
      } catch {
        return { error: `Cannot find ${path}` }
      }
    },
  }),
) as SolcOutput
accountAbstraction.remove()

const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
for (const message of output.errors ?? []) console.error(message.formattedMessage)
if (errors.length > 0) process.exit(1)

for (const file of Object.keys(sources)) {
  for (const [name, contract] of Object.entries(output.contracts?.[file] ?? {})) {
    // Interfaces have no bytecode: nothing to deploy, no artifact.
    if (contract.evm.bytecode.object === '') continue
    const artifact = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    writeFileSync(join(artifactsDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`artifacts/${name}.json (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
  }
}

// Multicall3 (https://github.com/mds1/multicall, MIT) as shipped inside viem. The file is a private
// viem path, so its bytes are snapshotted here at build time rather than imported at run time.
const viemRoot = dirname(require.resolve('viem/package.json'))
const { multicall3Bytecode } = (await import(
  pathToFileURL(join(viemRoot, '_esm/constants/contracts.js')).href
)) as { multicall3Bytecode: `0x${string}` }
const multicall3 = {
  _comment:
    'Multicall3 by Matt Solomon et al. (https://github.com/mds1/multicall, MIT). Creation bytecode copied at build time from viem (MIT), viem/_esm/constants/contracts.js; the devnet places its runtime code at the canonical 0xcA11bde05977b3631167028862bE2a173976CA11. The abi is the subset viem exports (aggregate3, getEthBalance, getCurrentBlockTimestamp).',
  abi: multicall3Abi,
  bytecode: multicall3Bytecode,
}
writeFileSync(join(artifactsDir, 'Multicall3.json'), `${JSON.stringify(multicall3, null, 2)}\n`)
console.log(`artifacts/Multicall3.json (from viem)`)
console.log(`compiled in ${Date.now() - started} ms`)
