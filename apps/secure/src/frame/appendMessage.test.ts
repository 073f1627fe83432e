// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { appendMessage } from './appendMessage.js'

const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solana = '8HgA3JXh5rQjpTyQeGQp3dTuvQ7yDAyTpKBvzvGCvhnc'

test('a sign-in message reads verbatim, each address in two halves that never break', () => {
  const message = `localhost wants you to sign in with your Ethereum account:\n${evm}\n\nURI: http://localhost:3000\nNonce: abc123`
  const pre = document.createElement('pre')
  appendMessage(pre, message)
  expect(pre.textContent).toBe(message)
  expect([...pre.querySelectorAll('.address-half')].map((half) => half.textContent)).toEqual([
    evm.slice(0, 21),
    evm.slice(21),
  ])
  // The only break inside the address is between the halves.
  expect(pre.querySelectorAll('wbr')).toHaveLength(1)
})

test("a Solana address is kept in halves too; hex that is not an address's length is left alone", () => {
  const pre = document.createElement('pre')
  appendMessage(pre, `${solana}\nHash: 0x${'ab'.repeat(32)}`)
  expect([...pre.querySelectorAll('.address-half')].map((half) => half.textContent)).toEqual([
    solana.slice(0, 22),
    solana.slice(22),
  ])
  expect(pre.textContent).toBe(`${solana}\nHash: 0x${'ab'.repeat(32)}`)
})

test('a hex nonce with no 0 in it is not taken for a Solana address (base58 has every other hex digit)', () => {
  const message = `localhost:3000 wants you to sign in with your Ethereum account:\n${evm}\n\nNonce: 98c3b691f8d4c71ebee7571b1d96ba16fcb1ad15\nRequest ID: 98C3B691F8D4C71EBEE7571B1D96BA16`
  const pre = document.createElement('pre')
  appendMessage(pre, message)
  expect(pre.querySelectorAll('.address-half')).toHaveLength(2)
  expect(pre.textContent).toBe(message)
})
