import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { waitForEmailDevice } from './waitForEmailDevice.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('once the device is approved, the code view replaces the device view', async () => {
  const { airlock } = emailAirlock({ CONNECT_DEVICE: () => undefined })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyDevice', data: { email: 'bob@airlock.test' } })
  await waitForEmailDevice(airlock, { email: 'bob@airlock.test' })
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Connect', 'EmailVerifyOtp'],
    data: { email: 'bob@airlock.test' },
  })
})

test('leaving the view stops the wait', async () => {
  const { airlock, top } = emailAirlock()
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyDevice', data: { email: 'bob@airlock.test' } })
  const controller = new AbortController()
  const waiting = waitForEmailDevice(airlock, {
    email: 'bob@airlock.test',
    signal: controller.signal,
  })
  await vi.waitFor(() => expect(top()).toBe('EmailVerifyDevice'))
  controller.abort()
  await expect(waiting).rejects.toMatchObject({ name: 'FrameAbortedError' })
  expect(top()).toBe('EmailVerifyDevice')
})
