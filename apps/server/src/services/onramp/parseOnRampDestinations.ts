import { isEvmAddress, type OnRampUrlRequest } from '@airlock/protocol'
import { getAddress } from 'viem'
import { InvalidDestinationAddressError } from '../../errors/onramp.js'
import type { OnRampDestination } from '../../onramp/onRampProvider.js'
import { looksLikeSolanaAddress, parseSolanaAddress } from '../../solana/parseSolanaAddress.js'

/**
 * The wallets of a URL request: EVM addresses checksummed, Solana ones checked (base58 of 32
 * bytes, on the curve: a wallet, not a program-derived address), lower-case networks, upper-case
 * assets. Which network takes which kind of address is checked against the provider's options
 * (`createOnRampUrl`).
 *
 * @param wallets - `destinationWallets` as sent.
 * @returns The destinations.
 * @throws {InvalidDestinationAddressError} 400 naming the wallet whose address is neither.
 * @throws {SolanaAddressOffCurveError} 400 for a Solana address no key signs for.
 *
 * @example
 * import { parseOnRampDestinations } from './services/onramp/parseOnRampDestinations.js'
 * const destinations = await parseOnRampDestinations(request.destinationWallets)
 */
export async function parseOnRampDestinations(
  wallets: OnRampUrlRequest['destinationWallets'],
): Promise<OnRampDestination[]> {
  return Promise.all(
    wallets.map(async (wallet, i) => {
      const field = `destinationWallets[${i}].address`
      let address: string
      if (isEvmAddress(wallet.address))
        address = getAddress(`0x${wallet.address.replace(/^0x/i, '')}`)
      else if (looksLikeSolanaAddress(wallet.address))
        address = await parseSolanaAddress(wallet.address, { wallet: true }).catch(
          (error: unknown) => {
            if (error instanceof Error && error.name === 'InvalidSolanaAddressError')
              throw new InvalidDestinationAddressError({
                field,
                value: wallet.address,
                kind: 'Solana',
              })
            throw error
          },
        )
      else throw new InvalidDestinationAddressError({ field, value: wallet.address })
      return {
        address,
        blockchains: wallet.blockchains.map((network) => network.trim().toLowerCase()),
        assets: wallet.assets.map((asset) => asset.trim().toUpperCase()),
      }
    }),
  )
}
