import type { SocialLoginState } from '@airlock/core'
import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { ru } from '../../../locales/messages/ru.js'
import { ConnectingSocialView } from './ConnectingSocialView.js'

afterEach(() => {
  vi.useRealTimers()
})

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

test('a refusal that asks to wait counts its seconds down live with Retry off, said at the start and the end only', () => {
  vi.useFakeTimers({ now: 1_000_000_000_000 })
  // The server's link-code cooldown, as the frame passes it on: a code and its number.
  renderView(
    at({
      status: 'failed',
      provider: 'google',
      code: 'FrameRequestError',
      message: 'Please try again after 12 seconds',
      messageCode: 'emailCooldown',
      messageParams: { seconds: 12 },
    }),
    <ConnectingSocialView />,
  )
  const alert = screen.getByRole('alert')
  const seen = () => document.querySelector('.heading[aria-hidden="true"]')?.textContent
  const retry = () => screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement
  expect(alert.textContent).toBe('Please try again after 12 seconds')
  expect(seen()).toBe('Please try again after 12 seconds')
  expect(retry().disabled).toBe(true)
  act(() => vi.advanceTimersByTime(11_000))
  expect(seen()).toBe('Please try again after 1 second')
  expect(alert.textContent).toBe('Please try again after 12 seconds')
  expect(screen.getByRole('status').textContent).toBe('')
  act(() => vi.advanceTimersByTime(1_000))
  expect(seen()).toBeUndefined()
  expect(retry().disabled).toBe(false)
  expect(screen.getByRole('status').textContent).toBe('You can try again now.')
})
