import type { AirlockStorage } from '../../storage/createStorage.js'
import type { SolanaState } from './types.js'

/** What is remembered of a Solana connection between visits (SPEC §4: stored locally). */
export type StoredSolanaConnection = { wallet: string; address: string; chainId: string }
/** The storage key of the Solana connection, beside eip155's `connection`. */
export const solanaConnectionKey = 'connection.solana'

/**
 * The solana namespace's state before its adapter has loaded: the remembered connection shown as
 * reconnecting (as eip155's is), so a reload does not flash Connect.
 *
 * @example
 * const solana = initialSolanaState(storage, config.solana !== undefined)
 */
export function initialSolanaState(storage: AirlockStorage, configured: boolean): SolanaState {
  const stored = configured ? storage.get<StoredSolanaConnection>(solanaConnectionKey) : undefined
  return {
    ready: false,
    status: stored ? 'reconnecting' : 'disconnected',
    address: stored?.address,
    walletName: stored?.wallet,
    chainId: stored?.chainId as SolanaState['chainId'],
    connectors: [],
  }
}
