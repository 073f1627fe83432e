import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { solanaGenesisHash } from './solanaDefinition.js'

/**
 * The blockhash of a slot: base58 of sha256(genesis hash, slot). Deterministic, so the facade
 * needs no table of past hashes to know which slot a blockhash came from, and a snapshot restored
 * on another day agrees with the history it holds.
 *
 * @param slot - The slot.
 * @returns A base58 blockhash.
 *
 * @example
 * import { blockhashForSlot } from './blockhashForSlot.js'
 * blockhashForSlot(1000) // 'F3…'
 */
export function blockhashForSlot(slot: number): string {
  const hash = createHash('sha256').update(solanaGenesisHash).update(String(slot)).digest()
  return getBase58Decoder().decode(hash)
}
