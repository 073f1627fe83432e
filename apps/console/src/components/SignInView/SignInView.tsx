import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { type FormEvent, useId, useState } from 'react'
import type { Admin } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * Sign-in: a passkey, or a name and password.
 *
 * @example
 * <SignInView onSignedIn={setAdmin} />
 */
export function SignInView({ onSignedIn }: { onSignedIn: (admin: Admin) => void }) {
  const { api, texts } = useConsole()
  const heading = useHeadingFocus()
  const id = useId()
  const [error, setError] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const attempt = async (run: () => Promise<Admin>) => {
    setBusy(true)
    setError(undefined)
    try {
      onSignedIn(await run())
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void attempt(() =>
      api.signIn({ name: String(form.get('name')), password: String(form.get('password')) }),
    )
  }
  return (
    <main className="card narrow">
      <h1 ref={heading} tabIndex={-1}>
        {texts.signIn.heading}
      </h1>
      {browserSupportsWebAuthn() ? (
        <button
          type="button"
          className="secondary wide"
          disabled={busy}
          onClick={() =>
            void attempt(() =>
              api.passkeySignIn((optionsJSON) => startAuthentication({ optionsJSON })),
            )
          }
        >
          {texts.signIn.passkey}
        </button>
      ) : (
        <p>{texts.passkeys.unsupported}</p>
      )}
      <p className="divider">{texts.signIn.or}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.signIn.name}</label>
          <input id={`${id}-name`} name="name" autoComplete="username" required maxLength={64} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{texts.signIn.password}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
          />
        </div>
        <ErrorMessage error={error} />
        <button type="submit" disabled={busy}>
          {texts.signIn.submit}
        </button>
      </form>
    </main>
  )
}
