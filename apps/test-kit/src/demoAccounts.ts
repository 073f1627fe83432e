import { readManifest } from '@airlock/devnet'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/**
 * The devnet's demo accounts (anvil's default-mnemonic accounts #1–#5) as viem local accounts
 * that can sign, with the label the manifest gives each.
 *
 * @returns One entry per demo account, in manifest order.
 *
 * @example
 * import { demoAccounts } from '@airlock/test-kit'
 * const [alice] = demoAccounts()
 * await alice.account.signMessage({ message: 'hello' })
 */
export function demoAccounts(): { label: string; account: HDAccount }[] {
  const manifest = readManifest()
  return manifest.accounts.map(({ index, label }) => ({
    label,
    account: mnemonicToAccount(manifest.mnemonic, { addressIndex: index }),
  }))
}
