import type { EmbeddedWalletState } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { frameRequests, lastFrameRequest } from '../../../../test/emailFrame.js'
import { emailWalletAirlock } from '../../../../test/emailWalletFixtures.js'
import { emailWalletAirlock as loggedIn } from '../../../../test/emailWalletSetup.js'
import { render as renderMarkup } from '../../../../test/markup.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { AccountSettingsView } from './AccountSettingsView.js'

const render = (view: React.ReactNode, embeddedWallet: Partial<EmbeddedWalletState>) =>
  renderMarkup(emailWalletAirlock(embeddedWallet), view)

test('skeleton rows, announced as loading, until the social logins are known; no control before', () => {
  const html = render(<AccountSettingsView />, {
    connected: true,
    email: 'alice@airlock.test',
    accountType: 'eoa',
  })
  expect(html).toContain('<ul class="list" aria-busy="true" aria-label="Loading">')
  expect(html).not.toContain('<button')
})

test('the e-mail with Edit, the account name, the smart-account switch, the social logins, and Sign out', async () => {
  const { airlock } = await loggedIn()
  const { container } = renderView(airlock, <AccountSettingsView />)
  await screen.findByRole('region', { name: 'Social logins' })
  const html = container.innerHTML
  expect(html).toContain(
    '<span class="row-title" data-testid="settings-email">alice@airlock.test</span>',
  )
  expect(html).toContain(
    '<button type="button" class="secondary" aria-label="Edit email">Edit</button>',
  )
  expect(screen.getByRole('button', { name: 'Choose a name' })).toBeTruthy()
  const label = html.match(/<span class="row-title" id="([^"]+)">Smart account<\/span>/)?.[1]
  expect(label).toBeDefined()
  expect(html).toContain(
    `<button type="button" role="switch" class="switch" aria-checked="false" aria-labelledby="${label}"></button>`,
  )
  expect(html).toContain('Off: transactions come from your plain account (EOA).')
  expect(html).toContain('<button type="button" class="wallet">Sign out</button>')
})

test('a smart account shows its switch on', async () => {
  const { airlock } = await loggedIn()
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, accountType: 'smartAccount' },
  }))
  renderView(airlock, <AccountSettingsView />)
  expect(
    (await screen.findByRole('switch', { name: 'Smart account' })).getAttribute('aria-checked'),
  ).toBe('true')
})

test('the social logins unreadable: the rest of the settings, with why', async () => {
  const { airlock } = await loggedIn({
    GET_SOCIAL_IDENTITIES: () => {
      throw new Error('The server is unreachable')
    },
  })
  renderView(airlock, <AccountSettingsView />)
  expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy()
  // The frame's failure, in the modal's words for an error it has no text of its own for.
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
    'An error occurred',
  )
})

describe('interactions', () => {
  test('the switch turns the smart account on and off, through the wallet’s frame', async () => {
    const { airlock, frame } = await loggedIn({
      SET_PREFERRED_ACCOUNT: (payload) => ({
        type: (payload as { type: string }).type,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    })
    const { user } = renderView(airlock, <AccountSettingsView />)
    expect((await screen.findByTestId('settings-email')).textContent).toBe('alice@airlock.test')
    const toggle = screen.getByRole('switch', { name: 'Smart account' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    expect(screen.getByText('On: transactions come from your smart account.')).toBeTruthy()
    expect(lastFrameRequest(frame, 'SET_PREFERRED_ACCOUNT')).toMatchObject({
      payload: { type: 'smartAccount' },
    })
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
  })

  test('a smart account the app refuses stays off and says so', async () => {
    const { airlock } = await loggedIn({
      SET_PREFERRED_ACCOUNT: () => {
        throw new Error('This application might not support Smart Accounts')
      },
    })
    const { user } = renderView(airlock, <AccountSettingsView />)
    await user.click(await screen.findByRole('switch', { name: 'Smart account' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This application might not support Smart Accounts',
    )
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false')
  })

  test('Edit opens the e-mail change; Sign out signs the wallet out', async () => {
    const { airlock, frame } = await loggedIn()
    const { user } = renderView(airlock, <AccountSettingsView />)
    await user.click(await screen.findByRole('button', { name: 'Edit email' }))
    expect(topView(airlock)).toBe('UpdateEmailWallet')
    airlock.navigate({ type: 'back' })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('disconnected'))
    expect(frameRequests(frame)).toContain('SIGN_OUT')
  })
})
