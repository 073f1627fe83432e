import type { WalletKeys } from './loadWalletKeys.js'
import { openWithDataKey } from './openWithDataKey.js'
import type { SealedWalletShares } from './sealWalletShares.js'
import { walletShareAad } from './walletShareAad.js'

/**
 * Decrypts a stored recovery share (`sealWalletShares`): unwraps the user's data key with the
 * KEK, then the share with it. What comes out is the share as the secure origin sealed it to its
 * own recovery key, which the server cannot open: only the secure origin's backend can, for
 * "automatic recovery". The data key is overwritten once used.
 *
 * @param parameters - The KEK, the owner and the sealed values.
 * @returns The sealed recovery share (base64url of `{ v, epk, iv, ct }`).
 * @throws When the KEK is not the one it was sealed under, or the row was changed or moved.
 *
 * @example
 * import { openRecoveryShare } from './email/openRecoveryShare.js'
 * const sealedShare = openRecoveryShare({ keys, userId, address, sealed: wallet })
 */
export function openRecoveryShare({
  keys,
  userId,
  address,
  sealed,
}: {
  keys: Pick<WalletKeys, 'kek'>
  userId: number
  address: string
  sealed: Pick<SealedWalletShares, 'recoveryShare' | 'wrappedDataKey'>
}): string {
  return openWithDataKey({
    keys,
    userId,
    wrappedDataKey: sealed.wrappedDataKey,
    ciphertext: sealed.recoveryShare,
    aad: walletShareAad.recoveryShare(userId, address),
  }).toString('utf8')
}
