import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { updateEmail } from './updateEmail.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the first code asked for decides the next view; the primary step may be skipped', async () => {
  for (const [action, view] of [
    ['VERIFY_PRIMARY_OTP', 'UpdateEmailPrimaryOtp'],
    ['VERIFY_SECONDARY_OTP', 'UpdateEmailSecondaryOtp'],
  ] as const) {
    const { airlock, top } = emailAirlock({ UPDATE_EMAIL: () => ({ action }) })
    await completeEmailLogin(airlock, { view: 'Connect' })
    airlock.open({ view: 'Account' })
    airlock.navigate({ type: 'push', view: 'AccountSettings' })
    airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })
    expect(await updateEmail(airlock, { email: 'alice@new.test' })).toBe(action)
    expect(top()).toBe(view)
    expect(airlock.store.getState().router.data).toEqual({
      email: 'alice@airlock.test',
      newEmail: 'alice@new.test',
    })
    vi.unstubAllGlobals()
  }
})

test('an address that is not one is refused before the frame is asked', async () => {
  const { airlock, names } = emailAirlock()
  await expect(updateEmail(airlock, { email: 'nope' })).rejects.toThrow('Invalid email')
  expect(names()).not.toContain('UPDATE_EMAIL')
})
