import { connectEmail, verifyEmailOtp } from '@airlock/core'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { OtpForm } from '../OtpForm.js'

/**
 * EmailVerifyOtp: the 6-digit code e-mailed to the address typed in Connect. The right code
 * connects the e-mail wallet (the modal closes, or asks to sign in); resend sends a new one after
 * the 30 s cooldown. With `recovery` in the route's data, the code is the recovery code e-mailed
 * after a login on a device without the wallet (resend starts the login again).
 */
export function EmailVerifyOtpView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as
    | { email?: string; recovery?: boolean }
    | undefined
  const email = data?.email ?? ''
  // After the login code on a new device: the code that restores the wallet here.
  const recovery = data?.recovery === true
  return (
    <OtpForm
      heading={
        <>
          <p className="heading">{t(recovery ? 'email.otp.recoveryTitle' : 'email.otp.title')}</p>
          <p className="note">
            {t(recovery ? 'email.otp.recoverySentTo' : 'email.otp.sentTo')}{' '}
            <span className="email-address">{email}</span>
          </p>
          <p className="note">{t('email.otp.expiry')}</p>
        </>
      }
      onSubmit={(otp) => verifyEmailOtp(airlock, { otp })}
      onResend={() => connectEmail(airlock, { email })}
    />
  )
}
