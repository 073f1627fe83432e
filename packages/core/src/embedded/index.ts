// The embedded (e-mail, social, Farcaster) wallet's part of the public API, re-exported by
// `src/index.ts`.
export {
  type ApprovalFrameLayoutParameters,
  approvalFrameFullWidthPx,
  approvalFrameHeightPx,
  approvalFrameLayout,
} from './approvalFrameLayout.js'
export { cancelFarcaster } from './cancelFarcaster.js'
export {
  type CompleteEmailLoginErrorType,
  completeEmailLogin,
} from './completeEmailLogin.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from './connectEmail.js'
export { type ConnectFarcasterErrorType, connectFarcaster } from './connectFarcaster.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  connectSocial,
} from './connectSocial.js'
export { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'
export {
  type GetSessionAppsErrorType,
  type GetSessionAppsReturnType,
  getSessionApps,
  type SessionApp,
} from './getSessionApps.js'
export { getSocialProviders } from './getSocialProviders.js'
export { initialEmbeddedWalletState } from './initialEmbeddedWalletState.js'
export {
  type ListSessionsErrorType,
  type ListSessionsParameters,
  type ListSessionsReturnType,
  listSessions,
  type SessionRecord,
} from './listSessions.js'
export {
  type ResendEmailDeviceLinkErrorType,
  type ResendEmailDeviceLinkParameters,
  type ResendEmailDeviceLinkReturnType,
  resendEmailDeviceLink,
} from './resendEmailDeviceLink.js'
export {
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  revokeSession,
} from './revokeSession.js'
export {
  type SetEmailAccountTypeErrorType,
  type SetEmailAccountTypeParameters,
  setEmailAccountType,
} from './setEmailAccountType.js'
export {
  getSocialIdentities,
  type SocialIdentities,
  type SocialIdentitiesErrorType,
  unlinkSocial,
} from './socialIdentities.js'
export { type OpenWindow, openSocialPopup, type SocialPopup } from './socialPopup.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  updateEmail,
} from './updateEmail.js'
export {
  type VerifyEmailOtpErrorType,
  type VerifyEmailOtpParameters,
  verifyEmailOtp,
} from './verifyEmailOtp.js'
export {
  type VerifySocialOtpErrorType,
  type VerifySocialOtpParameters,
  verifySocialOtp,
} from './verifySocialOtp.js'
export {
  type VerifyUpdateEmailOtpErrorType,
  type VerifyUpdateEmailOtpParameters,
  verifyUpdateEmailOtp,
} from './verifyUpdateEmailOtp.js'
export {
  type WaitForEmailDeviceErrorType,
  type WaitForEmailDeviceParameters,
  waitForEmailDevice,
} from './waitForEmailDevice.js'
