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

test('a Solana account gets the CAIP-122 Sign In With Solana text: base58 as given, the cluster reference', () => {
  const text = createSiweText({
    accountAddress: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    chainId: 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k',
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    version: '1',
    nonce: 'abcdef0123456789',
    issuedAt: '2025-01-02T03:04:05.678Z',
  })
  expect(text).toMatchInlineSnapshot(`
    "localhost:3000 wants you to sign in with your Solana account:
    6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp


    URI: http://localhost:3000
    Version: 1
    Chain ID: A7Chz8vBH44LkM77kTnGUJKiejwjEL9k
    Nonce: abcdef0123456789
    Issued At: 2025-01-02T03:04:05.678Z"
  `)
})
