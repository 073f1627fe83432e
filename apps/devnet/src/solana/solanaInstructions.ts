import { getBase58Encoder } from '@solana/kit'
import type { SolanaInstruction } from './buildSolanaTransaction.js'
import { programIds } from './solanaDefinition.js'

// Builders for the handful of instructions the seed and the fund command send, written from the
// programs' documented layouts (System: u32 tag; SPL Token: u8 tag; ATA: u8 tag; Memo: UTF-8).

const signerWritable = (address: string) => ({ address, signer: true, writable: true })
const signer = (address: string) => ({ address, signer: true, writable: false })
const writable = (address: string) => ({ address, signer: false, writable: true })
const readonly = (address: string) => ({ address, signer: false, writable: false })

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes
}
const key = (address: string) => Buffer.from(getBase58Encoder().encode(address))
const data = (...parts: (Buffer | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))))

/**
 * System, SPL Token, Associated Token Account and Memo instructions.
 *
 * @example
 * import { solanaInstructions } from './solanaInstructions.js'
 * const transfer = solanaInstructions.transferSol(alice, bob, 1_000_000_000n)
 */
export const solanaInstructions = {
  transferSol: (from: string, to: string, lamports: bigint): SolanaInstruction => ({
    programId: programIds.system,
    accounts: [signerWritable(from), writable(to)],
    data: data(u32(2), u64(lamports)),
  }),
  createAccount: (
    from: string,
    account: string,
    lamports: bigint,
    space: number,
    owner: string,
  ): SolanaInstruction => ({
    programId: programIds.system,
    accounts: [signerWritable(from), signerWritable(account)],
    data: data(u32(0), u64(lamports), u64(BigInt(space)), key(owner)),
  }),
  initializeMint2: (
    mint: string,
    decimals: number,
    mintAuthority: string,
    freezeAuthority: string | null,
  ): SolanaInstruction => ({
    programId: programIds.token,
    accounts: [writable(mint)],
    data: data(
      [20, decimals],
      key(mintAuthority),
      freezeAuthority ? Buffer.concat([Buffer.from([1]), key(freezeAuthority)]) : [0],
    ),
  }),
  createAssociatedTokenAccountIdempotent: (
    payer: string,
    associatedAccount: string,
    owner: string,
    mint: string,
  ): SolanaInstruction => ({
    programId: programIds.associatedToken,
    accounts: [
      signerWritable(payer),
      writable(associatedAccount),
      readonly(owner),
      readonly(mint),
      readonly(programIds.system),
      readonly(programIds.token),
    ],
    data: data([1]),
  }),
  mintToChecked: (
    mint: string,
    destination: string,
    authority: string,
    amount: bigint,
    decimals: number,
  ): SolanaInstruction => ({
    programId: programIds.token,
    accounts: [writable(mint), writable(destination), signer(authority)],
    data: data([14], u64(amount), [decimals]),
  }),
  transferChecked: (
    source: string,
    mint: string,
    destination: string,
    owner: string,
    amount: bigint,
    decimals: number,
  ): SolanaInstruction => ({
    programId: programIds.token,
    accounts: [writable(source), readonly(mint), writable(destination), signer(owner)],
    data: data([12], u64(amount), [decimals]),
  }),
  memo: (text: string, signers: readonly string[] = []): SolanaInstruction => ({
    programId: programIds.memo,
    accounts: signers.map(signer),
    data: new Uint8Array(Buffer.from(text, 'utf8')),
  }),
}
