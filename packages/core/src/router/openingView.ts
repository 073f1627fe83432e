import type { View } from './views.js'

export type OpeningViewParameters = {
  /** A view the dapp asked for; it wins over every rule. */
  view?: View | undefined
  /** Whether an account is connected. */
  connected: boolean
  /** Whether any chain adapter (eip155, solana…) is configured. */
  hasAdapters: boolean
  /** Whether the visitor is on a phone or tablet. */
  mobile: boolean
}

/**
 * The view the modal opens on (SPEC §2): a forced view; else, with no adapters and no account,
 * AllWallets on mobile and the WalletConnect QR code elsewhere; else Account when connected;
 * else Connect.
 *
 * @example
 * import { openingView } from '@airlock/core'
 * openingView({ connected: true, hasAdapters: true, mobile: false }) // 'Account'
 */
export function openingView({ view, connected, hasAdapters, mobile }: OpeningViewParameters): View {
  if (view) return view
  if (!hasAdapters && !connected) return mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return connected ? 'Account' : 'Connect'
}
