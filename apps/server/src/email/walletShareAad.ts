/**
 * The associated data each stored wallet secret is encrypted with: it binds the ciphertext to its
 * kind, its user and its address, so a value moved to another column or row does not open.
 * Sealing and opening read the same strings from here.
 *
 * @example
 * import { walletShareAad } from './email/walletShareAad.js'
 * encryptWithKey(kek, dataKey, walletShareAad.dataKey(7))
 */
export const walletShareAad = {
  dataKey: (userId: number) => `airlock data key v1 user ${userId}`,
  authShare: (userId: number, address: string) =>
    `airlock auth share v1 user ${userId} address ${address.toLowerCase()}`,
  recoveryShare: (userId: number, address: string) =>
    `airlock sealed recovery share v2 user ${userId} address ${address.toLowerCase()}`,
} as const
