import { readManifest, solanaKeys } from '@airlock/devnet'
import type { Page } from '@playwright/test'
import {
  createSolanaTestWalletHandler,
  type SolanaTestKeypair,
  type SolanaTestWallet,
} from './createSolanaTestWalletHandler.js'
import { solanaTestWalletInfo } from './solanaTestWalletInfo.js'
import { solanaTestWalletInpage } from './solanaTestWalletInpage.js'

export type { SolanaTestWallet }

export type InjectSolanaTestWalletParameters = {
  /** The signing key. Defaults to the devnet's Solana demo account `user` (Alice). */
  keypair?: SolanaTestKeypair | undefined
  /** Which devnet Solana demo account signs when no `keypair` is given: 0 Alice … 4 Erin. Defaults to `0`. */
  user?: number | undefined
  /** The cluster it signs for and sends to. Defaults to the devnet manifest's Solana chain. */
  chain?: { caipNetworkId: string; rpcUrl: string } | undefined
  /** How it registers. Defaults to the EVM test wallet's name and icon. */
  info?: Partial<typeof solanaTestWalletInfo> | undefined
}

/**
 * Injects a Wallet Standard Solana wallet into a Playwright page, the way `injectTestWallet`
 * injects the EIP-6963 one: it registers with any Wallet Standard app on the page, signs with a
 * devnet key in Node and sends through the devnet's Solana RPC, and can reject the next request.
 *
 * @param page - Before its first navigation.
 * @returns Controls and a log of what the page asked.
 *
 * @example
 * import { injectSolanaTestWallet } from '@airlock/test-kit'
 * const wallet = await injectSolanaTestWallet(page)
 * await page.goto('/')
 * wallet.rejectNext()
 */
export async function injectSolanaTestWallet(
  page: Page,
  parameters: InjectSolanaTestWalletParameters = {},
): Promise<SolanaTestWallet> {
  const solana = parameters.chain ?? readManifest().solana
  if (!solana) throw new Error('The devnet manifest has no Solana chain')
  const keypair = parameters.keypair ?? solanaKeys().users[parameters.user ?? 0]
  if (!keypair) throw new Error('The devnet has no Solana demo account')
  const binding = '__airlockSolanaTestWalletRequest'
  const emitter = '__airlockSolanaTestWalletEmit'
  type Emitters = Record<string, (event: string) => void>
  const wallet = createSolanaTestWalletHandler({
    keypair,
    rpcUrl: solana.rpcUrl,
    emit: (event) =>
      page.evaluate(([name, e]) => (globalThis as unknown as Emitters)[name]?.(e), [
        emitter,
        event,
      ] as const),
  })
  await page.exposeBinding(
    binding,
    (_source, payload: { method: string; params: Record<string, unknown> }) =>
      wallet.handle(payload),
  )
  await page.addInitScript(solanaTestWalletInpage, {
    binding,
    emitter,
    info: { ...solanaTestWalletInfo, ...parameters.info },
    chains: [solana.caipNetworkId],
    address: keypair.address,
    publicKey: [...keypair.publicKey],
  })
  return {
    address: wallet.address,
    requests: wallet.requests,
    sent: wallet.sent,
    rejectNext: () => wallet.rejectNext(),
    disconnect: () => wallet.disconnect(),
  }
}
