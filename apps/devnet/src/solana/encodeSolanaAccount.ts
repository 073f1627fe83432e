import { getBase58Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { SolanaRpcError } from '../errors/solana.js'
import { decodeTokenAccount } from './decodeTokenAccount.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { SolanaAccountState } from './solanaAccountState.js'
import { programIds } from './solanaDefinition.js'

export type SolanaAccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'

export type EncodeSolanaAccountOptions = {
  /** Defaults to the validator's legacy default: the data as a bare base58 string. */
  encoding?: SolanaAccountEncoding | undefined
  dataSlice?: { offset: number; length: number } | undefined
}

const rentEpochNever = 18_446_744_073_709_551_615n

/**
 * An account as the RPC answers it (`getAccountInfo`, `getMultipleAccounts`, token and program
 * account lists, notifications): data in the requested encoding, and for `jsonParsed` the SPL
 * Token mint or account decoded like a validator's account parser (falling back to base64).
 *
 * @param svm - The chain (for a token account's mint decimals).
 * @param account - The account.
 * @param options - Encoding and data slice.
 * @returns `{ data, executable, lamports, owner, rentEpoch, space }`.
 * @throws {SolanaRpcError} For base58 over 128 bytes or the unsupported `base64+zstd`.
 *
 * @example
 * import { encodeSolanaAccount } from './encodeSolanaAccount.js'
 * encodeSolanaAccount(svm, account, { encoding: 'base64' }).data // ['AQID', 'base64']
 */
export function encodeSolanaAccount(
  svm: LiteSVM,
  account: SolanaAccountState,
  options: EncodeSolanaAccountOptions = {},
) {
  const { encoding, dataSlice } = options
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: rentEpochNever,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(svm, account)
    if (parsed) return { ...base, data: parsed }
  }
  const slice = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'base64+zstd')
    throw new SolanaRpcError({
      code: -32602,
      message: 'Invalid params: base64+zstd is not supported by this devnet; use base64',
    })
  if (encoding === 'base64' || encoding === 'jsonParsed')
    return { ...base, data: [Buffer.from(slice).toString('base64'), 'base64'] }
  if (slice.length > 128)
    throw new SolanaRpcError({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })
  const text = getBase58Decoder().decode(slice)
  return { ...base, data: encoding === 'base58' ? [text, 'base58'] : text }
}

function parseAccountData(svm: LiteSVM, account: SolanaAccountState) {
  const program =
    account.owner === programIds.token
      ? 'spl-token'
      : account.owner === programIds.token2022
        ? 'spl-token-2022'
        : undefined
  if (!program) return undefined
  const data = account.data
  const space = data.length
  if (data.length === 82 || (data.length > 165 && data[165] === 1)) {
    const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    const base58 = getBase58Decoder()
    const info = {
      decimals: data[44],
      freezeAuthority: view.readUInt32LE(46) === 1 ? base58.decode(data.subarray(50, 82)) : null,
      isInitialized: data[45] === 1,
      mintAuthority: view.readUInt32LE(0) === 1 ? base58.decode(data.subarray(4, 36)) : null,
      supply: view.readBigUInt64LE(36).toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space }
  }
  const token = decodeTokenAccount(svm, account)
  if (!token) return undefined
  const info: Record<string, unknown> = {
    isNative: token.isNative,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: formatTokenAmount(token.amount, token.decimals),
  }
  if (token.delegate) {
    info.delegate = token.delegate
    info.delegatedAmount = formatTokenAmount(token.delegatedAmount, token.decimals)
  }
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority
  return { program, parsed: { info, type: 'account' }, space }
}
