import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { waitForEmailDevice } from './waitForEmailDevice.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('once the device is approved, the e-mail wallet connects and the modal closes on Account', async () => {
  const { airlock } = emailAirlock({ CONNECT_DEVICE: () => undefined })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyDevice', data: { email: 'bob@airlock.test' } })
  await waitForEmailDevice(airlock, { email: 'bob@airlock.test' })
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    router: { history: ['Account'] },
    eip155: { status: 'connected' },
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
