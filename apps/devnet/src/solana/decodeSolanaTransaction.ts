import { getBase58Decoder } from '@solana/kit'

export type SolanaInstructionData = {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

export type DecodedSolanaTransaction = {
  /** 64-byte signatures, in the order of the signer keys. */
  signatures: Uint8Array[]
  /** The signed part: what every signature covers. */
  messageBytes: Uint8Array
  version: 'legacy' | 0
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  /** Base58 keys written in the message (lookup-table keys come after these when loaded). */
  staticAccountKeys: string[]
  recentBlockhash: string
  instructions: SolanaInstructionData[]
  addressTableLookups: {
    accountKey: string
    writableIndexes: number[]
    readonlyIndexes: number[]
  }[]
}

/**
 * Decodes a wire transaction (legacy or v0) and checks what a validator's sanitizer checks:
 * signature count, header bounds, account and program indices. Throws an `Error` whose message
 * says what is wrong; the RPC layer turns it into the validator's `-32602` answer.
 *
 * @param bytes - The serialized transaction.
 * @returns Its parts, with keys and the blockhash in base58.
 *
 * @example
 * import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
 * const { staticAccountKeys } = decodeSolanaTransaction(Buffer.from(base64, 'base64'))
 */
export function decodeSolanaTransaction(bytes: Uint8Array): DecodedSolanaTransaction {
  const base58 = getBase58Decoder()
  let offset = 0
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new Error('io error: unexpected end of file')
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  const u8 = () => take(1)[0] as number
  const compactU16 = () => {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = u8()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new Error('io error: invalid compact-u16')
  }
  const key = () => base58.decode(take(32))

  const signatureCount = compactU16()
  const signatures = Array.from({ length: signatureCount }, () => take(64))
  const messageStart = offset
  const first = u8()
  let version: 'legacy' | 0 = 'legacy'
  let numRequiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new Error(`unsupported transaction version ${first & 0x7f}`)
    version = 0
    numRequiredSignatures = u8()
  }
  const numReadonlySignedAccounts = u8()
  const numReadonlyUnsignedAccounts = u8()
  const staticAccountKeys = Array.from({ length: compactU16() }, key)
  const recentBlockhash = key()
  const instructions = Array.from({ length: compactU16() }, () => ({
    programIdIndex: u8(),
    accounts: Array.from(take(compactU16())),
    data: new Uint8Array(take(compactU16())),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: compactU16() }, () => ({
          accountKey: key(),
          writableIndexes: Array.from(take(compactU16())),
          readonlyIndexes: Array.from(take(compactU16())),
        }))
      : []
  if (offset !== bytes.length) throw new Error('io error: trailing bytes after the message')

  const loaded = addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  )
  const total = staticAccountKeys.length + loaded
  if (numRequiredSignatures !== signatureCount)
    throw new Error('transaction signature count does not match the message header')
  if (
    numRequiredSignatures === 0 ||
    numRequiredSignatures > staticAccountKeys.length ||
    numReadonlySignedAccounts >= numRequiredSignatures ||
    numReadonlyUnsignedAccounts > staticAccountKeys.length - numRequiredSignatures ||
    total > 256
  )
    throw new Error('Transaction failed to sanitize accounts offsets correctly')
  if (new Set(staticAccountKeys).size !== staticAccountKeys.length)
    throw new Error('Transaction loads the same account more than once')
  for (const instruction of instructions) {
    if (instruction.programIdIndex === 0 || instruction.programIdIndex >= staticAccountKeys.length)
      throw new Error('Transaction failed to sanitize accounts offsets correctly')
    if (instruction.accounts.some((index) => index >= total))
      throw new Error('Transaction failed to sanitize accounts offsets correctly')
  }
  return {
    signatures: signatures.map((signature) => new Uint8Array(signature)),
    messageBytes: new Uint8Array(bytes.subarray(messageStart)),
    version,
    header: { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts },
    staticAccountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  }
}
