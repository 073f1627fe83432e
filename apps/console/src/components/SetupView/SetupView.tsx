import { type FormEvent, useId, useState } from 'react'
import type { Admin } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * The one-time setup link's page: makes an admin (the first owner, or an invited one) with a name
 * and password, and signs them in.
 *
 * @example
 * <SetupView token={token} onSignedIn={setAdmin} />
 */
export function SetupView({
  token,
  onSignedIn,
}: {
  token: string
  onSignedIn: (admin: Admin) => void
}) {
  const { api, texts } = useConsole()
  const heading = useHeadingFocus()
  const id = useId()
  const [error, setError] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(undefined)
    try {
      const admin = await api.setup({
        token,
        name: String(form.get('name')),
        password: String(form.get('password')),
      })
      // The token is spent: keep it out of the address bar and history.
      history.replaceState(null, '', `${location.pathname}#/projects`)
      onSignedIn(admin)
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }
  return (
    <main className="card narrow">
      <h1 ref={heading} tabIndex={-1}>
        {texts.setup.heading}
      </h1>
      <p>{texts.setup.intro}</p>
      {token === '' ? <p role="alert">{texts.setup.invalidLink}</p> : null}
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.setup.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="username"
            required
            maxLength={64}
            aria-describedby={`${id}-name-hint`}
          />
          <p className="hint" id={`${id}-name-hint`}>
            {texts.setup.nameHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{texts.setup.password}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={256}
            aria-describedby={`${id}-password-hint`}
          />
          <p className="hint" id={`${id}-password-hint`}>
            {texts.setup.passwordHint}
          </p>
        </div>
        <ErrorMessage error={error} />
        <button type="submit" disabled={busy || token === ''}>
          {texts.setup.submit}
        </button>
      </form>
    </main>
  )
}
