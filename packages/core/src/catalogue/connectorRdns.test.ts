import { expect, test } from 'vitest'
import { connectorRdns } from './connectorRdns.js'

test('an EIP-6963 connector’s rdns is its own, or else its id (as wagmi makes them)', () => {
  expect(connectorRdns({ id: 'x', rdns: 'io.metamask', type: 'injected' })).toBe('io.metamask')
  expect(connectorRdns({ id: 'io.metamask', rdns: undefined, type: 'injected' })).toBe(
    'io.metamask',
  )
  expect(connectorRdns({ id: 'injected', rdns: undefined, type: 'injected' })).toBeUndefined()
  expect(
    connectorRdns({ id: 'walletConnect', rdns: undefined, type: 'walletConnect' }),
  ).toBeUndefined()
  expect(
    connectorRdns({ id: 'com.example', rdns: undefined, type: 'walletConnect' }),
  ).toBeUndefined()
})
