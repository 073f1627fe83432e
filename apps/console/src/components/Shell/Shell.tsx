import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser'
import { type ReactNode, useState } from 'react'
import type { Admin } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

// The navigation's pages, each at `#/{page}`; admins for owners only.
const pages = ['projects', 'catalogue', 'usage', 'providers', 'admins', 'audit'] as const

export type ShellProps = {
  admin: Admin
  /** The route, to mark the current page in the navigation. */
  route: string
  onSignedOut: () => void
  children: ReactNode
}

/**
 * The frame of every signed-in page: a skip link, the navigation, who is signed in, adding a
 * passkey and signing out.
 *
 * @example
 * <Shell admin={admin} route={route} onSignedOut={…}><ProjectsView … /></Shell>
 */
export function Shell({ admin, route, onSignedOut, children }: ShellProps) {
  const { api, texts } = useConsole()
  const [notice, setNotice] = useState<string>()
  const [error, setError] = useState<unknown>()
  const current = (prefix: string) => (route.startsWith(prefix) ? 'page' : undefined)
  const addPasskey = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await api.addPasskey((optionsJSON) => startRegistration({ optionsJSON }))
      setNotice(texts.passkeys.added)
    } catch (caught) {
      setError(caught)
    }
  }
  return (
    <>
      <button
        type="button"
        className="skip"
        onClick={() => document.getElementById('content')?.focus()}
      >
        {texts.nav.skip}
      </button>
      <header className="bar">
        <span className="brand">{texts.appName}</span>
        <nav aria-label={texts.nav.label}>
          {pages.map((page) =>
            page === 'admins' && admin.role !== 'owner' ? null : (
              <a key={page} href={`#/${page}`} aria-current={current(`/${page}`)}>
                {texts.nav[page]}
              </a>
            ),
          )}
        </nav>
        <div className="account">
          <span className="who">{texts.signedInAs(admin.name, texts.roles[admin.role])}</span>
          {browserSupportsWebAuthn() ? (
            <button type="button" className="secondary" onClick={() => void addPasskey()}>
              {texts.passkeys.add}
            </button>
          ) : null}
          <button
            type="button"
            className="secondary"
            onClick={() => void api.signOut().finally(onSignedOut)}
          >
            {texts.nav.signOut}
          </button>
        </div>
      </header>
      {notice ? (
        <p className="message" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      <div id="content" tabIndex={-1}>
        {children}
      </div>
    </>
  )
}
