import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { readManifest } from '../readManifest.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { describeSolanaChain } from './describeSolanaChain.js'

test('devnet.json carries the Solana chain as describeSolanaChain derives it', () => {
  const raw = JSON.parse(readFileSync(new URL('../../devnet.json', import.meta.url), 'utf8'))
  expect(raw.solana).toEqual(describeSolanaChain())
  const { solana } = readManifest({ solana: { port: 18899, wsPort: 18900 } })
  expect(solana?.rpcUrl).toBe('http://127.0.0.1:18899')
  expect(solana?.wsUrl).toBe('ws://127.0.0.1:18900')
  expect(solana?.tokens.map(({ symbol, decimals, spam }) => [symbol, decimals, spam])).toEqual([
    ['USDC', 6, false],
    ['PTS', 0, false],
    ['CLAIM', 6, true],
  ])
})

test('demo accounts are the mnemonic’s m/44’/501’/n’/0’ accounts 1–5, as wallets show them', () => {
  const { mnemonic, solana } = readManifest()
  expect(solana?.accounts.map((account) => account.label)).toEqual([
    'Alice',
    'Bob',
    'Carol',
    'Dave',
    'Erin',
  ])
  for (const account of solana?.accounts ?? [])
    expect(deriveSolanaKeypair(mnemonic, account.index).address).toBe(account.address)
  expect(solana?.desk.derivationPath).toBe("m/44'/501'/9'/0'")
  expect(deriveSolanaKeypair(mnemonic, 9).address).toBe(solana?.desk.address)
})
