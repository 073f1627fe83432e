import { expect, test } from 'vitest'
import { namePieces } from './namePieces.js'

test('a name breaks before a dot and between the words written as one, never inside a word', () => {
  expect(namePieces('Blockchain.com')).toEqual(['Blockchain', '.com'])
  expect(namePieces('Binance.US')).toEqual(['Binance', '.US'])
  expect(namePieces('TokenPocket')).toEqual(['Token', 'Pocket'])
  expect(namePieces('THORWallet')).toEqual(['THOR', 'Wallet'])
  expect(namePieces('tastycrypto')).toEqual(['tastycrypto'])
  expect(namePieces('Plena-App')).toEqual(['Plena-App'])
})

test('joined, the pieces are the name', () => {
  for (const name of ['Crypto.com DeFi Wallet', 'MetaMask', 'OKX Wallet', 'Coinbase Wallet', 'a'])
    expect(namePieces(name).join('')).toBe(name)
})
