import { type EmbeddedAccountType, setEmailAccountType } from '@airlock/core'
import { useId, useState } from 'react'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAccount, useDisconnect } from '../../../hooks/useEip155.js'
import { useEmailWallet } from '../../../hooks/useEmailWallet.js'
import { useIdentity } from '../../../hooks/useIdentity.js'
import { socialBrand } from '../../../utils/socialBrands.js'
import { emailErrorText } from '../emailErrorText.js'
import { LinkedSocials, useSocialAccounts } from './LinkedSocials.js'

/**
 * AccountSettings, for the embedded wallet: the social account it was logged into with (provider
 * and user name), its e-mail address with Edit (UpdateEmailWallet), the account
 * type (a switch between the plain account and a smart account; a refused smart account stays
 * plain and says 'This application might not support Smart Accounts'; a smart account lists the
 * apps' sessions it granted, in Sessions), its account name with
 * "Choose a name" (RegisterAccountName), the social logins (`LinkedSocials`), and Sign out.
 * Shown whole, once the social logins are known: skeleton rows until then.
 */
export function AccountSettingsView() {
  const airlock = useAirlock()
  const t = useMessages()
  const disconnect = useDisconnect()
  const { email, accountType, socialProvider, socialUsername } = useEmailWallet()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const switchId = useId()
  const smart = accountType === 'smartAccount'
  const identity = useIdentity(useAccount().address)
  const socials = useSocialAccounts()

  const toggle = async () => {
    const next: EmbeddedAccountType = smart ? 'eoa' : 'smartAccount'
    setBusy(true)
    setError('')
    try {
      await setEmailAccountType(airlock, { type: next })
    } catch (caught) {
      const message = emailErrorText(t, caught)
      setError(message)
      airlock.notifier.show('error', message)
    } finally {
      setBusy(false)
    }
  }

  if (!socials.known) return <SkeletonRows />
  return (
    <div className="settings">
      {socialProvider ? (
        <div className="settings-row">
          <div className="row-main">
            <span className="row-sub">
              {t('settings.social', { provider: socialBrand(socialProvider).name })}
            </span>
            <span className="row-title" data-testid="settings-social">
              {socialUsername ?? socialBrand(socialProvider).name}
            </span>
          </div>
        </div>
      ) : null}
      {socialProvider && !email ? null : (
        <div className="settings-row">
          <div className="row-main">
            <span className="row-sub">{t('settings.email')}</span>
            <span className="row-title" data-testid="settings-email">
              {email ?? ''}
            </span>
          </div>
          <button
            type="button"
            className="secondary"
            aria-label={t('settings.editEmail')}
            onClick={() => airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })}
          >
            {t('settings.edit')}
          </button>
        </div>
      )}
      <div className="settings-row">
        <div className="row-main">
          <span className="row-sub">{t('settings.accountName')}</span>
          <span className="row-title" data-testid="settings-name">
            {identity?.name ?? ''}
          </span>
        </div>
        <button
          type="button"
          className="secondary"
          onClick={() => airlock.navigate({ type: 'push', view: 'RegisterAccountName' })}
        >
          {t('settings.chooseName')}
        </button>
      </div>
      <div className="settings-row">
        <div className="row-main">
          <span className="row-title" id={switchId}>
            {t('settings.smartAccount')}
          </span>
          <span className="row-sub">
            {smart ? t('settings.smartAccountOn') : t('settings.smartAccountOff')}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={smart}
          aria-labelledby={switchId}
          disabled={busy}
          onClick={() => void toggle()}
        />
      </div>
      <p className="error" role="alert">
        {error}
      </p>
      {smart ? (
        <div className="settings-row">
          <div className="row-main">
            <span className="row-title">{t('settings.sessions')}</span>
            <span className="row-sub">{t('settings.sessionsHint')}</span>
          </div>
          <button
            type="button"
            className="secondary"
            aria-label={t('settings.manageSessionsLabel')}
            onClick={() => airlock.navigate({ type: 'push', view: 'Sessions' })}
          >
            {t('settings.manageSessions')}
          </button>
        </div>
      ) : null}
      <LinkedSocials {...socials} />
      <button type="button" className="wallet" onClick={() => void disconnect()}>
        {t('settings.signOut')}
      </button>
    </div>
  )
}
