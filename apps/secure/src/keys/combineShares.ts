import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, type Hex, hexToBytes, isAddressEqual } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { InvalidWalletShareError, WalletShareMismatchError } from '../errors/keys.js'

/**
 * Rebuilds a wallet key from two of its three shares, then checks it: the key must derive
 * `expectedAddress`, or it is wiped and `WalletShareMismatchError` thrown. The library cannot tell
 * a corrupted share (it rebuilds some other number), so this check is what catches one, and no
 * signature is ever made with a wrong key. Intermediate bytes are wiped; the returned key is a
 * string, which JavaScript cannot wipe: use it for one signature and drop it.
 *
 * @param a - One share, `0x`-hex (33 bytes).
 * @param b - Another share of the same key.
 * @param expectedAddress - The wallet's stored address.
 * @returns The private key.
 * @throws {InvalidWalletShareError} When a share is malformed or both are the same share.
 * @throws {WalletShareMismatchError} When the rebuilt key does not derive `expectedAddress`.
 *
 * @example
 * import { combineShares } from './keys/combineShares.js'
 * import { privateKeyToAccount } from 'viem/accounts'
 * const account = privateKeyToAccount(await combineShares(device, auth, address))
 */
export async function combineShares(a: Hex, b: Hex, expectedAddress: Address): Promise<Hex> {
  const shares = [a, b].map((share) => {
    if (!/^0x[0-9a-fA-F]{66}$/.test(share))
      throw new InvalidWalletShareError({ reason: 'expected 0x and 66 hexadecimal digits' })
    return hexToBytes(share)
  })
  const [first, second] = shares as [Uint8Array, Uint8Array]
  try {
    if (first.at(-1) === 0 || second.at(-1) === 0)
      throw new InvalidWalletShareError({ reason: 'a share has the x coordinate 0' })
    if (first.at(-1) === second.at(-1))
      throw new InvalidWalletShareError({ reason: 'both shares have the same x coordinate' })
    const secret = await combine([first, second])
    try {
      const key = bytesToHex(secret)
      let address: Address
      try {
        address = privateKeyToAddress(key)
      } catch (cause) {
        // A corrupted share can rebuild 0 or a number above the curve's order: no key at all.
        throw new WalletShareMismatchError({ expectedAddress, cause })
      }
      if (!isAddressEqual(address, expectedAddress))
        throw new WalletShareMismatchError({ expectedAddress })
      return key
    } finally {
      secret.fill(0)
    }
  } finally {
    first.fill(0)
    second.fill(0)
  }
}
