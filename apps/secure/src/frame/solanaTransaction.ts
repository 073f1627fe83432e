import { base58 } from '@scure/base'

// Solana's wire format, read without @solana/kit (the frame's bundle stays small): a compact-u16
// count of signatures, the signatures, then the message that they sign: legacy, or v0 (with
// address lookup tables).

const systemProgram = '11111111111111111111111111111111'
const tokenPrograms = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'

/** What a transfer in the transaction moves: SOL (lamports) or an SPL token (its base units). */
export type SolanaTransfer =
  | { kind: 'sol'; from: string; to: string; lamports: bigint }
  | {
      kind: 'token'
      /** The source and destination token accounts. */
      from: string
      to: string
      /** The owner (or delegate) that signs it. */
      authority: string
      amount: bigint
      /** Known for `transferChecked`; a plain `transfer` names neither. */
      mint: string | undefined
      decimals: number | undefined
    }

/** A transaction as the approval screen and the signer need it. */
export type SolanaTransaction = {
  /** The wire bytes' signatures (64 bytes each; zeros where not yet signed). */
  signatures: Uint8Array[]
  /** The bytes the signatures sign. */
  message: Uint8Array
  version: 'legacy' | 0
  /** Static account keys, base58, the fee payer first. */
  accountKeys: string[]
  /** How many of the first account keys must sign. */
  requiredSignatures: number
  feePayer: string
  transfers: SolanaTransfer[]
  /** Instructions that are neither a transfer nor a compute-budget setting. */
  otherInstructions: number
}

/** A transaction the frame cannot read: refused before anything is shown or signed. */
export class SolanaTransactionFormatError extends Error {
  override name = 'SolanaTransactionFormatError'
  constructor(reason: string) {
    super(`Not a Solana transaction: ${reason}`)
  }
}

/**
 * Reads a wire-format Solana transaction (legacy or v0): its signatures, the message they sign,
 * its account keys and fee payer, and the SOL and SPL transfers its instructions make.
 *
 * @param wire - The serialized transaction.
 * @returns The transaction, read.
 * @throws {SolanaTransactionFormatError} For bytes that are not one (truncated, trailing bytes,
 * an unknown version, an index outside the account keys).
 *
 * @example
 * import { readSolanaTransaction } from './frame/solanaTransaction.js'
 * const { feePayer, transfers } = readSolanaTransaction(bytes)
 */
export function readSolanaTransaction(wire: Uint8Array): SolanaTransaction {
  let at = 0
  const need = (count: number) => {
    if (at + count > wire.length) throw new SolanaTransactionFormatError('it ends too soon')
  }
  const byte = () => {
    need(1)
    return wire[at++] as number
  }
  const bytes = (count: number) => {
    need(count)
    const out = wire.subarray(at, at + count)
    at += count
    return out
  }
  const compact = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
    throw new SolanaTransactionFormatError('a length is malformed')
  }

  const signatureCount = compact()
  const signatures = Array.from({ length: signatureCount }, () => Uint8Array.from(bytes(64)))
  const messageStart = at
  const first = wire[at]
  let version: 'legacy' | 0 = 'legacy'
  if (first !== undefined && first & 0x80) {
    if ((first & 0x7f) !== 0) throw new SolanaTransactionFormatError(`version ${first & 0x7f}`)
    version = 0
    at += 1
  }
  const requiredSignatures = byte()
  byte() // read-only signed accounts
  byte() // read-only unsigned accounts
  const accountKeys = Array.from({ length: compact() }, () => base58.encode(bytes(32)))
  bytes(32) // recent blockhash
  const instructions = Array.from({ length: compact() }, () => {
    const program = byte()
    const accounts = Array.from({ length: compact() }, () => byte())
    const data = Uint8Array.from(bytes(compact()))
    return { program, accounts, data }
  })
  let lookedUp = 0
  if (version === 0)
    for (let table = compact(); table > 0; table--) {
      bytes(32)
      const writable = compact()
      bytes(writable)
      const readonly = compact()
      bytes(readonly)
      lookedUp += writable + readonly
    }
  if (at !== wire.length) throw new SolanaTransactionFormatError('bytes follow the message')
  const feePayer = accountKeys[0]
  if (!feePayer || requiredSignatures < 1 || requiredSignatures > accountKeys.length)
    throw new SolanaTransactionFormatError('it has no fee payer')
  if (signatureCount !== requiredSignatures)
    throw new SolanaTransactionFormatError('its signature count does not match its message')

  const total = accountKeys.length + lookedUp
  // An account from a lookup table has no key here: an instruction naming one is not read as a
  // transfer (it is counted among the other instructions), never shown with a wrong account.
  const keyOf = (index: number | undefined) => {
    if (index === undefined || index >= total)
      throw new SolanaTransactionFormatError('an instruction names a missing account')
    return accountKeys[index]
  }
  const transfers: SolanaTransfer[] = []
  let otherInstructions = 0
  for (const instruction of instructions) {
    const program = keyOf(instruction.program)
    const accounts = instruction.accounts.map(keyOf)
    const known = accounts.every((account) => account !== undefined)
    const transfer =
      program && known ? readTransfer(program, accounts as string[], instruction.data) : undefined
    if (transfer) transfers.push(transfer)
    else if (program !== computeBudgetProgram) otherInstructions += 1
  }
  return {
    signatures,
    message: wire.slice(messageStart),
    version,
    accountKeys,
    requiredSignatures,
    feePayer,
    transfers,
    otherInstructions,
  }
}

/**
 * Writes the transaction back with `signature` at `signer`'s place among its signers.
 *
 * @example
 * const signed = withSignature(transaction, address, signature)
 */
export function withSignature(
  transaction: SolanaTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  const index = transaction.accountKeys.indexOf(signer)
  if (index < 0 || index >= transaction.requiredSignatures)
    throw new SolanaTransactionFormatError('the wallet is not one of its signers')
  const signatures = transaction.signatures.map((existing, i) =>
    i === index ? signature : existing,
  )
  const count = compactU16(signatures.length)
  const out = new Uint8Array(count.length + 64 * signatures.length + transaction.message.length)
  out.set(count, 0)
  for (const [i, item] of signatures.entries()) out.set(item, count.length + 64 * i)
  out.set(transaction.message, count.length + 64 * signatures.length)
  return out
}

function compactU16(value: number): Uint8Array {
  const out: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(low)
      return Uint8Array.from(out)
    }
    out.push(low | 0x80)
  }
}

function readTransfer(
  program: string,
  accounts: string[],
  data: Uint8Array,
): SolanaTransfer | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (program === systemProgram && data.length === 12 && view.getUint32(0, true) === 2) {
    const [from, to] = accounts
    if (from && to) return { kind: 'sol', from, to, lamports: view.getBigUint64(4, true) }
  }
  if (!tokenPrograms.has(program)) return undefined
  if (data[0] === 3 && data.length === 9) {
    const [from, to, authority] = accounts
    if (from && to && authority)
      return {
        kind: 'token',
        from,
        to,
        authority,
        amount: view.getBigUint64(1, true),
        mint: undefined,
        decimals: undefined,
      }
  }
  if (data[0] === 12 && data.length === 10) {
    const [from, mint, to, authority] = accounts
    if (from && mint && to && authority)
      return {
        kind: 'token',
        from,
        to,
        authority,
        amount: view.getBigUint64(1, true),
        mint,
        decimals: data[9],
      }
  }
  return undefined
}
