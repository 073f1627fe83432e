import { readManifest } from '@airlock/devnet'
import { verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { demoAccounts } from './demoAccounts.js'

test('derives the manifest demo accounts #1–#5 from its mnemonic, able to sign', async () => {
  const accounts = demoAccounts()
  expect(accounts.map(({ account }) => account.address)).toEqual(
    readManifest().accounts.map(({ address }) => address),
  )
  expect(accounts[0]?.account.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')

  const alice = accounts[0]?.account
  if (!alice) throw new Error('no demo account')
  const signature = await alice.signMessage({ message: 'hello' })
  expect(await verifyMessage({ address: alice.address, message: 'hello', signature })).toBe(true)
})
