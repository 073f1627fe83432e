import { getBase58Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { SolanaRpcError } from '../errors/solana.js'
import type { DecodedSolanaTransaction } from './decodeSolanaTransaction.js'
import type { LoadedAddresses } from './listAccountKeys.js'
import { preflightErrorData } from './preflightErrorData.js'
import { readSolanaAccount } from './readSolanaAccount.js'

// An address lookup table's data: a 56-byte header, then 32-byte addresses.
const headerSize = 56

/**
 * Resolves a v0 transaction's address-table lookups against the tables on chain.
 *
 * @param svm - The chain.
 * @param decoded - The transaction.
 * @returns The loaded writable and readonly addresses.
 * @throws {SolanaRpcError} `-32002` if a table is missing or an index points past its end.
 *
 * @example
 * import { loadLookupTableAddresses } from './loadLookupTableAddresses.js'
 * loadLookupTableAddresses(svm, decoded) // { writable: [], readonly: [] } for a legacy transaction
 */
export function loadLookupTableAddresses(
  svm: LiteSVM,
  decoded: DecodedSolanaTransaction,
): LoadedAddresses {
  const base58 = getBase58Decoder()
  const loaded: LoadedAddresses = { writable: [], readonly: [] }
  const fail = (err: string, text: string) =>
    new SolanaRpcError({
      code: -32002,
      message: `Transaction simulation failed: ${text}`,
      data: preflightErrorData(err, []),
    })
  for (const lookup of decoded.addressTableLookups) {
    const table = readSolanaAccount(svm, lookup.accountKey)
    if (!table)
      throw fail(
        'AddressLookupTableNotFound',
        "Transaction loads an address table account that doesn't exist",
      )
    const addressAt = (i: number) => {
      const start = headerSize + 32 * i
      if (start + 32 > table.data.length)
        throw fail(
          'InvalidAddressLookupTableIndex',
          'Transaction address table lookup uses an invalid index',
        )
      return base58.decode(table.data.subarray(start, start + 32))
    }
    loaded.writable.push(...lookup.writableIndexes.map(addressAt))
    loaded.readonly.push(...lookup.readonlyIndexes.map(addressAt))
  }
  return loaded
}
