import {
  getSessionApps,
  listSessions,
  revokeSession,
  type SessionApp,
  type SessionRecord,
} from '@airlock/core'
import { useCallback, useEffect, useId, useState } from 'react'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAccount } from '../../../hooks/useEip155.js'
import type { Translate } from '../../../locales/createTranslate.js'
import { shortAddress } from '../../../utils/shortAddress.js'
import { emailErrorText } from '../emailErrorText.js'

// The functions a session is usually granted, by selector; others show their selector.
const knownFunctions: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer',
  '0x095ea7b3': 'approve',
  '0x23b872dd': 'transferFrom',
}
const periods = { 3600: 'hour', 86400: 'day', 604800: 'week' } as const

/**
 * Sessions, from AccountSettings of the embedded smart account: each session the account granted
 * (ERC-7715) under the app it was granted to (name, origin and icon, as the wallet's frame
 * recorded them; "Unknown app" for one granted in another browser), with what it may spend per
 * period and call, when it expires, and whether it is active, expired or revoked
 * (`GET /v1/sessions/{caipAddress}`, read from the chain); its key last, as a detail. Revoke asks
 * on the wallet's own screen, then the validator refuses the key; the list is read again.
 */
export function SessionsView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const { address, chainId } = useAccount()
  const [sessions, setSessions] = useState<SessionRecord[]>()
  const [apps, setApps] = useState<ReadonlyMap<string, SessionApp>>(new Map())
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState('')
  const caipAddress = address && chainId ? `eip155:${chainId}:${address}` : undefined

  useEffect(() => {
    if (!caipAddress) return
    const controller = new AbortController()
    setFailed(false)
    // `attempt` reads again after a retry or a revocation.
    void attempt
    listSessions(airlock, { caipAddress, signal: controller.signal }).then(
      (answer) => setSessions([...answer].reverse()),
      () => {
        if (!controller.signal.aborted) setFailed(true)
      },
    )
    // Which app each session went to: the frame's record; without it, the sessions still show.
    getSessionApps(airlock).then(
      (known) => {
        if (!controller.signal.aborted)
          setApps(new Map(known.map((app) => [app.pci.toLowerCase(), app])))
      },
      () => {},
    )
    return () => controller.abort()
  }, [airlock, caipAddress, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const revoke = async (session: SessionRecord) => {
    setBusy(session.pci)
    setError('')
    try {
      await revokeSession(airlock, { pci: session.pci, chainId: session.chainId })
      retry()
    } catch (caught) {
      setError(`${t('sessions.revokeFailed')}: ${emailErrorText(t, caught)}`)
    } finally {
      setBusy(undefined)
    }
  }

  if (failed) return <Failed message={t('sessions.unavailable')} retry={retry} />
  if (!sessions) return <SkeletonRows count={2} />
  return (
    <div className="sessions">
      {sessions.length === 0 ? (
        <p className="note">{t('sessions.empty')}</p>
      ) : (
        <ul className="list" aria-label={t('view.Sessions')}>
          {sessions.map((session) => (
            <SessionRow
              key={session.pci}
              session={session}
              app={apps.get(session.pci.toLowerCase())}
              t={t}
              locale={locale}
              busy={busy === session.pci}
              onRevoke={() => void revoke(session)}
            />
          ))}
        </ul>
      )}
      <p className="error" role="alert">
        {error}
      </p>
    </div>
  )
}

function SessionRow({
  session,
  app,
  t,
  locale,
  busy,
  onRevoke,
}: {
  session: SessionRecord
  app: SessionApp | undefined
  t: Translate
  locale: string
  busy: boolean
  onRevoke(): void
}) {
  const titleId = useId()
  const key = t('sessions.key', { key: shortAddress(session.signer) })
  const date = new Intl.DateTimeFormat(locale === 'auto' ? undefined : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(session.validUntil * 1000))
  const period = periods[session.period as keyof typeof periods] ?? 'total'
  const lines = [
    ...session.limits.map((limit) =>
      t(`sessions.spend.${period}`, { amount: tokenAmount(limit.amount, limit, locale) }),
    ),
    ...session.permissions
      // A spend limit's token transfer is said by its limit already.
      .filter(
        (permission) =>
          !(
            permission.selector === '0xa9059cbb' &&
            session.limits.some((limit) => sameAddress(limit.token, permission.target))
          ),
      )
      .map((permission) =>
        t('sessions.call', {
          function: knownFunctions[permission.selector] ?? permission.selector,
          contract: shortAddress(permission.target),
        }),
      ),
  ]
  // The app by the name it gave, else by its origin; the origin under a name, as the proof of it.
  const title = app?.name || app?.origin || t('sessions.unknownApp')
  return (
    <li className="settings-row session" aria-labelledby={titleId} data-status={session.status}>
      {app?.icon ? (
        <img className="session-icon" src={app.icon} alt="" width={32} height={32} />
      ) : null}
      <div className="row-main">
        <span className="row-title" id={titleId}>
          {title}
        </span>
        {app?.name && app.origin ? <span className="row-sub">{app.origin}</span> : null}
        {lines.map((line) => (
          <span key={line} className="row-sub">
            {line}
          </span>
        ))}
        <span className="row-sub">{t('sessions.until', { date })}</span>
        <span className="row-sub session-status">{t(`sessions.status.${session.status}`)}</span>
        <span className="row-sub session-key">{key}</span>
      </div>
      {session.status === 'active' ? (
        <button
          type="button"
          className="secondary"
          // A session of an unknown app is named by its key: several of them stay apart.
          aria-label={t('sessions.revokeApp', { app: app ? title : key })}
          disabled={busy}
          aria-busy={busy}
          onClick={onRevoke}
        >
          {t('sessions.revoke')}
        </button>
      ) : null}
    </li>
  )
}

/**
 * "10 USDC" from the smallest units, in the locale's number format to the token's last decimal
 * ("1.234,5 USDC" in German); the raw amount when the token did not say its decimals.
 */
function tokenAmount(
  amount: string,
  { token, symbol, decimals }: { token: string; symbol?: string; decimals?: number },
  locale: string,
) {
  const unit = symbol ?? `${token.slice(0, 6)}…`
  if (decimals === undefined) return `${amount} ${unit}`
  const units = BigInt(amount)
  const scale = 10n ** BigInt(decimals)
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  // A decimal string is formatted exactly: no float rounds an 18-decimal limit.
  const number = new Intl.NumberFormat(locale === 'auto' ? undefined : locale, {
    // 20: the most an engine before Intl.NumberFormat v3 takes (18-decimal tokens fit).
    maximumFractionDigits: Math.min(fraction.length, 20),
  }).format(`${units / scale}${fraction ? `.${fraction}` : ''}` as Intl.StringNumericLiteral)
  return `${number} ${unit}`
}

function sameAddress(a: string, b: string) {
  return a.toLowerCase() === b.toLowerCase()
}
