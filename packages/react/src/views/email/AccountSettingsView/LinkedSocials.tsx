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
 * @example
 * <LinkedSocials />
 */
export function LinkedSocials() {
  const airlock = useAirlock()
  const t = useMessages()
  const offered = useSocialProviders() ?? []
  const start = useStartSocialLogin(loadHere)
  const [accounts, setAccounts] = useState<SocialIdentities>()
  const [busy, setBusy] = useState<string>()
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
  if (!accounts && !error) return null
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
