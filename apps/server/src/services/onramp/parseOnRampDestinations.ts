import { isEvmAddress, type OnRampUrlRequest } from '@airlock/protocol'
import { getAddress } from 'viem'
import { InvalidDestinationAddressError } from '../../errors/onramp.js'
import type { OnRampDestination } from '../../onramp/onRampProvider.js'

/**
 * The wallets of a URL request: checksummed addresses, lower-case networks, upper-case assets.
 *
 * @param wallets - `destinationWallets` as sent.
 * @returns The destinations.
 * @throws {InvalidDestinationAddressError} 400 naming the wallet whose address is not EVM.
 *
 * @example
 * import { parseOnRampDestinations } from './services/onramp/parseOnRampDestinations.js'
 * const destinations = parseOnRampDestinations(request.destinationWallets)
 */
export function parseOnRampDestinations(
  wallets: OnRampUrlRequest['destinationWallets'],
): OnRampDestination[] {
  return wallets.map((wallet, i) => {
    if (!isEvmAddress(wallet.address))
      throw new InvalidDestinationAddressError({
        field: `destinationWallets[${i}].address`,
        value: wallet.address,
      })
    return {
      address: getAddress(`0x${wallet.address.replace(/^0x/i, '')}`),
      blockchains: wallet.blockchains.map((network) => network.trim().toLowerCase()),
      assets: wallet.assets.map((asset) => asset.trim().toUpperCase()),
    }
  })
}
