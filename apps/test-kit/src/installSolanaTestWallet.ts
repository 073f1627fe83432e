import {
  createSolanaTestWalletHandler,
  type SolanaTestKeypair,
  type SolanaTestWallet,
} from './createSolanaTestWalletHandler.js'
import { randomSolanaKeypair } from './randomSolanaKeypair.js'
import { solanaTestWalletInfo } from './solanaTestWalletInfo.js'
import { solanaTestWalletInpage } from './solanaTestWalletInpage.js'

export type InstallSolanaTestWalletParameters = {
  /** Wallet Standard chain ids it announces (`solana:<genesis hash prefix>`). */
  chains: string[]
  /** Where it sends transactions. */
  rpcUrl: string
  /** The signing key. Defaults to a new random one. */
  keypair?: SolanaTestKeypair | undefined
  info?: Partial<typeof solanaTestWalletInfo> | undefined
}

export type InstalledSolanaTestWallet = SolanaTestWallet & {
  /** Unregisters the wallet, as an extension turned off does. */
  uninstall(): void
}

let installed = 0

/**
 * Installs the Solana test wallet in the DOM a unit test runs in (happy-dom, jsdom): the same
 * Wallet Standard registration as `injectSolanaTestWallet` gives a Playwright page, answered in
 * the same process by the same handler.
 *
 * @param parameters - The chains, the RPC, and optionally the key.
 * @returns Controls, a log of what the page asked, and `uninstall`.
 *
 * @example
 * import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
 * const wallet = installSolanaTestWallet({ chains: ['solana:A7Ch…'], rpcUrl })
 * wallet.uninstall()
 */
export function installSolanaTestWallet(
  parameters: InstallSolanaTestWalletParameters,
): InstalledSolanaTestWallet {
  const keypair = parameters.keypair ?? randomSolanaKeypair()
  installed += 1
  const binding = `__airlockSolanaTestWalletRequest${installed}`
  const emitter = `__airlockSolanaTestWalletEmit${installed}`
  const page = globalThis as unknown as Record<string, unknown>
  const wallet = createSolanaTestWalletHandler({
    keypair,
    rpcUrl: parameters.rpcUrl,
    emit: (event) => {
      ;(page[emitter] as ((event: string) => void) | undefined)?.(event)
      return undefined
    },
  })
  page[binding] = (payload: { method: string; params: Record<string, unknown> }) =>
    wallet.handle(payload)
  const stop = solanaTestWalletInpage({
    binding,
    emitter,
    info: { ...solanaTestWalletInfo, ...parameters.info },
    chains: parameters.chains,
    address: keypair.address,
    publicKey: [...keypair.publicKey],
  })
  return {
    address: wallet.address,
    requests: wallet.requests,
    sent: wallet.sent,
    rejectNext: () => wallet.rejectNext(),
    disconnect: () => wallet.disconnect(),
    uninstall() {
      stop()
      delete page[binding]
    },
  }
}
