import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { connectEmail } from './connectEmail.js'
import { resendEmailDeviceLink } from './resendEmailDeviceLink.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const first = '2030-01-01T00:10:00.000Z'
const renewed = '2030-01-01T00:10:00.001Z'

test('e-mails a new link for the same login: the view stays, with the new link’s expiry, and the cooldown starts', async () => {
  const { airlock, top, names, frame } = emailAirlock({
    RESEND_DEVICE_LINK: () => ({ expiresAt: renewed }),
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    data: { email: 'bob@airlock.test', expiresAt: first },
  })
  expect(await resendEmailDeviceLink(airlock, { email: 'bob@airlock.test' })).toEqual({
    expiresAt: renewed,
  })
  expect(names()).toContain('RESEND_DEVICE_LINK')
  expect(frame.requests.find((r) => r.type === '@w3m-app/RESEND_DEVICE_LINK')?.payload).toBe(
    undefined,
  )
  expect(top()).toBe('EmailVerifyDevice')
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Connect', 'EmailVerifyDevice'],
    data: { email: 'bob@airlock.test', expiresAt: renewed },
  })
  // No login starts over: no new code is asked for.
  expect(names()).not.toContain('CONNECT_EMAIL')
  // The next e-mail of any kind waits out the 30 s.
  await expect(resendEmailDeviceLink(airlock, { email: 'bob@airlock.test' })).rejects.toMatchObject(
    { name: 'EmailCooldownError' },
  )
  await expect(connectEmail(airlock, { email: 'bob@airlock.test' })).rejects.toMatchObject({
    name: 'EmailCooldownError',
  })
  expect(names().filter((name) => name === 'RESEND_DEVICE_LINK')).toHaveLength(1)
})

test('a refusal (the login expired) rejects with the server’s code and leaves the view as it was', async () => {
  const { airlock, top } = emailAirlock({
    RESEND_DEVICE_LINK: () => {
      throw Object.assign(new Error('This login has expired: enter your e-mail address again'), {
        messageCode: 'emailLoginExpired',
      })
    },
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    data: { email: 'bob@airlock.test', expiresAt: first },
  })
  await expect(resendEmailDeviceLink(airlock, { email: 'bob@airlock.test' })).rejects.toMatchObject(
    { messageCode: 'emailLoginExpired' },
  )
  expect(top()).toBe('EmailVerifyDevice')
  expect(airlock.store.getState().router.data).toEqual({
    email: 'bob@airlock.test',
    expiresAt: first,
  })
})
