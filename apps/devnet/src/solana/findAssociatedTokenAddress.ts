import { type Address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { programIds } from './solanaDefinition.js'

/**
 * The associated token account of an owner for a mint: the program-derived address of
 * `[owner, token program, mint]` under the Associated Token Account program.
 *
 * @param owner - Wallet address.
 * @param mint - Mint address.
 * @param tokenProgram - Defaults to SPL Token.
 * @returns The ATA's address.
 *
 * @example
 * import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
 * const ata = await findAssociatedTokenAddress(alice, usdcMint)
 */
export async function findAssociatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string = programIds.token,
): Promise<string> {
  const encoder = getAddressEncoder()
  const [address] = await getProgramDerivedAddress({
    programAddress: programIds.associatedToken as Address,
    seeds: [
      encoder.encode(owner as Address),
      encoder.encode(tokenProgram as Address),
      encoder.encode(mint as Address),
    ],
  })
  return address
}
