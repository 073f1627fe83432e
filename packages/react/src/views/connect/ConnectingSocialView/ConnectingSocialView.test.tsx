import type { SocialLoginState } from '@airlock/core'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { ru } from '../../../locales/messages/ru.js'
import { ConnectingSocialView } from './ConnectingSocialView.js'

function at(social: SocialLoginState) {
  const airlock = testAirlock()
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'ConnectingSocial', data: { provider: 'google' } })
  airlock.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, social } }))
  return airlock
}

test('while the provider window is open: where to log in, and no button', () => {
  renderView(at({ status: 'waiting', provider: 'google' }), <ConnectingSocialView />)
  expect(screen.getByRole('status').textContent).toBe('Connect in the provider window')
  expect(screen.getByText(/Log in with Google in the window that opened/)).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})

test('once the window closed: retrieving the user data', () => {
  renderView(at({ status: 'retrieving', provider: 'google' }), <ConnectingSocialView />)
  expect(screen.getByRole('status').textContent).toBe('Retrieving user data')
})

test('failures say why, translated from their code, with Retry', () => {
  for (const [code, text] of [
    ['SocialLoginTimeoutError', 'Social login timed out'],
    ['SocialPopupBlockedError', 'The login window was blocked'],
    ['FrameAbortedError', 'Something went wrong'],
  ] as const) {
    const { unmount } = renderView(
      at({ status: 'failed', provider: 'github', code }),
      <ConnectingSocialView />,
    )
    expect(screen.getByRole('alert').textContent).toBe(text)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    unmount()
  }
  renderView(
    at({ status: 'failed', provider: 'google', code: 'FrameRequestError', message: 'Try later' }),
    <ConnectingSocialView />,
  )
  expect(screen.getByRole('alert').textContent).toBe('Try later')
})

test('the server’s refusal shows its code’s text in the modal’s language, not its English', () => {
  const refused = {
    status: 'failed',
    provider: 'github',
    code: 'FrameRequestError',
    message: 'The login with GitHub was cancelled',
    messageCode: 'socialLoginCancelled',
    messageParams: { provider: 'GitHub' },
  } as const
  const { unmount } = renderView(at(refused), <ConnectingSocialView />, ru, 'ru')
  expect(screen.getByRole('alert').textContent).toBe('Вход через GitHub отменён')
  unmount()
  renderView(at(refused), <ConnectingSocialView />)
  expect(screen.getByRole('alert').textContent).toBe('The login with GitHub was cancelled')
})
