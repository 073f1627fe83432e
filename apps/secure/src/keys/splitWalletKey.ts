import { split } from 'shamir-secret-sharing'
import { type Address, bytesToHex, type Hex, hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { InvalidWalletKeyError } from '../errors/keys.js'

/** A wallet key split 2-of-3, and the address every two of the shares must rebuild. */
export type SplitWalletKeyReturnType = {
  /** Kept in the secure origin's storage on this device. */
  device: Hex
  /** Kept by the Airlock server, under envelope encryption. */
  auth: Hex
  /** Kept for recovery, encrypted to the recovery key. */
  recovery: Hex
  /** The key's address, EIP-55 checksummed: what a rebuild is checked against. */
  address: Address
}

/**
 * Splits a wallet key 2-of-3 with Shamir's secret sharing (the audited `shamir-secret-sharing`,
 * over GF(2⁸)): any two shares rebuild the key, one alone says nothing about it. Each share is
 * 33 bytes, the key's 32 plus its x coordinate. The copy of the key made here is wiped; the
 * caller wipes its own.
 *
 * @param key - The private key, from `generateWalletKey`.
 * @returns The device, auth and recovery shares (`0x`-hex) and the address.
 * @throws {InvalidWalletKeyError} When `key` is not a valid secp256k1 private key.
 *
 * @example
 * import { generateWalletKey } from './keys/generateWalletKey.js'
 * import { splitWalletKey } from './keys/splitWalletKey.js'
 * const { device, auth, recovery, address } = await splitWalletKey(generateWalletKey())
 */
export async function splitWalletKey(key: Hex): Promise<SplitWalletKeyReturnType> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(key))
    throw new InvalidWalletKeyError({ reason: 'expected 0x and 64 hexadecimal digits' })
  let address: Address
  try {
    address = privateKeyToAddress(key)
  } catch (cause) {
    throw new InvalidWalletKeyError({ reason: `not a secp256k1 private key (${String(cause)})` })
  }
  const secret = hexToBytes(key)
  try {
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new Error('shamir-secret-sharing made fewer shares')
    const shares = {
      device: bytesToHex(device),
      auth: bytesToHex(auth),
      recovery: bytesToHex(recovery),
    }
    for (const share of [device, auth, recovery]) share.fill(0)
    return { ...shares, address }
  } finally {
    secret.fill(0)
  }
}
