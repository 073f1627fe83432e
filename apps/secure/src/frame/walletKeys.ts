import { combineShares } from '../keys/combineShares.js'
import { generateWalletKey } from '../keys/generateWalletKey.js'
import { splitWalletKey } from '../keys/splitWalletKey.js'
import type { WalletKeys } from './createWalletSession.js'

/**
 * The frame's keys: a fresh secp256k1 key split 2-of-3 with `shamir-secret-sharing`, rebuilt from
 * any two shares and checked against the wallet's address.
 *
 * @example
 * import { walletKeys } from './frame/walletKeys.js'
 * const { address, device, auth, recovery } = await walletKeys.create()
 */
export const walletKeys: WalletKeys = {
  create: () => splitWalletKey(generateWalletKey()),
  rebuild: combineShares,
}
