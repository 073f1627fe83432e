import { base58 } from '@scure/base'
import { expect, test } from 'vitest'
import { readSolanaTransaction, withSignature } from './solanaTransaction.js'

const key = (fill: number) => new Uint8Array(32).fill(fill)
const tokenProgram = base58.decode('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** A legacy transaction by hand: the payer moves 1.5 tokens (6 decimals) with transferChecked. */
function legacyTokenTransfer() {
  const [payer, source, mint, destination] = [key(1), key(2), key(3), key(4)]
  const data = Uint8Array.from([12, ...u64(1_500_000n), 6])
  const message = Uint8Array.from([
    ...[1, 0, 2], // one signer; the mint and the program are read-only
    5,
    ...payer,
    ...source,
    ...destination,
    ...mint,
    ...tokenProgram,
    ...key(9), // blockhash
    1, // one instruction
    ...[4, 4, 1, 3, 2, 0, data.length, ...data],
  ])
  return { wire: Uint8Array.from([1, ...new Uint8Array(64), ...message]), message }
}

test('reads an SPL transferChecked: amount, decimals, mint, accounts; the fee payer first', () => {
  const { wire, message } = legacyTokenTransfer()
  const transaction = readSolanaTransaction(wire)
  expect(transaction).toMatchObject({
    version: 'legacy',
    feePayer: base58.encode(key(1)),
    requiredSignatures: 1,
    otherInstructions: 0,
    transfers: [
      {
        kind: 'token',
        from: base58.encode(key(2)),
        to: base58.encode(key(4)),
        authority: base58.encode(key(1)),
        mint: base58.encode(key(3)),
        amount: 1_500_000n,
        decimals: 6,
      },
    ],
  })
  expect(transaction.message).toEqual(message)
  // Signed: the signature takes the payer's place, the message is unchanged.
  const signed = withSignature(transaction, base58.encode(key(1)), new Uint8Array(64).fill(5))
  expect(readSolanaTransaction(signed).signatures[0]).toEqual(new Uint8Array(64).fill(5))
  expect(readSolanaTransaction(signed).message).toEqual(message)
  expect(() => withSignature(transaction, base58.encode(key(4)), new Uint8Array(64))).toThrow(
    'the wallet is not one of its signers',
  )
})

test('refuses an instruction naming a missing account, a count that lies, and version 1', () => {
  const { wire } = legacyTokenTransfer()
  const missing = Uint8Array.from(wire)
  missing[missing.length - 15] = 9 // the first account index, past the five keys
  expect(() => readSolanaTransaction(missing)).toThrow('names a missing account')
  expect(() => readSolanaTransaction(Uint8Array.from([2, ...wire.slice(1)]))).toThrow(
    'Not a Solana transaction',
  )
  const v1 = Uint8Array.from([...wire.slice(0, 65), 0x81, ...wire.slice(65)])
  expect(() => readSolanaTransaction(v1)).toThrow('version 1')
})
