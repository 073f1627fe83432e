import {
  AccountRole,
  type Address,
  address,
  getAddressEncoder,
  getProgramDerivedAddress,
  getU64Encoder,
} from '@solana/kit'
import { type BlockhashLifetime, compileWireTransaction } from './buildSolTransfer.js'

// The instructions of a token transfer, written from the programs' documented layouts (SPL Token:
// u8 tag; Associated Token Account: u8 tag), so the client needs no program client packages.
const tokenProgram = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const associatedTokenProgram = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const systemProgram = address('11111111111111111111111111111111')
/** SPL Token's `TransferChecked`, and the Associated Token Account program's `CreateIdempotent`. */
const transferCheckedTag = 12
const createIdempotentTag = 1

/**
 * The associated token account of `owner` for `mint` (the address wallets and explorers use).
 *
 * @example
 * const account = await associatedTokenAddress(owner, usdcMint)
 */
export async function associatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const encoder = getAddressEncoder()
  const [account] = await getProgramDerivedAddress({
    programAddress: associatedTokenProgram,
    seeds: [
      encoder.encode(address(owner)),
      encoder.encode(tokenProgram),
      encoder.encode(address(mint)),
    ],
  })
  return account
}

export type BuildSplTransferParameters = {
  from: string
  /** The receiving wallet (its token account is derived, and created if missing). */
  to: string
  mint: string
  /** In the mint's smallest unit. */
  amount: bigint
  /** The mint's decimals: `TransferChecked` fails on chain if they differ. */
  decimals: number
  lifetime: BlockhashLifetime
}

/**
 * Builds an unsigned v0 transaction moving `amount` of `mint` from `from`'s token account to
 * `to`'s, creating the receiver's associated token account first unless it exists (paid by the
 * sender: `CreateIdempotent`), then `TransferChecked` signed by the sender.
 *
 * @returns The serialized transaction, its one signature slot empty.
 *
 * @example
 * const bytes = await buildSplTransfer({ from, to, mint, amount: 1_500_000n, decimals: 6, lifetime })
 */
export async function buildSplTransfer({
  from,
  to,
  mint,
  amount,
  decimals,
  lifetime,
}: BuildSplTransferParameters): Promise<Uint8Array> {
  const [source, destination] = await Promise.all([
    associatedTokenAddress(from, mint),
    associatedTokenAddress(to, mint),
  ])
  const transfer = new Uint8Array(10)
  transfer[0] = transferCheckedTag
  transfer.set(getU64Encoder().encode(amount), 1)
  transfer[9] = decimals
  return compileWireTransaction(from, lifetime, [
    {
      programAddress: associatedTokenProgram,
      accounts: [
        { address: address(from), role: AccountRole.WRITABLE_SIGNER },
        { address: destination, role: AccountRole.WRITABLE },
        { address: address(to), role: AccountRole.READONLY },
        { address: address(mint), role: AccountRole.READONLY },
        { address: systemProgram, role: AccountRole.READONLY },
        { address: tokenProgram, role: AccountRole.READONLY },
      ],
      data: new Uint8Array([createIdempotentTag]),
    },
    {
      programAddress: tokenProgram,
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: address(mint), role: AccountRole.READONLY },
        { address: destination, role: AccountRole.WRITABLE },
        { address: address(from), role: AccountRole.READONLY_SIGNER },
      ],
      data: transfer,
    },
  ])
}
