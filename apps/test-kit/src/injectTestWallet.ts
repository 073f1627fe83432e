import { readManifest } from '@airlock/devnet'
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  createTestWalletHandler,
  type TestWallet,
  type TestWalletChain,
  type TestWalletHandler,
  testWalletControls,
} from './createTestWalletHandler.js'
import { demoAccounts } from './demoAccounts.js'
import { testWalletInfo } from './testWalletInfo.js'
import { testWalletInpage } from './testWalletInpage.js'

export type { TestWallet, TestWalletChain }

export type InjectTestWalletParameters = {
  /** The signing key. Defaults to demo account #1's. */
  privateKey?: Hex | undefined
  /** Chains the wallet knows. Defaults to the devnet manifest's chains. */
  chains?: TestWalletChain[] | undefined
  /** The chain it starts on. Defaults to the first chain. */
  chainId?: number | undefined
  /** How it announces itself over EIP-6963. */
  info?: Partial<{ uuid: string; name: string; icon: string; rdns: string }> | undefined
}

/**
 * Injects an EIP-6963 browser wallet into a Playwright page: an EIP-1193 provider backed by a
 * devnet private key that really signs and sends through the devnet, with switches to reject
 * the next request or sit on a chain the dapp does not know.
 *
 * @param page - Before its first navigation.
 * @returns Controls and a log of what the page asked.
 *
 * @example
 * import { injectTestWallet } from '@airlock/test-kit'
 * const wallet = await injectTestWallet(page)
 * await page.goto('/')
 * wallet.rejectNext()
 */
export async function injectTestWallet(
  page: Page,
  parameters: InjectTestWalletParameters = {},
): Promise<TestWallet> {
  const account = parameters.privateKey
    ? privateKeyToAccount(parameters.privateKey)
    : privateKeyFromDemo()
  const binding = '__airlockTestWalletRequest'
  const emitter = '__airlockTestWalletEmit'
  type Emitters = Record<string, (event: string, data: unknown) => void>
  const wallet: TestWalletHandler = createTestWalletHandler({
    account,
    chains: parameters.chains ?? readManifest().chains,
    chainId: parameters.chainId,
    emit: (event, data) =>
      page.evaluate(([name, e, d]) => (globalThis as unknown as Emitters)[name]?.(e, d), [
        emitter,
        event,
        data,
      ] as const),
  })

  await page.exposeBinding(binding, (_source, payload: { method: string; params: unknown[] }) =>
    wallet.handle(payload),
  )
  await page.addInitScript(testWalletInpage, {
    binding,
    emitter,
    info: { ...testWalletInfo, ...parameters.info },
  })

  return testWalletControls(wallet)
}

function privateKeyFromDemo() {
  const demo = demoAccounts()[0]?.account
  if (!demo) throw new Error('The devnet manifest has no demo account')
  const key = demo.getHdKey().privateKey
  if (!key) throw new Error('The demo account has no private key')
  return privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`)
}
