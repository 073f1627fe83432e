import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { verifyUpdateEmailOtp } from './verifyUpdateEmailOtp.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('current address’s code, then the new one’s: the wallet has its new address, back in settings', async () => {
  const { airlock, map } = emailAirlock({
    UPDATE_EMAIL_PRIMARY_OTP: () => undefined,
    UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'alice@new.test' }),
  })
  const data = { email: 'alice@airlock.test', newEmail: 'alice@new.test' }
  // Logged in: the settings views are for a connected e-mail wallet.
  await completeEmailLogin(airlock, { view: 'Connect' })
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'AccountSettings' })
  airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })
  airlock.navigate({ type: 'push', view: 'UpdateEmailPrimaryOtp', data })
  expect(await verifyUpdateEmailOtp(airlock, { step: 'primary', otp: '111111' })).toBeUndefined()
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Account', 'AccountSettings', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'],
    data,
  })
  expect(await verifyUpdateEmailOtp(airlock, { step: 'secondary', otp: '222222' })).toBe(
    'alice@new.test',
  )
  expect(airlock.store.getState().router.history).toEqual(['Account', 'AccountSettings'])
  expect(airlock.store.getState().embeddedWallet.email).toBe('alice@new.test')
  expect(map.get('@airlock/v1/embeddedWallet/email')).toBe('"alice@new.test"')
})
