import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { connectEmail } from './connectEmail.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('VERIFY_OTP and VERIFY_DEVICE move Connect on to the code or the device view', async () => {
  for (const [action, view] of [
    ['VERIFY_OTP', 'EmailVerifyOtp'],
    ['VERIFY_DEVICE', 'EmailVerifyDevice'],
  ] as const) {
    const { airlock, top, frame } = emailAirlock({ CONNECT_EMAIL: () => ({ action }) })
    airlock.open({ view: 'Connect' })
    expect(await connectEmail(airlock, { email: ' alice@airlock.test ' })).toBe(action)
    expect(top()).toBe(view)
    expect(airlock.store.getState().router.data).toEqual({ email: 'alice@airlock.test' })
    const request = frame.requests.find((item) => item.type === '@w3m-app/CONNECT_EMAIL')
    expect(request?.payload).toEqual({ email: 'alice@airlock.test' })
    vi.unstubAllGlobals()
  }
})

test('a resend from the code view stays there, and waits out the cooldown', async () => {
  const { airlock, top, names } = emailAirlock({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
  airlock.open({ view: 'Connect' })
  await connectEmail(airlock, { email: 'alice@airlock.test' })
  await expect(connectEmail(airlock, { email: 'alice@airlock.test' })).rejects.toMatchObject({
    name: 'EmailCooldownError',
    shortMessage: 'Please try again after 30 seconds',
  })
  expect(top()).toBe('EmailVerifyOtp')
  expect(airlock.store.getState().router.history).toEqual(['Connect', 'EmailVerifyOtp'])
  expect(names().filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(1)
})

test('CONNECT: a device still logged in connects at once and the modal closes on Account', async () => {
  const { airlock } = emailAirlock({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }) })
  airlock.open({ view: 'Connect' })
  expect(await connectEmail(airlock, { email: 'alice@airlock.test' })).toBe('CONNECT')
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    router: { history: ['Account'] },
    eip155: { status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    embeddedWallet: { connected: true, email: 'alice@airlock.test' },
  })
})
