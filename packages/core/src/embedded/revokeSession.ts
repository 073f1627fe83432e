import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type RevokeSessionParameters = {
  /** The session's permission context (`pci`, from `listSessions`). */
  pci: `0x${string}`
  /** The chain it was granted on. */
  chainId: number
}

export type RevokeSessionErrorType = GetEmailWalletErrorType | Error

/**
 * Revokes one of the e-mail wallet's ERC-7715 sessions: `wallet_revokePermissions` to the
 * frame, which shows "Revoke this session?" on its own screen (the ApproveTransaction view opens
 * over the current one), then signs the owner's EIP-712 `RevokeSession` for the server to relay
 * on chain: from then on the validator refuses the session's key.
 *
 * @param airlock - The client.
 * @param parameters - The session and its chain.
 * @returns Once revoked on chain; rejects with a user rejection (4001) when the person says no.
 *
 * @example
 * import { revokeSession } from '@airlock/core'
 * await revokeSession(airlock, { pci: '0xab…', chainId: 31337 })
 */
export async function revokeSession(
  airlock: Airlock,
  { pci, chainId }: RevokeSessionParameters,
): Promise<void> {
  const provider = (await (await getEmailWallet(airlock)).getProvider()) as {
    request(request: { method: string; params: unknown[] }): Promise<unknown>
  }
  await provider.request({
    method: 'wallet_revokePermissions',
    params: [{ permissionContext: pci, chainId: `0x${chainId.toString(16)}` }],
  })
}
