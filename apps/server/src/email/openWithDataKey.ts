import { decryptWithKey } from './decryptWithKey.js'
import type { WalletKeys } from './loadWalletKeys.js'
import { walletShareAad } from './walletShareAad.js'

/**
 * Opens one secret stored under a user's data key: unwraps the data key with the KEK, decrypts the
 * secret with it, and overwrites the data key once used.
 *
 * @param parameters - The KEK, the user, the wrapped data key, the ciphertext and its AAD.
 * @returns The secret's bytes.
 * @throws When the KEK is not the one it was sealed under, or the row was changed or moved.
 *
 * @example
 * import { openWithDataKey } from './email/openWithDataKey.js'
 * const share = openWithDataKey({ keys, userId, wrappedDataKey, ciphertext, aad })
 */
export function openWithDataKey({
  keys,
  userId,
  wrappedDataKey,
  ciphertext,
  aad,
}: {
  keys: Pick<WalletKeys, 'kek'>
  userId: number
  wrappedDataKey: string
  ciphertext: string
  aad: string
}): Buffer {
  const dataKey = decryptWithKey(keys.kek, wrappedDataKey, walletShareAad.dataKey(userId))
  try {
    return decryptWithKey(dataKey, ciphertext, aad)
  } finally {
    dataKey.fill(0)
  }
}
