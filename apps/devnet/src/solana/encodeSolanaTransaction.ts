import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { SolanaRpcError } from '../errors/solana.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { listAccountKeys } from './listAccountKeys.js'
import { parseSolanaInstruction } from './parseSolanaInstruction.js'
import type { StoredSolanaTransaction } from './storedSolanaTransaction.js'

export type SolanaTransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

export type EncodeSolanaTransactionOptions = {
  /** Defaults to `json`, as a validator's. */
  encoding?: SolanaTransactionEncoding | undefined
  /** Without it, v0 transactions are refused and `version` is left out, as a validator does. */
  maxSupportedTransactionVersion?: number | undefined
}

/**
 * A stored transaction as `getTransaction` answers it: `{ slot, blockTime, transaction, meta,
 * version }` with the transaction as wire bytes (base64/base58), compiled (`json`) or with
 * parsed System, SPL Token, ATA and Memo instructions (`jsonParsed`), and the meta a validator
 * records (fee, balances, token balances, logs, inner instructions, compute units).
 *
 * @param stored - From the ledger's index.
 * @param options - Encoding and the client's highest supported transaction version.
 * @returns The `getTransaction` result.
 * @throws {SolanaRpcError} `-32015` for a v0 transaction without `maxSupportedTransactionVersion`.
 *
 * @example
 * import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
 * encodeSolanaTransaction(stored, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
 */
export function encodeSolanaTransaction(
  stored: StoredSolanaTransaction,
  options: EncodeSolanaTransactionOptions = {},
) {
  const { encoding = 'json', maxSupportedTransactionVersion } = options
  const wire = Buffer.from(stored.wire, 'base64')
  const decoded = decodeSolanaTransaction(wire)
  if (decoded.version === 0 && (maxSupportedTransactionVersion ?? -1) < 0)
    throw new SolanaRpcError({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    })
  const base58 = getBase58Decoder()
  const keys = listAccountKeys(decoded, stored.loadedAddresses)
  const parsed = encoding === 'jsonParsed'
  const keyAt = (index: number) => keys[index]?.pubkey ?? ''
  const instruction = (
    compiled: { programIdIndex: number; accounts: number[]; data: Uint8Array },
    stackHeight: number | null,
  ) =>
    parsed
      ? parseSolanaInstruction(
          keyAt(compiled.programIdIndex),
          compiled.accounts.map(keyAt),
          compiled.data,
          stackHeight,
        )
      : {
          programIdIndex: compiled.programIdIndex,
          accounts: compiled.accounts,
          data: base58.decode(compiled.data),
          stackHeight,
        }

  const meta: Record<string, unknown> = {
    computeUnitsConsumed: stored.computeUnitsConsumed,
    err: stored.err,
    fee: stored.fee,
    innerInstructions: stored.innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((inner) =>
        instruction(
          { ...inner, data: new Uint8Array(getBase58Encoder().encode(inner.data)) },
          inner.stackHeight,
        ),
      ),
    })),
    logMessages: stored.logMessages,
    postBalances: stored.postBalances.map(BigInt),
    postTokenBalances: stored.postTokenBalances,
    preBalances: stored.preBalances.map(BigInt),
    preTokenBalances: stored.preTokenBalances,
    rewards: [],
    status: stored.err === null ? { Ok: null } : { Err: stored.err },
  }
  if (!parsed) meta.loadedAddresses = stored.loadedAddresses

  let transaction: unknown
  if (encoding === 'base64') transaction = [stored.wire, 'base64']
  else if (encoding === 'base58') transaction = [base58.decode(wire), 'base58']
  else {
    const message: Record<string, unknown> = parsed
      ? { accountKeys: keys, recentBlockhash: decoded.recentBlockhash }
      : {
          accountKeys: decoded.staticAccountKeys,
          header: decoded.header,
          recentBlockhash: decoded.recentBlockhash,
        }
    message.instructions = decoded.instructions.map((compiled) => instruction(compiled, null))
    if (decoded.version === 0) message.addressTableLookups = decoded.addressTableLookups
    transaction = {
      message,
      signatures: decoded.signatures.map((signature) => base58.decode(signature)),
    }
  }
  return {
    blockTime: stored.blockTime,
    meta,
    slot: stored.slot,
    transaction,
    ...(maxSupportedTransactionVersion === undefined ? {} : { version: decoded.version }),
  }
}
