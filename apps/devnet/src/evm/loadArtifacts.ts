import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

export type Artifact = { abi: Abi; bytecode: Hex }

export type DevnetArtifacts = {
  devToken: Artifact
  devCollection: Artifact
  devSmartAccount: Artifact
  devIdRegistry: Artifact
  devKeyRegistry: Artifact
  ensRegistry: Artifact
  offchainResolver: Artifact
  universalResolver: Artifact
  multicall3: Artifact
  verifyingPaymaster: Artifact
  entryPoint: Artifact
  simpleAccountFactory: Artifact
  simpleAccount: Artifact
  sessionKeyValidator: Artifact
  sessionAccountFactory: Artifact
  sessionAccount: Artifact
  weth9: Artifact
  uniswapV2Factory: Artifact
  uniswapV2Router02: Artifact
}

let cached: DevnetArtifacts | undefined

/**
 * The creation bytecode and ABI of every contract the devnet deploys. Ours come from
 * `artifacts/` (built by `npm run compile`); WETH9 and Uniswap V2 are the published builds of
 * `@uniswap/v2-periphery` and `@uniswap/v2-core`, used unmodified (Router02 embeds the init-code
 * hash of exactly that Pair bytecode); EntryPoint v0.8, SimpleAccountFactory and SimpleAccount are
 * those of `@account-abstraction/contracts`, unmodified, snapshotted into `artifacts/` by
 * `npm run snapshot:account-abstraction`, so CREATE2 puts them at their canonical addresses.
 *
 * @returns The artifacts, read once per process.
 *
 * @example
 * import { loadArtifacts } from './loadArtifacts.js'
 * const { uniswapV2Router02 } = loadArtifacts()
 */
export function loadArtifacts(): DevnetArtifacts {
  cached ??= {
    devToken: ours('DevToken'),
    devCollection: ours('DevCollection'),
    devSmartAccount: ours('DevSmartAccount'),
    devIdRegistry: ours('DevIdRegistry'),
    devKeyRegistry: ours('DevKeyRegistry'),
    ensRegistry: ours('EnsRegistry'),
    offchainResolver: ours('OffchainResolver'),
    universalResolver: ours('UniversalResolver'),
    multicall3: ours('Multicall3'),
    verifyingPaymaster: ours('VerifyingPaymaster'),
    entryPoint: ours('EntryPoint'),
    simpleAccountFactory: ours('SimpleAccountFactory'),
    simpleAccount: ours('SimpleAccount'),
    sessionKeyValidator: ours('SessionKeyValidator'),
    sessionAccountFactory: ours('SessionAccountFactory'),
    sessionAccount: ours('SessionAccount'),
    weth9: published('@uniswap/v2-periphery/build/WETH9.json'),
    uniswapV2Factory: published('@uniswap/v2-core/build/UniswapV2Factory.json'),
    uniswapV2Router02: published('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
  return cached
}

// `src/evm/` and the built `dist/evm/` sit at the same depth below the package root.
function ours(name: string): Artifact {
  const url = new URL(`../../artifacts/${name}.json`, import.meta.url)
  const { abi, bytecode } = JSON.parse(readFileSync(url, 'utf8')) as Artifact
  return { abi, bytecode }
}

function published(path: string): Artifact {
  const { abi, bytecode } = require(path) as { abi: Abi; bytecode: string }
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}
