import type { EmbeddedWalletState } from '../adapters/embedded/types.js'

/**
 * The e-mail wallet's state before anything is known: not connected, nothing approving.
 *
 * @example
 * import { initialEmbeddedWalletState } from '@airlock/core'
 * store.setState({ embeddedWallet: initialEmbeddedWalletState() })
 */
export function initialEmbeddedWalletState(): EmbeddedWalletState {
  return {
    connected: false,
    email: undefined,
    accountType: undefined,
    socialProvider: undefined,
    socialUsername: undefined,
    social: { status: 'idle' },
    farcaster: { status: 'idle' },
    approving: false,
    notice: undefined,
  }
}
