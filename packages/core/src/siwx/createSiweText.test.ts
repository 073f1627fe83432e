import { expect, test } from 'vitest'
import { createSiweText } from './createSiweText.js'

test('writes the account address EIP-55 checksummed, whatever case the wallet gave', () => {
  const text = createSiweText({
    accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    chainId: 'eip155:31337',
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    version: '1',
    nonce: 'abcdef0123456789',
    issuedAt: '2025-01-02T03:04:05.678Z',
  })
  expect(text.split('\n')[1]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})
