import { expect, test } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { createStorage } from '../storage/createStorage.js'
import type { AirlockState } from '../types/airlock.js'
import { followActiveNamespace, initialActiveNamespace } from './setActiveNamespace.js'

type Pick2 = Pick<AirlockState, 'activeNamespace'> & {
  eip155: { status: AirlockState['eip155']['status'] }
  solana: { status: AirlockState['solana']['status'] }
}

function store(active: AirlockState['activeNamespace'], storage = createStorage()) {
  const created = createStore<Pick2>(() => ({
    activeNamespace: active,
    eip155: { status: 'disconnected' },
    solana: { status: 'disconnected' },
  }))
  followActiveNamespace(created as never, storage)
  return created
}

test('a namespace that connects while the active one has no wallet becomes active', () => {
  const state = store('eip155')
  state.setState({ solana: { status: 'connecting' } })
  expect(state.getState().activeNamespace).toBe('eip155')
  state.setState({ solana: { status: 'connected' } })
  expect(state.getState().activeNamespace).toBe('solana')
  // The EVM wallet joining does not take it away (connectWallet makes the one just chosen active).
  state.setState({ eip155: { status: 'connected' } })
  expect(state.getState().activeNamespace).toBe('solana')
})

test("when the active namespace's wallet goes, the other connected one becomes active", () => {
  const storage = createStorage({ prefix: `test-${Math.random()}` })
  const state = store('solana', storage)
  state.setState({ eip155: { status: 'connected' }, solana: { status: 'connected' } })
  state.setState({ solana: { status: 'disconnected' } })
  expect(state.getState().activeNamespace).toBe('eip155')
  // Remembered, so the next visit starts there.
  expect(storage.get('activeNamespace')).toBe('eip155')
  // None left: it stays where it was.
  state.setState({ eip155: { status: 'disconnected' } })
  expect(state.getState().activeNamespace).toBe('eip155')
})

test('the remembered namespace counts only while the dapp still configures it', () => {
  const storage = createStorage({ prefix: `test-${Math.random()}` })
  expect(initialActiveNamespace(storage, { eip155: true, solana: true })).toBe('eip155')
  expect(initialActiveNamespace(storage, { eip155: false, solana: true })).toBe('solana')
  storage.set('activeNamespace', 'solana')
  expect(initialActiveNamespace(storage, { eip155: true, solana: true })).toBe('solana')
  expect(initialActiveNamespace(storage, { eip155: true, solana: false })).toBe('eip155')
})
