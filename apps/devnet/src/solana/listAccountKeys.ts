import type { DecodedSolanaTransaction } from './decodeSolanaTransaction.js'

export type SolanaAccountKey = {
  pubkey: string
  signer: boolean
  writable: boolean
  source: 'transaction' | 'lookupTable'
}

export type LoadedAddresses = { writable: string[]; readonly: string[] }

/**
 * Every account a transaction touches, in the order instructions index them (static keys, then
 * lookup-table writable, then lookup-table readonly), with the signer and writable flags a
 * validator applies (a key invoked as a program is demoted to readonly).
 *
 * @param transaction - The decoded transaction.
 * @param loaded - Addresses loaded from lookup tables. Defaults to none.
 * @returns One entry per account index.
 *
 * @example
 * import { listAccountKeys } from './listAccountKeys.js'
 * listAccountKeys(decoded)[0] // { pubkey: feePayer, signer: true, writable: true, source: 'transaction' }
 */
export function listAccountKeys(
  transaction: DecodedSolanaTransaction,
  loaded: LoadedAddresses = { writable: [], readonly: [] },
): SolanaAccountKey[] {
  const { header, staticAccountKeys, instructions } = transaction
  const programs = new Set(instructions.map((instruction) => instruction.programIdIndex))
  const signed = header.numRequiredSignatures
  const writableSigned = signed - header.numReadonlySignedAccounts
  const writableUnsigned = staticAccountKeys.length - header.numReadonlyUnsignedAccounts
  const keys: SolanaAccountKey[] = staticAccountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < signed,
    writable: (i < signed ? i < writableSigned : i < writableUnsigned) && !programs.has(i),
    source: 'transaction',
  }))
  for (const pubkey of loaded.writable)
    keys.push({ pubkey, signer: false, writable: true, source: 'lookupTable' })
  for (const pubkey of loaded.readonly)
    keys.push({ pubkey, signer: false, writable: false, source: 'lookupTable' })
  return keys
}
