import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import type { LiteSvm } from 'litesvm/dist/internal.js'
import type { SolanaAccountState } from './solanaAccountState.js'

// LiteSVM's wrapper builds a kit address codec on every call; the facade reads accounts on every
// request, so it talks to the native binding with its own small cache of decoded keys.
const keyBytes = new Map<string, Uint8Array>()
const encoder = getBase58Encoder()
const decoder = getBase58Decoder()

/**
 * Reads an account from LiteSVM.
 *
 * @param svm - The chain.
 * @param address - Base58 address.
 * @returns Its lamports, owner, executable flag and data, or `null` if it does not exist.
 *
 * @example
 * import { readSolanaAccount } from './readSolanaAccount.js'
 * readSolanaAccount(svm, address)?.lamports // 1000000000n
 */
export function readSolanaAccount(svm: LiteSVM, address: string): SolanaAccountState | null {
  let bytes = keyBytes.get(address)
  if (!bytes) {
    bytes = new Uint8Array(encoder.encode(address))
    if (keyBytes.size > 10_000) keyBytes.clear()
    keyBytes.set(address, bytes)
  }
  const account = (svm as unknown as { inner: LiteSvm }).inner.getAccount(bytes)
  if (!account) return null
  return {
    lamports: account.lamports(),
    owner: decoder.decode(account.owner()),
    executable: account.executable(),
    data: account.data(),
  }
}
