import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('connects the e-mail wallet in wagmi, tells analytics, closes the modal on Account', async () => {
  const { airlock } = emailAirlock()
  const events: unknown[] = []
  airlock.analytics.subscribe((event) => events.push(event.event, event.properties))
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyOtp', data: { email: 'alice@airlock.test' } })
  await completeEmailLogin(airlock, { view: 'EmailVerifyOtp' })
  const adapter = await airlock.eip155()
  expect(adapter.wagmiConfig.state.current).toBe(
    adapter.wagmiConfig.connectors.find((item) => item.type === 'airlock-email')?.uid,
  )
  expect(events).toContainEqual('CONNECT_SUCCESS')
  expect(events).toContainEqual({ name: 'Email', method: 'email' })
  expect(airlock.store.getState()).toMatchObject({ open: false, router: { history: ['Account'] } })
})

test('a frame without a logged-in user: the connection fails and analytics hears why', async () => {
  const { airlock } = emailAirlock({
    GET_USER: () => {
      throw new Error('The embedded wallet is not connected')
    },
  })
  const events: unknown[] = []
  airlock.analytics.subscribe((event) => events.push(event.event))
  await expect(completeEmailLogin(airlock, { view: 'Connect' })).rejects.toThrow(
    'The embedded wallet is not connected',
  )
  expect(events).toContain('CONNECT_ERROR')
  expect(airlock.store.getState().eip155.status).toBe('disconnected')
})
