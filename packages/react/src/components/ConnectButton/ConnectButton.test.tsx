import { createAirlock } from '@airlock/core'
import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderView } from '../../../test/renderView.js'
import { AirlockProvider } from '../../context/AirlockProvider.js'
import { ConnectButton } from './ConnectButton.js'

test('shows the catalogue label, or a translation', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  expect(
    renderToStaticMarkup(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>,
    ),
  ).toMatchInlineSnapshot(
    `"<button type="button" class="airlock-button airlock-connect-button">Connect Wallet</button>"`,
  )
  expect(
    renderToStaticMarkup(
      <AirlockProvider airlock={airlock} messages={{ 'connectButton.label': 'Wallet verbinden' }}>
        <ConnectButton />
      </AirlockProvider>,
    ),
  ).toContain('Wallet verbinden')
})

test('refuses to render outside a provider', () => {
  expect(() => renderToStaticMarkup(<ConnectButton />)).toThrow('inside <AirlockProvider>')
})

test('a click opens the modal on Connect', async () => {
  const airlock = testAirlock()
  const { user } = renderView(airlock, <ConnectButton />)
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(airlock.store.getState()).toMatchObject({ open: true, router: { history: ['Connect'] } })
})

test('re-renders when the account changes, not when a wallet announces itself or another part of the store changes', () => {
  const airlock = testAirlock()
  let renders = 0
  render(
    <AirlockProvider airlock={airlock}>
      <Profiler id="button" onRender={() => renders++}>
        <ConnectButton />
      </Profiler>
    </AirlockProvider>,
  )
  const first = renders
  const wallet = { uid: 'w', id: 'w', name: 'W', type: 'injected', icon: undefined, rdns: 'w.test' }
  act(() =>
    airlock.store.setState((state) => ({
      eip155: { ...state.eip155, ready: true, connectors: [wallet] },
    })),
  )
  act(() => airlock.store.setState({ selectedChainId: 31338 }))
  expect(renders).toBe(first)
  act(() =>
    airlock.store.setState((state) => ({
      eip155: {
        ...state.eip155,
        status: 'connected',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 31337,
      },
    })),
  )
  expect(renders).toBe(first + 1)
  expect(screen.getByRole('button').textContent).toBe('0x7099…79C8')
})
