import { connectEmail, verifyEmailOtp } from '@airlock/core'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { OtpForm } from '../OtpForm.js'

/**
 * EmailVerifyOtp: the 6-digit code e-mailed to the address typed in Connect. The right code
 * connects the e-mail wallet (the modal closes, or asks to sign in); resend sends a new one after
 * the 30 s cooldown.
 */
export function EmailVerifyOtpView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as { email?: string } | undefined
  const email = data?.email ?? ''
  return (
    <OtpForm
      heading={
        <>
          <p className="heading">{t('email.otp.title')}</p>
          <p className="note">
            {t('email.otp.sentTo')} <span className="email-address">{email}</span>
          </p>
          <p className="note">{t('email.otp.expiry')}</p>
        </>
      }
      onSubmit={(otp) => verifyEmailOtp(airlock, { otp })}
      onResend={() => connectEmail(airlock, { email })}
    />
  )
}
