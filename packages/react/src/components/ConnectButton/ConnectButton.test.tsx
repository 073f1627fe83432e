import { createAirlock } from '@airlock/core'
import { screen } from '@testing-library/react'
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
