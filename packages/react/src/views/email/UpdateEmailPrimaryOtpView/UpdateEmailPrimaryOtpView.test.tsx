import { createAirlock, updateEmail } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { lastFrameRequest } from '../../../../test/emailFrame.js'
import { emailWalletAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { UpdateEmailSecondaryOtpView } from '../UpdateEmailSecondaryOtpView/UpdateEmailSecondaryOtpView.js'
import { UpdateEmailPrimaryOtpView } from './UpdateEmailPrimaryOtpView.js'

function render(view: React.ReactNode) {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.open({ view: 'Account' })
  airlock.navigate({
    type: 'push',
    view: 'UpdateEmailPrimaryOtp',
    data: { email: 'alice@airlock.test', newEmail: 'alice@new.test' },
  })
  return renderToStaticMarkup(<AirlockProvider airlock={airlock}>{view}</AirlockProvider>)
}

test('the first code goes to the current address, the second to the new one', () => {
  const primary = render(<UpdateEmailPrimaryOtpView />)
  expect(primary).toContain('Enter the code sent to your current email')
  expect(primary).toContain('<span class="email-address">alice@airlock.test</span>')
  expect(primary.match(/<input /g)).toHaveLength(6)
  const secondary = render(<UpdateEmailSecondaryOtpView />)
  expect(secondary).toContain('Enter the code sent to your new email')
  expect(secondary).toContain('<span class="email-address">alice@new.test</span>')
})

test('the current address’s code, then the new address’s: the wallet moves to the new address', async () => {
  const { airlock, frame } = await emailWalletAirlock({
    UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_PRIMARY_OTP: () => undefined,
    UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'alice@new.test' }),
  })
  airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })
  await updateEmail(airlock, { email: 'alice@new.test' })
  const primary = renderView(airlock, <UpdateEmailPrimaryOtpView />)
  await primary.user.keyboard('123456')
  await waitFor(() => expect(topView(airlock)).toBe('UpdateEmailSecondaryOtp'))
  primary.unmount()
  const secondary = renderView(airlock, <UpdateEmailSecondaryOtpView />)
  expect(screen.getByText('alice@new.test')).toBeTruthy()
  await secondary.user.keyboard('654321')
  await waitFor(() => expect(topView(airlock)).toBe('AccountSettings'))
  expect(lastFrameRequest(frame, 'UPDATE_EMAIL_PRIMARY_OTP')).toMatchObject({
    payload: { otp: '123456' },
  })
  expect(lastFrameRequest(frame, 'UPDATE_EMAIL_SECONDARY_OTP')).toMatchObject({
    payload: { otp: '654321' },
  })
  expect(airlock.store.getState().embeddedWallet.email).toBe('alice@new.test')
})
