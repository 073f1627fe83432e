import { updateEmail } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { frameRequests, lastFrameRequest } from '../../../../test/emailFrame.js'
import { emailWalletAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { UpdateEmailSecondaryOtpView } from './UpdateEmailSecondaryOtpView.js'

/** An e-mail change past its first code: the view asks for the code sent to the new address. */
async function secondStep() {
  const made = await emailWalletAirlock({
    UPDATE_EMAIL: () => ({ action: 'VERIFY_SECONDARY_OTP' }),
    UPDATE_EMAIL_SECONDARY_OTP: (payload) => {
      if ((payload as { otp: string }).otp !== '654321') throw new Error('Invalid code')
      return { newEmail: 'alice@new.test' }
    },
  })
  made.airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })
  await updateEmail(made.airlock, { email: 'alice@new.test' })
  made.airlock.navigate({
    type: 'push',
    view: 'UpdateEmailSecondaryOtp',
    data: { newEmail: 'alice@new.test' },
  })
  return { ...made, ...renderView(made.airlock, <UpdateEmailSecondaryOtpView />) }
}

test('a wrong code is refused and the view stays; the right one moves the wallet and says so', async () => {
  const { airlock, frame, user } = await secondStep()
  await user.keyboard('111111')
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid code')
  expect(topView(airlock)).toBe('UpdateEmailSecondaryOtp')
  await user.keyboard('654321')
  await waitFor(() => expect(topView(airlock)).toBe('AccountSettings'))
  expect(lastFrameRequest(frame, 'UPDATE_EMAIL_SECONDARY_OTP')).toMatchObject({
    payload: { otp: '654321' },
  })
  expect(airlock.store.getState().embeddedWallet.email).toBe('alice@new.test')
  await waitFor(() =>
    expect(airlock.store.getState().notification).toMatchObject({
      kind: 'success',
      message: 'Email updated',
    }),
  )
})

test('Resend code asks the wallet to send the new address a code again, at once', async () => {
  const { frame, user } = await secondStep()
  const sent = frameRequests(frame).filter((name) => name === 'UPDATE_EMAIL').length
  await user.click(screen.getByRole('button', { name: 'Resend code' }))
  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'A new code is on its way.',
  )
  expect(frameRequests(frame).filter((name) => name === 'UPDATE_EMAIL')).toHaveLength(sent + 1)
  expect(lastFrameRequest(frame, 'UPDATE_EMAIL')).toMatchObject({
    payload: { email: 'alice@new.test' },
  })
})
