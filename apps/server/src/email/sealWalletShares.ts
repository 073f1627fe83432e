import { randomBytes } from 'node:crypto'
import { encryptWithKey } from './encryptWithKey.js'
import type { WalletKeys } from './loadWalletKeys.js'
import { walletShareAad } from './walletShareAad.js'

export type SealWalletSharesParameters = {
  keys: Pick<WalletKeys, 'kek'>
  userId: number
  /** The wallet's address; bound into each ciphertext with the user id. */
  address: string
  /** The auth share's bytes. Overwritten with zeros here once sealed. */
  authShare: Uint8Array
  /**
   * The recovery share as the secure origin sealed it to its own recovery key (base64url of
   * `{ v, epk, iv, ct }`): opaque to the server, which has no key to open it.
   */
  recoveryShare: string
}

/** What the database keeps of a wallet's two server-side shares. */
export type SealedWalletShares = {
  /** The auth share under the user's data key (AES-256-GCM). */
  authShare: string
  /** The data key under the KEK (AES-256-GCM). */
  wrappedDataKey: string
  /** The sealed recovery share, under the user's data key too (AES-256-GCM). */
  recoveryShare: string
}

/**
 * Encrypts a wallet's auth share and sealed recovery share for storage, under envelope encryption:
 * a fresh random data key per user encrypts both, and the KEK wraps that key, so the KEK can be
 * rotated by rewrapping data keys, and a leaked data key exposes one user. Each ciphertext is
 * bound (as AES-GCM additional data) to its purpose, the user and the address, so a ciphertext
 * copied to another row or column does not decrypt. The recovery share arrives sealed to the
 * secure origin's recovery key, which the server does not have: the server can open the auth
 * share only, never two shares. The plaintext auth share and the data key are overwritten once
 * used.
 *
 * @param parameters - The KEK, owner and the two shares.
 * @returns The sealed values.
 *
 * @example
 * import { sealWalletShares } from './email/sealWalletShares.js'
 * const sealed = sealWalletShares({ keys, userId, address, authShare, recoveryShare })
 */
export function sealWalletShares({
  keys,
  userId,
  address,
  authShare,
  recoveryShare,
}: SealWalletSharesParameters): SealedWalletShares {
  const dataKey = randomBytes(32)
  try {
    return {
      authShare: encryptWithKey(dataKey, authShare, walletShareAad.authShare(userId, address)),
      wrappedDataKey: encryptWithKey(keys.kek, dataKey, walletShareAad.dataKey(userId)),
      recoveryShare: encryptWithKey(
        dataKey,
        Buffer.from(recoveryShare, 'utf8'),
        walletShareAad.recoveryShare(userId, address),
      ),
    }
  } finally {
    dataKey.fill(0)
    authShare.fill(0)
  }
}
