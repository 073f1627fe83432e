import { maxWalletEntries, walletListLimits } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { catalogueLimits } from './catalogueLimits.js'

test('the client uses the numbers the protocol and server use', () => {
  const { searchMaxLength, ...shared } = catalogueLimits
  expect(shared).toEqual({ ...walletListLimits, searchEntries: maxWalletEntries })
  expect(searchMaxLength).toBe(100)
})
