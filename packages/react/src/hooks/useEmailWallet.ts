import type { EmbeddedWalletState } from '@airlock/core'
import { useAirlockState } from './useAirlockState.js'

/**
 * The e-mail wallet as the modal shows it: whether it is the wallet connected, its e-mail address
 * and account type, and whether its approval is showing.
 *
 * @example
 * import { useEmailWallet } from '@airlock/react'
 * const { connected, email } = useEmailWallet()
 */
export function useEmailWallet(): EmbeddedWalletState {
  return useAirlockState((state) => state.embeddedWallet)
}
