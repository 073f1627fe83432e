// The e-mail wallet's chunk: its views, their styles, and the core actions the e-mail field in
// Connect calls (so the frame's protocol code stays out of the modal's chunk).

import { createStyleAdopter } from '../../utils/createStyleAdopter.js'
import { AccountSettingsView } from './AccountSettingsView/AccountSettingsView.js'
import { ApproveTransactionView } from './ApproveTransactionView/ApproveTransactionView.js'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView/EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from './EmailVerifyOtpView/EmailVerifyOtpView.js'
import { emailErrorText } from './emailErrorText.js'
import { emailStyles } from './emailStyles.js'
import { SessionsView } from './SessionsView/SessionsView.js'
import { SocialVerifyOtpView } from './SocialVerifyOtpView/SocialVerifyOtpView.js'
import { UpdateEmailPrimaryOtpView } from './UpdateEmailPrimaryOtpView/UpdateEmailPrimaryOtpView.js'
import { UpdateEmailSecondaryOtpView } from './UpdateEmailSecondaryOtpView/UpdateEmailSecondaryOtpView.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView/UpdateEmailWalletView.js'

export const views = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  AccountSettings: AccountSettingsView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  SocialVerifyOtp: SocialVerifyOtpView,
  Sessions: SessionsView,
} as const

export { connectEmail, connectFarcaster, connectSocial } from '@airlock/core'
export const adoptStyles = createStyleAdopter(emailStyles)
export { emailErrorText }
