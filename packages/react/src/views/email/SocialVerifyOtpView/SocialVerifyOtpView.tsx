import { connectSocial, verifySocialOtp } from '@airlock/core'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { socialBrand } from '../../../utils/socialBrands.js'
import { OtpForm } from '../OtpForm.js'

/**
 * SocialVerifyOtp: the social account's provider-verified e-mail is that of an existing e-mail
 * wallet, so the first link is confirmed with the code e-mailed there; the right code logs into
 * that wallet. With `recovery` in the route's data, the code is the recovery code e-mailed after
 * a social login on a device without the wallet's share (as for an e-mail login). Resend starts
 * the social login again (a new window, in the click), which e-mails a new code.
 */
export function SocialVerifyOtpView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as
    | { email?: string; provider?: string; recovery?: boolean }
    | undefined
  const provider = data?.provider ?? ''
  // Logged in on a device without the wallet: the recovery code e-mailed to restore it here.
  const recovery = data?.recovery === true
  return (
    <OtpForm
      heading={
        <>
          <p className="heading">
            {recovery ? t('email.otp.recoveryTitle') : t('social.link.title')}
          </p>
          <p className="note">
            {recovery
              ? t('email.otp.recoverySentTo')
              : t('social.link.hint', { provider: socialBrand(provider).name })}{' '}
            <span className="email-address">{data?.email ?? ''}</span>
          </p>
          <p className="note">{t('email.otp.expiry')}</p>
        </>
      }
      cooldown={false}
      onSubmit={(otp) => verifySocialOtp(airlock, { otp })}
      onResend={() => connectSocial(airlock, { provider })}
    />
  )
}
