import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  createTestWalletHandler,
  type TestWallet,
  type TestWalletChain,
  testWalletControls,
} from './createTestWalletHandler.js'
import { testWalletInfo } from './testWalletInfo.js'
import { testWalletInpage } from './testWalletInpage.js'

export { testWalletInfo }

export type InstallTestWalletParameters = {
  /** The signing key. */
  privateKey: Hex
  /** Chains the wallet knows. */
  chains: TestWalletChain[]
  /** The chain it starts on. Defaults to the first chain. */
  chainId?: number | undefined
  /** How it announces itself over EIP-6963. */
  info?: Partial<typeof testWalletInfo> | undefined
}

export type InstalledTestWallet = TestWallet & {
  /** Stops announcing the wallet to pages that ask for providers. */
  uninstall(): void
}

let installed = 0

/**
 * Installs the test wallet in the DOM a unit test runs in (happy-dom, jsdom): the same EIP-1193
 * provider and EIP-6963 announcement as `injectTestWallet` gives a Playwright page, answered in
 * the same process by the same handler.
 *
 * @param parameters - The key, the chains, and how it announces itself.
 * @returns Controls, a log of what the page asked, and `uninstall`.
 *
 * @example
 * import { installTestWallet } from '@airlock/test-kit'
 * const wallet = installTestWallet({ privateKey, chains: [{ chainId: 31337, rpcUrl }] })
 * // … connect to 'Airlock Test Wallet' …
 * wallet.uninstall()
 */
export function installTestWallet(parameters: InstallTestWalletParameters): InstalledTestWallet {
  const account = privateKeyToAccount(parameters.privateKey)
  installed += 1
  // Names of their own: an emitter, once defined on the page, cannot be replaced.
  const binding = `__airlockTestWalletRequest${installed}`
  const emitter = `__airlockTestWalletEmit${installed}`
  const page = globalThis as unknown as Record<string, unknown>
  const wallet = createTestWalletHandler({
    account,
    chains: parameters.chains,
    chainId: parameters.chainId,
    emit: (event, data) => {
      ;(page[emitter] as ((event: string, data: unknown) => void) | undefined)?.(event, data)
      return undefined
    },
  })
  page[binding] = (payload: { method: string; params: unknown[] }) => wallet.handle(payload)
  const stop = testWalletInpage({
    binding,
    emitter,
    info: { ...testWalletInfo, ...parameters.info },
  })
  return {
    ...testWalletControls(wallet),
    uninstall() {
      stop()
      delete page[binding]
    },
  }
}
