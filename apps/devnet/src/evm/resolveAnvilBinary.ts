import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

// @foundry-rs/anvil ships one optional dependency per platform; its bin.mjs wrapper would cost an
// extra Node process, so the devnet spawns the native binary itself.
const packages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Finds the anvil executable installed by `@foundry-rs/anvil` for this platform.
 *
 * @param platform - Defaults to `process.platform`.
 * @param arch - Defaults to `process.arch`.
 * @returns Absolute path of the binary.
 * @throws {Error} If the platform has no package or it was not installed (`--omit=optional`).
 *
 * @example
 * import { resolveAnvilBinary } from './resolveAnvilBinary.js'
 * resolveAnvilBinary() // …/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil
 */
export function resolveAnvilBinary(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const key = `${platform}-${arch}`
  const name = packages[key]
  if (!name) throw new Error(`anvil has no prebuilt binary for ${key}`)
  const file = platform === 'win32' ? 'bin/anvil.exe' : 'bin/anvil'
  try {
    return require.resolve(`${name}/${file}`)
  } catch (cause) {
    throw new Error(
      `${name} is not installed; reinstall without --omit=optional (npm install @foundry-rs/anvil)`,
      { cause },
    )
  }
}
