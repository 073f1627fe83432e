import { getEmailWallet, verifyUpdateEmailOtp } from '@airlock/core'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { OtpForm } from '../OtpForm.js'

/**
 * UpdateEmailSecondaryOtp: the last step of an e-mail change, the code sent to the new address.
 * The right one moves the wallet to it and returns to AccountSettings.
 */
export function UpdateEmailSecondaryOtpView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as { newEmail?: string } | undefined
  const newEmail = data?.newEmail ?? ''
  return (
    <OtpForm
      cooldown={false}
      heading={
        <>
          <p className="heading">{t('updateEmail.secondaryTitle')}</p>
          <p className="note">
            {t('email.otp.sentTo')} <span className="email-address">{newEmail}</span>
          </p>
        </>
      }
      onSubmit={async (otp) => {
        const updated = await verifyUpdateEmailOtp(airlock, { step: 'secondary', otp })
        if (updated) airlock.notifier.show('success', t('updateEmail.done'))
      }}
      onResend={async () => (await getEmailWallet(airlock)).updateEmail(newEmail)}
    />
  )
}
