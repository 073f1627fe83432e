import { getEmailWallet, verifyUpdateEmailOtp } from '@airlock/core'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { OtpForm } from '../OtpForm.js'

/**
 * UpdateEmailPrimaryOtp: the first step of an e-mail change, the code sent to the current address
 * (it proves the change is the owner's). The right one moves on to the new address's code.
 */
export function UpdateEmailPrimaryOtpView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as
    | { email?: string; newEmail?: string }
    | undefined
  return (
    <OtpForm
      cooldown={false}
      heading={
        <>
          <p className="heading">{t('updateEmail.primaryTitle')}</p>
          <p className="note">
            {t('email.otp.sentTo')} <span className="email-address">{data?.email ?? ''}</span>
          </p>
        </>
      }
      onSubmit={(otp) => verifyUpdateEmailOtp(airlock, { step: 'primary', otp })}
      onResend={async () => (await getEmailWallet(airlock)).updateEmail(data?.newEmail ?? '')}
    />
  )
}
