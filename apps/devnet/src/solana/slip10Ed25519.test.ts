import { expect, test } from 'vitest'
import { slip10Ed25519 } from './slip10Ed25519.js'

// SLIP-0010 "Test vector 1 for ed25519" (seed 000102…0f): private keys at m, m/0H and m/0H/1H.
test('matches the SLIP-0010 Ed25519 test vector 1', () => {
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
  const hex = (path: number[]) => Buffer.from(slip10Ed25519(seed, path)).toString('hex')
  expect(hex([])).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
  expect(hex([0])).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
  expect(hex([0, 1])).toBe('b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2')
  expect(hex([0, 1, 2])).toBe('92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9')
})
