import {
  connectFarcaster,
  connectSocial,
  getSocialIdentities,
  type SocialIdentities,
  unlinkSocial,
} from '@airlock/core'
import { useEffect, useState } from 'react'
import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useSocialProviders, useStartSocialLogin } from '../../../hooks/useSocialLogin.js'
import { socialBrand } from '../../../utils/socialBrands.js'
import { emailErrorText } from '../emailErrorText.js'

// This view is in the e-mail chunk, which has connectSocial and connectFarcaster already: no
// chunk to load.
const loadHere = () => Promise.resolve({ connectSocial, connectFarcaster })

/**
 * The wallet's ways in, in AccountSettings: each linked social account (provider and user name)
 * with Unlink, which is not offered for the last way in (the only social account of a wallet
 * without an e-mail login); then Link for each offered social not linked yet, which opens the
 * provider's window in the click and comes back here.
 *
 * @param props - What `useSocialAccounts` read, once `known`.
 *
 * @example
 * const socials = useSocialAccounts()
 * if (socials.known) return <LinkedSocials {...socials} />
 */
export function LinkedSocials({ accounts, setAccounts, error, setError, offered }: SocialAccounts) {
  const t = useMessages()
  const airlock = useAirlock()
  const start = useStartSocialLogin(loadHere)
  const [busy, setBusy] = useState<string>()
  const identities = accounts?.identities ?? []
  const ways = identities.length + (accounts?.emailLogin ? 1 : 0)
  const linked = new Set(identities.map((identity) => identity.provider))
  const unlink = async (id: string) => {
    setBusy(id)
    setError('')
    try {
      setAccounts(await unlinkSocial(airlock, { id }))
    } catch (caught) {
      setError(emailErrorText(t, caught))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <section className="settings-socials" aria-label={t('settings.socials')}>
      <p className="row-sub">{t('settings.socials')}</p>
      <ul className="list">
        {identities.map((identity) => {
          const name = socialBrand(identity.provider).name
          return (
            <li key={identity.id} className="settings-row">
              <SocialIcon provider={identity.provider} size={28} />
              <div className="row-main">
                <span className="row-title">{name}</span>
                <span className="row-sub">{identity.username ?? identity.email ?? ''}</span>
              </div>
              {ways > 1 ? (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('settings.unlinkProvider', { provider: name })}
                  disabled={busy !== undefined}
                  onClick={() => void unlink(identity.id)}
                >
                  {t('settings.unlink')}
                </button>
              ) : (
                <span className="row-sub">{t('settings.lastWayIn')}</span>
              )}
            </li>
          )
        })}
      </ul>
      {offered
        .filter((provider) => !linked.has(provider))
        .map((provider) => (
          <button
            key={provider}
            type="button"
            className="wallet"
            onClick={() => start(provider, { link: true })}
          >
            <SocialIcon provider={provider} size={28} />
            {t('settings.link', { provider: socialBrand(provider).name })}
          </button>
        ))}
      {/* Only with a failure: the settings' own alert stays the one an empty view has. */}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

export type SocialAccounts = {
  /** The accounts, once the frame has answered. */
  accounts: SocialIdentities | undefined
  setAccounts: (accounts: SocialIdentities) => void
  /** Why they could not be read or changed, or `''`. */
  error: string
  setError: (error: string) => void
  /** The socials the dapp offers to link (empty until the server has answered). */
  offered: readonly string[]
  /** Whether the frame (with the accounts or a failure) and the server (the offer) answered. */
  known: boolean
}

/**
 * The wallet's social accounts, read from the frame once per visit of AccountSettings, and the
 * socials offered to link. AccountSettings waits for both (`known`) before it shows anything:
 * painted earlier, its controls would move when they come (the card grows and re-centres), under
 * a click made meanwhile.
 *
 * @example
 * const socials = useSocialAccounts()
 * if (!socials.known) return <SkeletonRows />
 */
export function useSocialAccounts(): SocialAccounts {
  const airlock = useAirlock()
  const t = useMessages()
  const offered = useSocialProviders()
  const [accounts, setAccounts] = useState<SocialIdentities>()
  const [error, setError] = useState('')
  useEffect(() => {
    let current = true
    getSocialIdentities(airlock).then(
      (answer) => {
        if (current) setAccounts(answer)
      },
      (caught: unknown) => {
        if (current) setError(emailErrorText(t, caught))
      },
    )
    return () => {
      current = false
    }
  }, [airlock, t])
  return {
    accounts,
    setAccounts,
    error,
    setError,
    offered: offered ?? [],
    known: offered !== undefined && (accounts !== undefined || error !== ''),
  }
}
