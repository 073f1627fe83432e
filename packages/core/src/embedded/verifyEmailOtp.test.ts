import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the right code connects the e-mail wallet and closes the modal on Account', async () => {
  const { airlock, frame } = emailAirlock({ CONNECT_OTP: () => undefined })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyOtp', data: { email: 'alice@airlock.test' } })
  await verifyEmailOtp(airlock, { otp: '123456' })
  expect(frame.requests.find((item) => item.type === '@w3m-app/CONNECT_OTP')?.payload).toEqual({
    otp: '123456',
  })
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    router: { history: ['Account'] },
    eip155: { status: 'connected' },
  })
})

test('a wrong code rejects with the frame’s message and leaves the view as it is', async () => {
  const { airlock, top } = emailAirlock({
    CONNECT_OTP: () => {
      throw new Error('Invalid code')
    },
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyOtp', data: { email: 'alice@airlock.test' } })
  await expect(verifyEmailOtp(airlock, { otp: '000000' })).rejects.toThrow('Invalid code')
  expect(top()).toBe('EmailVerifyOtp')
  expect(airlock.store.getState().eip155.status).not.toBe('connected')
})

test('a right code on a new device of a known address moves on to the device approval', async () => {
  const expiresAt = '2026-11-26T12:10:00.000Z'
  const { airlock, top } = emailAirlock({
    CONNECT_OTP: () => ({ action: 'VERIFY_DEVICE', expiresAt }),
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyOtp', data: { email: 'bob@airlock.test' } })
  await verifyEmailOtp(airlock, { otp: '123456' })
  expect(top()).toBe('EmailVerifyDevice')
  expect(airlock.store.getState()).toMatchObject({
    open: true,
    router: {
      history: ['Connect', 'EmailVerifyDevice'],
      data: { email: 'bob@airlock.test', expiresAt },
    },
  })
  expect(airlock.store.getState().eip155.status).not.toBe('connected')
})
