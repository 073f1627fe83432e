import type { WalletKeys } from './loadWalletKeys.js'
import { openWithDataKey } from './openWithDataKey.js'
import type { SealedWalletShares } from './sealWalletShares.js'
import { walletShareAad } from './walletShareAad.js'

/**
 * Decrypts a stored auth share (`sealWalletShares`): unwraps the user's data key with the KEK,
 * then the share with it. The data key is overwritten once used; overwrite the share once sent.
 *
 * @param parameters - The KEK, the owner and the sealed values.
 * @returns The auth share's bytes.
 * @throws When the KEK is not the one it was sealed under, or the row was changed or moved.
 *
 * @example
 * import { openAuthShare } from './email/openAuthShare.js'
 * const share = openAuthShare({ keys, userId, address, sealed: wallet })
 */
export function openAuthShare({
  keys,
  userId,
  address,
  sealed,
}: {
  keys: Pick<WalletKeys, 'kek'>
  userId: number
  address: string
  sealed: Pick<SealedWalletShares, 'authShare' | 'wrappedDataKey'>
}): Buffer {
  return openWithDataKey({
    keys,
    userId,
    wrappedDataKey: sealed.wrappedDataKey,
    ciphertext: sealed.authShare,
    aad: walletShareAad.authShare(userId, address),
  })
}
