import { connectEmail, waitForEmailDevice } from '@airlock/core'
import { useEffect, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useEmailCooldown } from '../../../hooks/useEmailCooldown.js'
import { emailErrorText } from '../emailErrorText.js'

/**
 * EmailVerifyDevice: a known address on a device it has not used. The person approves this device
 * from the link e-mailed to them; the view waits for the frame to see it for as long as the link
 * is valid (people read mail slowly: no 30 s request timeout here), then moves on. A wait that
 * fails (the link expired) says so and offers to wait again; resend e-mails a new link after the
 * 30 s cooldown.
 */
export function EmailVerifyDeviceView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as { email?: string } | undefined
  const email = data?.email ?? ''
  const cooldown = useEmailCooldown()
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry re-runs it
  useEffect(() => {
    const controller = new AbortController()
    setError('')
    waitForEmailDevice(airlock, { email, signal: controller.signal }).catch((caught: unknown) => {
      if (!controller.signal.aborted) setError(emailErrorText(t, caught))
    })
    return () => controller.abort()
  }, [airlock, email, attempt])

  return (
    <div className="stack">
      <div className="email-status">
        <p className="heading">{t('email.device.title')}</p>
        <p className="note">
          {t('email.device.hint')} <span className="email-address">{email}</span>
        </p>
      </div>
      <p className="note" role="status">
        {error ? '' : status || t('email.device.waiting')}
      </p>
      <p className="error" role="alert">
        {error}
      </p>
      {error ? (
        <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('email.retry')}
        </button>
      ) : null}
      <p className="resend">
        <span>{t('email.device.resendPrompt')}</span>
        <button
          type="button"
          className="text-button"
          disabled={cooldown.seconds > 0}
          onClick={() => {
            setStatus('')
            connectEmail(airlock, { email }).then(
              () => {
                cooldown.refresh()
                setStatus(t('email.device.resent'))
                setAttempt((n) => n + 1)
              },
              (caught: unknown) => {
                cooldown.refresh()
                setError(emailErrorText(t, caught))
              },
            )
          }}
        >
          {cooldown.seconds > 0
            ? t('email.otp.resendIn', { seconds: cooldown.seconds })
            : t('email.device.resend')}
        </button>
      </p>
    </div>
  )
}
