import { useEffect, useState } from 'react'
import type { SignInProviders } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * The sign-in providers the server's environment configured, read-only: each social login's
 * status, masked client id and whether it has a secret; Farcaster; e-mail's SMTP server.
 *
 * @example
 * <ProvidersView />
 */
export function ProvidersView() {
  const { api, texts } = useConsole()
  const t = texts.providers
  const heading = useHeadingFocus()
  const [providers, setProviders] = useState<SignInProviders>()
  const [error, setError] = useState<unknown>()
  useEffect(() => {
    api.providers().then(setProviders, setError)
  }, [api])
  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <p>{t.intro}</p>
      <ErrorMessage error={error} />
      {providers === undefined && !error ? <p>{texts.loading}</p> : null}
      {providers ? (
        <>
          <h2>{t.socials}</h2>
          <table>
            <ColumnHeads
              labels={[t.columns.provider, t.columns.status, t.columns.client, t.columns.secret]}
            />
            <tbody>
              {providers.socials.map((social) => (
                <tr key={social.id}>
                  <th scope="row">{social.configured ? social.name : social.id}</th>
                  <td>{social.configured ? t.configured : t.notConfigured}</td>
                  <td>{social.clientId ? <code>{social.clientId}</code> : '–'}</td>
                  <td>
                    {social.configured
                      ? social.clientSecretSet
                        ? t.secretSet
                        : t.secretUnset
                      : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section className="card" aria-labelledby="farcaster-heading">
            <h2 id="farcaster-heading">{t.farcaster}</h2>
            <p>{t.farcasterText}</p>
            <dl className="facts">
              <dt>{t.hub}</dt>
              <dd>{providers.farcaster.hubUrl ?? t.unset}</dd>
              <dt>{t.relayKey}</dt>
              <dd>{providers.farcaster.relayKeySet ? t.set : t.unset}</dd>
            </dl>
          </section>
          <section className="card" aria-labelledby="email-heading">
            <h2 id="email-heading">{t.email}</h2>
            <dl className="facts">
              <dt>{t.columns.status}</dt>
              <dd>{providers.email.configured ? t.configured : t.notConfigured}</dd>
              <dt>{t.smtp}</dt>
              <dd>{providers.email.smtpUrl ? <code>{providers.email.smtpUrl}</code> : t.unset}</dd>
              <dt>{t.mailFrom}</dt>
              <dd>{providers.email.mailFrom}</dd>
            </dl>
          </section>
        </>
      ) : null}
    </main>
  )
}
