import { expect, test } from 'vitest'
import type { WalletConnector } from '../types.js'
import { keepRememberedConnection } from './keepRememberedConnection.js'
import type { Eip155State } from './types.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const remembered: Eip155State = {
  ready: false,
  status: 'reconnecting',
  address,
  chainId: 31337,
  connectors: [],
}
const connectors: WalletConnector[] = [
  { uid: 'x', id: 'x', name: 'X', type: 'injected', icon: undefined, rdns: undefined },
]

test.each(['connecting', 'disconnected', 'reconnecting'] as const)(
  'while restoring, %s keeps the remembered account',
  (status) => {
    const shown = keepRememberedConnection(
      remembered,
      { status, address: undefined, chainId: undefined, connectors },
      false,
    )
    expect(shown).toMatchObject({ status: 'reconnecting', address, ready: true, connectors })
  },
)

test('connected, or anything once settled, is shown as wagmi says', () => {
  const connected = { status: 'connected' as const, address, chainId: 31338, connectors }
  expect(keepRememberedConnection(remembered, connected, false)).toEqual({
    ...connected,
    ready: true,
  })
  const gone = {
    status: 'disconnected' as const,
    address: undefined,
    chainId: undefined,
    connectors,
  }
  expect(keepRememberedConnection(remembered, gone, true)).toEqual({ ...gone, ready: true })
})

test('the same wallets keep the same list: no view of them re-renders on a connection change', () => {
  const shown: Eip155State = { ...remembered, status: 'disconnected', ready: true, connectors }
  const same = connectors.map((connector) => ({ ...connector }))
  const connecting = keepRememberedConnection(
    shown,
    { status: 'connecting', address: undefined, chainId: undefined, connectors: same },
    true,
  )
  expect(connecting.connectors).toBe(connectors)
  const another = [...same, { ...connectors[0], uid: 'y', id: 'y', name: 'Y' } as WalletConnector]
  const found = keepRememberedConnection(
    connecting,
    { status: 'connecting', address: undefined, chainId: undefined, connectors: another },
    true,
  )
  expect(found.connectors).toBe(another)
})

test('a report that changes nothing shown keeps the state object, so no selector sees a change', () => {
  const shown = keepRememberedConnection(
    remembered,
    { status: 'connected', address, chainId: 31337, connectors },
    true,
  )
  const again = keepRememberedConnection(
    shown,
    { status: 'connected', address, chainId: 31337, connectors: [...connectors] },
    true,
  )
  expect(again).toBe(shown)
  const moved = keepRememberedConnection(
    shown,
    { status: 'connected', address, chainId: 31338, connectors },
    true,
  )
  expect(moved).not.toBe(shown)
  expect(moved.chainId).toBe(31338)
})
