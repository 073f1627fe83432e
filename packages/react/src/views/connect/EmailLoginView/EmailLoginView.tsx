import { isEmail, validationLimits } from '@airlock/protocol'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useEmailCooldown } from '../../../hooks/useEmailCooldown.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'

type Problem = { kind: 'invalid' } | { kind: 'cooldown' } | { kind: 'failed'; message: string }

/**
 * The e-mail login field, first in Connect when the dapp offers the e-mail wallet (SPEC: email,
 * social, wallet), with the wallets below a divider. An address that is not one says 'Invalid
 * email' under the field; within 30 s of the last code it says 'Please try again after {n}
 * seconds', counting down; nothing is sent then. Otherwise the frame e-mails a code and the modal
 * moves on to EmailVerifyOtp (or EmailVerifyDevice). Renders nothing when e-mail is off.
 *
 * @example
 * <EmailLoginView />
 */
export function EmailLoginView() {
  const airlock = useAirlock()
  const enabled = airlock.config.embeddedWallet !== undefined && airlock.config.networks.length > 0
  return enabled ? <EmailLoginForm /> : null
}

function EmailLoginForm() {
  const airlock = useAirlock()
  const t = useMessages()
  const cooldown = useEmailCooldown()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<Problem>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const form = useRef<HTMLFormElement>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // Fetched now, while the person types: the e-mail chunk brings the divider's and views' styles.
  useLayoutEffect(() => {
    void loadEmailChunk()
      .then((module) => module.adoptStyles(form.current))
      .catch(() => {})
  }, [])

  const shown =
    problem?.kind === 'cooldown'
      ? cooldown.seconds > 0
        ? t('email.cooldown', { seconds: cooldown.seconds })
        : ''
      : problem?.kind === 'invalid'
        ? t('email.invalid')
        : (problem?.message ?? '')

  const submit = async () => {
    const address = email.trim()
    if (!isEmail(address)) return setProblem({ kind: 'invalid' })
    if (cooldown.refresh() > 0) return setProblem({ kind: 'cooldown' })
    setProblem(undefined)
    setBusy(true)
    try {
      // The action and its error texts come with the e-mail chunk, not the modal's.
      const chunk = await loadEmailChunk().catch(() => undefined)
      if (!chunk) return setProblem({ kind: 'failed', message: t('email.error.unavailable') })
      try {
        await chunk.connectEmail(airlock, { email: address })
      } catch (error) {
        if (!mounted.current) return
        if (error instanceof Error && error.name === 'EmailCooldownError') {
          cooldown.refresh()
          setProblem({ kind: 'cooldown' })
        } else setProblem({ kind: 'failed', message: chunk.emailErrorText(t, error) })
      }
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  return (
    <>
      <form
        ref={form}
        className="email-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) void submit()
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {t('email.label')}
        </label>
        <div className="input-row">
          <input
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={validationLimits.emailMaxLength}
            placeholder={t('email.placeholder')}
            value={email}
            aria-invalid={problem?.kind === 'invalid' ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setEmail(event.target.value)
              if (problem?.kind === 'invalid') setProblem(undefined)
            }}
          />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('email.sending') : t('email.submit')}
          </button>
        </div>
      </form>
      <div className="email-feedback">
        <p className="error" id={errorId} role="alert">
          {shown}
        </p>
        <p className="note email-divider">{t('email.or')}</p>
      </div>
    </>
  )
}
