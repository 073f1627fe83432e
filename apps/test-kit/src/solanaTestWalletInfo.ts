import { testWalletInfo } from './testWalletInfo.js'

/**
 * How the Solana test wallet registers over the Wallet Standard: the EVM test wallet's name and
 * icon, so a page given both sees one wallet in two namespaces.
 */
export const solanaTestWalletInfo = {
  name: testWalletInfo.name,
  // The Wallet Standard wants a data: URL with base64.
  icon: `data:image/svg+xml;base64,${Buffer.from(decodeURIComponent(testWalletInfo.icon.slice('data:image/svg+xml,'.length))).toString('base64')}`,
}
