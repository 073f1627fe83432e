import { validationLimits } from '@airlock/protocol'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useMessages } from '../../context/AirlockContext.js'
import { useEmailCooldown } from '../../hooks/useEmailCooldown.js'
import { useRetryCountdown } from '../../hooks/useRetryCountdown.js'
import { retryAfterSeconds } from '../../utils/retryAfterSeconds.js'
import { emailErrorText } from './emailErrorText.js'
import { nextOtpDigits } from './nextOtpDigits.js'

export type OtpFormProps = {
  /** What to type and where it was sent. */
  heading: ReactNode
  /** Checks the code; the view moves on when it resolves, and says why when it rejects. */
  onSubmit(otp: string): Promise<unknown>
  /** Sends a new code. */
  onResend(): Promise<unknown>
  /** Whether resending waits out the e-mail login's 30 s cooldown. Defaults to `true`. */
  cooldown?: boolean | undefined
}

const empty = () => Array.from({ length: validationLimits.oneTimeCodeLength }, () => '')

/**
 * Six single-digit boxes for an e-mailed code: the first offers the browser's one-time-code
 * autofill, a pasted code fills them all, Backspace moves back, arrow keys move between them. The
 * code is checked as soon as the sixth digit is in; a wrong one is said under the boxes, which
 * empty for another try. Below: resend, with the cooldown's countdown. A refusal that asks to wait
 * (the server's cooldown or rate limit, its seconds in the error's parameters) counts down live
 * and keeps Resend off until it ends; a screen reader hears it when it starts and when it ends
 * ("You can ask for a new code now"), not every second.
 *
 * @example
 * <OtpForm heading="Enter the code" onSubmit={verify} onResend={resend} />
 */
export function OtpForm({ heading, onSubmit, onResend, cooldown = true }: OtpFormProps) {
  const t = useMessages()
  const wait = useEmailCooldown()
  // The server's own wait, when it refused a resend: it may be longer than the local cooldown.
  const [refusal, setRefusal] = useState<unknown>()
  const left = useRetryCountdown(refusal)
  const seconds = Math.max(cooldown ? wait.seconds : 0, left)
  const [digits, setDigits] = useState(empty)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const errorId = useId()
  const mounted = useRef(true)
  useEffect(() => {
    if (refusal === undefined || left > 0) return
    setRefusal(undefined)
    setStatus(t('email.otp.resendReady'))
  }, [refusal, left, t])
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const focus = (index: number) => {
    const box = boxes.current[index]
    box?.focus()
    box?.select()
  }

  const check = async (code: string) => {
    setBusy(true)
    setError('')
    setStatus(t('email.otp.verifying'))
    try {
      await onSubmit(code)
      if (mounted.current) setStatus('')
    } catch (caught) {
      if (!mounted.current) return
      setStatus('')
      setError(emailErrorText(t, caught))
      setDigits(empty())
      // After the boxes are enabled again.
      setTimeout(() => focus(0), 0)
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  const apply = (next: { digits: string[]; focus: number }) => {
    setDigits(next.digits)
    if (error) setError('')
    if (next.digits.every(Boolean)) void check(next.digits.join(''))
    else focus(next.focus)
  }

  const resend = async () => {
    if (busy || seconds > 0) return
    setError('')
    setStatus('')
    try {
      await onResend()
      wait.refresh()
      if (mounted.current) setStatus(t('email.otp.resent'))
    } catch (caught) {
      wait.refresh()
      if (!mounted.current) return
      if (retryAfterSeconds(caught) > 0) setRefusal(caught)
      else setError(emailErrorText(t, caught))
    }
  }

  return (
    <div className="stack">
      <div className="email-status">{heading}</div>
      <fieldset className="otp" aria-describedby={errorId} disabled={busy}>
        <legend className="visually-hidden">{t('email.otp.label')}</legend>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this view
            autoFocus={index === 0}
            aria-label={t('email.otp.digit', { index: index + 1, count: digits.length })}
            aria-invalid={error ? true : undefined}
            value={digit}
            onFocus={(event) => event.target.select()}
            onChange={(event) =>
              apply(nextOtpDigits(digits, { type: 'input', index, text: event.target.value }))
            }
            onPaste={(event) => {
              event.preventDefault()
              apply(
                nextOtpDigits(digits, {
                  type: 'input',
                  index,
                  text: event.clipboardData.getData('text'),
                }),
              )
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace') {
                event.preventDefault()
                apply(nextOtpDigits(digits, { type: 'backspace', index }))
              } else if (event.key === 'ArrowLeft' && index > 0) {
                event.preventDefault()
                focus(index - 1)
              } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
                event.preventDefault()
                focus(index + 1)
              }
            }}
          />
        ))}
      </fieldset>
      {/* While a wait counts down, the alert keeps the text it started with (said once) and the
          seconds seen tick outside any live region. */}
      <p className={left > 0 ? 'visually-hidden' : 'error'} id={errorId} role="alert">
        {left > 0 ? emailErrorText(t, refusal) : error}
      </p>
      {left > 0 ? (
        <p className="error" aria-hidden="true">
          {emailErrorText(t, refusal, left)}
        </p>
      ) : null}
      <p className="note" role="status">
        {status}
      </p>
      <p className="resend">
        <span>{t('email.otp.resendPrompt')}</span>
        <button
          type="button"
          className="text-button"
          disabled={busy || seconds > 0}
          onClick={() => void resend()}
        >
          {seconds > 0 ? t('email.otp.resendIn', { seconds }) : t('email.otp.resend')}
        </button>
      </p>
    </div>
  )
}
