import { resendEmailDeviceLink, waitForEmailDevice } from '@airlock/core'
import { useEffect, useState } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useEmailCooldown } from '../../../hooks/useEmailCooldown.js'
import { formatCountdown } from '../../../utils/formatCountdown.js'
import { emailErrorText } from '../emailErrorText.js'

/**
 * EmailVerifyDevice: a known address on a device it has not used. The person approves this device
 * from the link e-mailed to them; the view waits for the frame to see it for as long as the link
 * is valid (people read mail slowly: no 30 s request timeout here), then moves on. A wait that
 * fails says so and offers to wait again. Resend e-mails a new link for the same login (the old
 * one stops working; no new code) after the 30 s cooldown, and the countdown follows the new
 * link. The link and its login expire together: once they have, the view says to start again
 * (enter the e-mail address anew) and offers no Resend, which could only be refused.
 */
export function EmailVerifyDeviceView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const data = useAirlockState((state) => state.router.data) as
    | { email?: string; expiresAt?: string | undefined }
    | undefined
  const email = data?.email ?? ''
  const secondsLeft = useSecondsUntil(data?.expiresAt)
  const expired = secondsLeft === 0
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
        {error || expired ? '' : status || t('email.device.waiting')}
      </p>
      {secondsLeft !== undefined && !expired ? (
        <p className="note device-countdown" data-testid="device-link-countdown">
          {t('email.device.validFor', { time: formatCountdown(secondsLeft, locale) })}
        </p>
      ) : null}
      <p className="error" role="alert">
        {error || (expired ? t('email.device.expired') : '')}
      </p>
      {error && !expired ? (
        <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('email.retry')}
        </button>
      ) : null}
      {expired ? null : (
        <p className="resend">
          <span>{t('email.device.resendPrompt')}</span>
          <button
            type="button"
            className="text-button"
            disabled={cooldown.seconds > 0}
            onClick={() => {
              // A wait that had failed starts again for the new link; a running one goes on.
              const waitFailed = error !== ''
              setStatus('')
              setError('')
              resendEmailDeviceLink(airlock, { email }).then(
                () => {
                  cooldown.refresh()
                  setStatus(t('email.device.resent'))
                  if (waitFailed) setAttempt((n) => n + 1)
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
      )}
    </div>
  )
}

/**
 * Whole seconds until `iso` (ticking each second), 0 once it has passed, `undefined` without a
 * time.
 */
function useSecondsUntil(iso: string | undefined): number | undefined {
  const until = iso === undefined ? Number.NaN : Date.parse(iso)
  const read = () =>
    Number.isNaN(until) ? undefined : Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` follows `until`
  useEffect(() => {
    setSeconds(read())
    if (Number.isNaN(until)) return
    const timer = setInterval(() => {
      const left = read()
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
