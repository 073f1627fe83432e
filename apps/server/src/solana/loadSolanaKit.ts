type SolanaKit = typeof import('@solana/kit')

let loading: Promise<SolanaKit> | undefined

/**
 * `@solana/kit`, imported on first use: a server without a Solana chain never loads it.
 *
 * @returns The module.
 *
 * @example
 * import { loadSolanaKit } from './solana/loadSolanaKit.js'
 * const { createSolanaRpc } = await loadSolanaKit()
 */
export function loadSolanaKit(): Promise<SolanaKit> {
  loading ??= import('@solana/kit')
  return loading
}
