import { updateEmail } from '@airlock/core'
import { isEmail, validationLimits } from '@airlock/protocol'
import { useId, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useEmailWallet } from '../../../hooks/useEmailWallet.js'
import { emailErrorText } from '../emailErrorText.js'

/**
 * UpdateEmailWallet: the address to move the e-mail wallet to. An address that is not one, or is
 * the current one, is said under the field; otherwise codes go to both addresses and the modal
 * moves on to the current address's code (or straight to the new one's).
 */
export function UpdateEmailWalletView() {
  const airlock = useAirlock()
  const t = useMessages()
  const { email: current } = useEmailWallet()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const errorId = useId()

  const submit = async () => {
    const address = email.trim()
    if (!isEmail(address)) return setError(t('email.invalid'))
    if (current && address.toLowerCase() === current.toLowerCase())
      return setError(t('updateEmail.same'))
    setError('')
    setBusy(true)
    try {
      await updateEmail(airlock, { email: address })
    } catch (caught) {
      setError(emailErrorText(t, caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="stack"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void submit()
      }}
    >
      {current ? (
        <p className="note">
          {t('updateEmail.current')} <span className="email-address">{current}</span>
        </p>
      ) : null}
      <label className="field" htmlFor={inputId}>
        {t('updateEmail.label')}
      </label>
      <input
        id={inputId}
        className="input"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={validationLimits.emailMaxLength}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          setEmail(event.target.value)
          if (error) setError('')
        }}
      />
      <p className="error field-error" id={errorId} role="alert">
        {error}
      </p>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('email.sending') : t('updateEmail.submit')}
      </button>
    </form>
  )
}
