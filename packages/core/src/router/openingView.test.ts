import { expect, test } from 'vitest'
import { canClose } from './canClose.js'
import { openingView } from './openingView.js'

test('opening rules of SPEC §2', () => {
  const cases = [
    { connected: false, hasAdapters: false, mobile: true },
    { connected: false, hasAdapters: false, mobile: false },
    { connected: true, hasAdapters: true, mobile: false },
    { connected: true, hasAdapters: false, mobile: true },
    { connected: false, hasAdapters: true, mobile: true },
  ]
  expect(cases.map(openingView)).toEqual([
    'AllWallets',
    'ConnectingWalletConnectBasic',
    'Account',
    'Account',
    'Connect',
  ])
  expect(
    openingView({ view: 'Networks', connected: false, hasAdapters: true, mobile: false }),
  ).toBe('Networks')
})

test('closing is blocked on UnsupportedChain, on SwitchNetwork reached from it, and without a required session', () => {
  expect(canClose({ history: ['Account'] })).toBe(true)
  expect(canClose({ history: ['UnsupportedChain'] })).toBe(false)
  expect(canClose({ history: ['UnsupportedChain', 'SwitchNetwork'] })).toBe(false)
  expect(canClose({ history: ['Networks', 'SwitchNetwork'] })).toBe(true)
  expect(canClose({ history: ['SIWXSignMessage'], signInRequired: true, hasSession: false })).toBe(
    false,
  )
  expect(canClose({ history: ['SIWXSignMessage'], signInRequired: true, hasSession: true })).toBe(
    true,
  )
  expect(canClose({ history: ['SIWXSignMessage'], signInRequired: false })).toBe(true)
})
