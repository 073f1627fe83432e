import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { blockhashForSlot } from './blockhashForSlot.js'
import { buildSolanaTransaction } from './buildSolanaTransaction.js'
import { createSolanaKeypair } from './createSolanaKeypair.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { listAccountKeys } from './listAccountKeys.js'

const keypairs = Array.from({ length: 6 }, () => createSolanaKeypair(randomBytes(32)))
const programs = Array.from({ length: 3 }, () => createSolanaKeypair(randomBytes(32)).address)

test('what the builder writes, the decoder reads back (keys, roles, instructions)', () => {
  const account = fc.record({
    who: fc.nat(keypairs.length - 1),
    signer: fc.boolean(),
    writable: fc.boolean(),
  })
  const instruction = fc.record({
    program: fc.nat(programs.length - 1),
    accounts: fc.array(account, { maxLength: 4 }),
    data: fc.uint8Array({ maxLength: 40 }),
  })
  fc.assert(
    fc.property(
      fc.array(instruction, { minLength: 1, maxLength: 4 }),
      fc.nat(1000),
      (list, slot) => {
        const [feePayer] = keypairs
        const instructions = list.map((item) => ({
          programId: programs[item.program] as string,
          accounts: item.accounts.map(({ who, signer, writable }) => ({
            address: keypairs[who]?.address as string,
            signer,
            writable,
          })),
          data: item.data,
        }))
        const { wire } = buildSolanaTransaction({
          feePayer: feePayer as (typeof keypairs)[number],
          recentBlockhash: blockhashForSlot(slot),
          instructions,
          signers: keypairs,
        })
        const decoded = decodeSolanaTransaction(wire)
        const keys = listAccountKeys(decoded)
        expect(decoded.recentBlockhash).toBe(blockhashForSlot(slot))
        expect(keys[0]).toMatchObject({ pubkey: feePayer?.address, signer: true, writable: true })
        decoded.instructions.forEach((compiled, i) => {
          const original = instructions[i]
          expect(keys[compiled.programIdIndex]?.pubkey).toBe(original?.programId)
          expect(compiled.data).toEqual(original?.data)
          compiled.accounts.forEach((index, j) => {
            const meta = original?.accounts[j]
            expect(keys[index]?.pubkey).toBe(meta?.address)
            if (meta?.signer) expect(keys[index]?.signer).toBe(true)
            if (meta?.writable && keys[index]?.pubkey !== original?.programId)
              expect(keys[index]?.writable).toBe(true)
          })
        })
      },
    ),
    { numRuns: 60 },
  )
})

test('malformed bytes are refused with a reason, never half-read', () => {
  expect(() => decodeSolanaTransaction(new Uint8Array([1, 2, 3]))).toThrow(/unexpected end/)
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      try {
        const decoded = decodeSolanaTransaction(bytes)
        expect(decoded.signatures.length).toBe(decoded.header.numRequiredSignatures)
      } catch (error) {
        expect(error).toBeInstanceOf(Error)
      }
    }),
  )
})
