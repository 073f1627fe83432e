import type { Address, Instruction, TransactionSigner } from '@solana/kit'
import { loadSolanaKit } from '../loadSolanaKit.js'

// The few instructions a desk swap holds, written from the programs' documented layouts (System:
// u32 tag; SPL Token: u8 tag; Associated Token Account: u8 tag; Memo: UTF-8), so the server needs
// no program client packages.

/** The SPL Token program. */
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
const systemProgram = '11111111111111111111111111111111' as Address
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address
const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address

// AccountRole of @solana/kit: READONLY 0, WRITABLE 1, READONLY_SIGNER 2, WRITABLE_SIGNER 3.
const readonly = (address: Address) => ({ address, role: 0 as const })
const writable = (address: Address) => ({ address, role: 1 as const })
const signing = (signer: TransactionSigner, role: 2 | 3) => ({
  address: signer.address,
  role,
  signer,
})

const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes
}

/**
 * The associated token account of `owner` for `mint`.
 *
 * @example
 * const ata = await associatedTokenAddress(alice, usdcMint)
 */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const kit = await loadSolanaKit()
  const encoder = kit.getAddressEncoder()
  const [ata] = await kit.getProgramDerivedAddress({
    programAddress: associatedTokenProgram,
    seeds: [encoder.encode(owner), encoder.encode(tokenProgram), encoder.encode(mint)],
  })
  return ata
}

/**
 * System `Transfer` of lamports from a signer.
 *
 * @example
 * transferSol(desk, user, 1_000_000_000n)
 */
export function transferSol(from: TransactionSigner, to: Address, lamports: bigint): Instruction {
  const data = Buffer.alloc(12)
  data.writeUInt32LE(2)
  data.writeBigUInt64LE(lamports, 4)
  return {
    programAddress: systemProgram,
    accounts: [signing(from, 3), writable(to)],
    data: new Uint8Array(data),
  }
}

/**
 * SPL Token `TransferChecked` between two token accounts, signed by the source's owner.
 *
 * @example
 * transferChecked({ source, mint, destination, owner: desk, amount: 150_000_000n, decimals: 6 })
 */
export function transferChecked(parameters: {
  source: Address
  mint: Address
  destination: Address
  owner: TransactionSigner
  amount: bigint
  decimals: number
}): Instruction {
  const { source, mint, destination, owner, amount, decimals } = parameters
  return {
    programAddress: tokenProgram,
    accounts: [writable(source), readonly(mint), writable(destination), signing(owner, 2)],
    data: new Uint8Array(Buffer.concat([Buffer.from([12]), u64(amount), Buffer.from([decimals])])),
  }
}

/**
 * Associated Token Account `CreateIdempotent`: creates `owner`'s account for `mint` unless it
 * exists, paid by `payer`.
 *
 * @example
 * createAssociatedTokenAccountIdempotent({ payer: user, ata, owner: user.address, mint })
 */
export function createAssociatedTokenAccountIdempotent(parameters: {
  payer: TransactionSigner
  ata: Address
  owner: Address
  mint: Address
}): Instruction {
  const { payer, ata, owner, mint } = parameters
  return {
    programAddress: associatedTokenProgram,
    accounts: [
      signing(payer, 3),
      writable(ata),
      readonly(owner),
      readonly(mint),
      readonly(systemProgram),
      readonly(tokenProgram),
    ],
    data: new Uint8Array([1]),
  }
}

/**
 * A Memo with no signers: the program logs the text, and it is part of what was signed.
 *
 * @example
 * memo('airlock-desk quote … deadline 1764150000')
 */
export function memo(text: string): Instruction {
  return { programAddress: memoProgram, accounts: [], data: new Uint8Array(Buffer.from(text)) }
}
