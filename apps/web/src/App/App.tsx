import { createAirlock, createEip155Config, serverSiwx, type ThemeMode } from '@airlock/core'
import {
  AirlockProvider,
  ConnectButton,
  locales,
  NetworkButton,
  useAccount as useAirlockAccount,
  useAirlockState,
  useLocale,
  useMessages,
  useTheme,
} from '@airlock/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { useAccount, useBalance, useBlockNumber, useSignMessage, WagmiProvider } from 'wagmi'
import './App.css'
import { type AppMessageId, appMessages } from './messages.js'
import { networks } from './networks.js'
import { SessionPanel } from './SessionPanel.js'

const signInKey = 'airlock-web/signIn'
type SignInMode = 'off' | 'optional' | 'required'

// The web app uses wagmi's hooks too, so it makes the wagmi config itself and shares it.
const wagmiConfig = createEip155Config({ networks })
const airlock = createAirlock({
  projectId: 'dev',
  apiUrl: import.meta.env.AIRLOCK_API_URL,
  networks,
  // Log in by e-mail: the wallet lives at the secure origin `npm start` runs.
  embeddedWallet: { url: import.meta.env.AIRLOCK_SECURE_URL },
  wagmiConfig,
  // Solana wallets (Wallet Standard) on the devnet's cluster; their code loads only then.
  solana: import.meta.env.AIRLOCK_SOLANA_NETWORK
    ? { networks: [import.meta.env.AIRLOCK_SOLANA_NETWORK] }
    : undefined,
  locale: initialLocale(),
  // Usage events only when the page is opened with `?analytics=on` (the console's usage e2e), and
  // then only where the project turns analytics on too: no analytics by default.
  features: { analytics: analyticsRequested() },
  // Sign-in through the Airlock server, when Settings turn it on; its switch makes it required.
  siwx: signInMode() === 'off' ? undefined : serverSiwx({ required: signInMode() === 'required' }),
})
const queryClient = new QueryClient()

/** The Airlock web app: the product's own page, built on `@airlock/react` like any dapp. */
export function App() {
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <PageTheme />
          <Header />
          <main className="app-main">
            <ConnectionPanel />
            <SolanaPanel />
            <SessionPanel apiUrl={import.meta.env.AIRLOCK_API_URL} />
            <SignInPanel />
            <Settings />
          </main>
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function useAppMessages() {
  const messages = appMessages(useLocale())
  return (id: AppMessageId) => messages[id]
}

/** The page follows the modal's theme: an explicit Light or Dark overrides the system's. */
function PageTheme() {
  const { mode } = useTheme()
  useEffect(() => {
    if (mode === 'system') delete document.documentElement.dataset.theme
    else document.documentElement.dataset.theme = mode
  }, [mode])
  return null
}

function Header() {
  const t = useMessages()
  return (
    <header className="app-header">
      <span className="app-title">{t('product.name')}</span>
      <div className="app-controls">
        <NetworkButton />
        <ConnectButton />
      </div>
    </header>
  )
}

/** What wagmi's own hooks see of the connection the modal made, and a message to sign with it. */
function ConnectionPanel() {
  const t = useAppMessages()
  const account = useAccount()
  const balance = useBalance({ address: account.address, chainId: account.chainId })
  // A transaction sent from the modal lands in a new block: read the balance again then.
  // Only on a chain of the config (a wallet may sit on another), and only once connected: before
  // that the page asks no RPC.
  const watching = account.address !== undefined && account.chain !== undefined
  const { data: blockNumber } = useBlockNumber({
    chainId: account.chain?.id,
    watch: watching,
    query: { enabled: watching },
  })
  const { refetch } = balance
  useEffect(() => {
    if (blockNumber !== undefined) void refetch()
  }, [blockNumber, refetch])
  const sign = useSignMessage()
  return (
    <section className="panel" aria-labelledby="panel-title">
      <h2 id="panel-title">{t('panel.title')}</h2>
      {account.address ? (
        <dl className="facts" data-testid="wagmi-panel">
          <dt>{t('panel.address')}</dt>
          <dd className="mono">{account.address}</dd>
          <dt>{t('panel.network')}</dt>
          <dd>{account.chain?.name ?? '—'}</dd>
          <dt>{t('panel.chainId')}</dt>
          <dd>{account.chainId}</dd>
          <dt>{t('panel.balance')}</dt>
          <dd>
            {balance.data
              ? `${Number(formatUnits(balance.data.value, balance.data.decimals)).toFixed(4)} ${balance.data.symbol}`
              : '…'}
          </dd>
          <dt>{t('panel.connector')}</dt>
          <dd>{account.connector?.name}</dd>
        </dl>
      ) : null}
      {account.address ? (
        <div className="sign">
          <button
            type="button"
            className="airlock-button"
            data-variant="secondary"
            disabled={sign.isPending}
            onClick={() => sign.mutate({ message: t('panel.signMessage') })}
          >
            {sign.isPending ? t('panel.signing') : t('panel.sign')}
          </button>
          <p aria-live="polite">
            {sign.data ? (
              <>
                {t('panel.signature')}:{' '}
                <span className="mono" data-testid="signature">
                  {sign.data}
                </span>
              </>
            ) : sign.error ? (
              t('panel.signFailed').replace('{reason}', sign.error.message.split('\n')[0] ?? '')
            ) : null}
          </p>
        </div>
      ) : (
        <p>{t('panel.disconnected')}</p>
      )}
      <p className="hint">{t('panel.source')}</p>
    </section>
  )
}

/** The Solana account the modal connected, and a message to sign with it. */
function SolanaPanel() {
  const t = useAppMessages()
  const { address } = useAirlockAccount({ namespace: 'solana' })
  const [signature, setSignature] = useState<{ value?: string; error?: string }>()
  if (!address) return null
  const sign = () =>
    airlock
      .adapter('solana')
      .then((adapter) => adapter.signMessage(t('panel.signMessage')))
      .then(
        (value) => setSignature({ value }),
        (error: Error) => setSignature({ error: error.message }),
      )
  return (
    <section className="panel" aria-labelledby="solana-title">
      <h2 id="solana-title">{t('solana.title')}</h2>
      <dl className="facts" data-testid="solana-panel">
        <dt>{t('panel.address')}</dt>
        <dd className="mono">{address}</dd>
      </dl>
      <div className="sign">
        <button
          type="button"
          className="airlock-button"
          data-variant="secondary"
          onClick={() => void sign()}
        >
          {t('solana.sign')}
        </button>
        <p aria-live="polite">
          {signature?.value ? (
            <>
              {t('panel.signature')}:{' '}
              <span className="mono" data-testid="solana-signature">
                {signature.value}
              </span>
            </>
          ) : signature?.error ? (
            t('panel.signFailed').replace('{reason}', signature.error)
          ) : null}
        </p>
      </div>
    </section>
  )
}

/** The sign-in state, and a call to a protected endpoint with the session. */
function SignInPanel() {
  const t = useAppMessages()
  const signIn = useAirlockState((state) => state.siwx)
  const [result, setResult] = useState<string>()
  const callProtected = async () => {
    const token = airlock.storage.get<string>('siwx/token')
    const response = await fetch(`${airlock.config.apiUrl}/auth/v1/me?projectId=dev`, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined)
    if (!response) return setResult(t('signIn.unreachable'))
    const body = (await response.json().catch(() => ({}))) as { address?: string; message?: string }
    setResult(
      response.ok
        ? t('signIn.protectedOk').replace('{address}', body.address ?? '')
        : `${response.status}: ${body.message ?? ''}`,
    )
  }
  return (
    <section className="panel" aria-labelledby="signin-title">
      <h2 id="signin-title">{t('signIn.title')}</h2>
      <p data-testid="signin-state">
        {signIn.status === 'signed' ? t('signIn.signedIn') : t('signIn.signedOut')}
      </p>
      <button
        type="button"
        className="airlock-button"
        data-variant="secondary"
        onClick={() => void callProtected()}
      >
        {t('signIn.callProtected')}
      </button>
      <p data-testid="protected-result" aria-live="polite">
        {result ?? ''}
      </p>
    </section>
  )
}

/** Sign-in as Settings left it: a dapp's configuration, so changing it reloads the page. */
/** `?analytics=on` in the page's address; never on where there is no page (server rendering). */
function analyticsRequested(): boolean {
  if (typeof location === 'undefined') return false
  return new URLSearchParams(location.search).get('analytics') === 'on'
}

function signInMode(): SignInMode {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(signInKey)
  return saved === 'optional' || saved === 'required' ? saved : 'off'
}

function Settings() {
  const t = useAppMessages()
  const theme = useTheme()
  const locale = useLocale()
  const signInModes: [SignInMode, AppMessageId][] = [
    ['off', 'settings.signInOff'],
    ['optional', 'settings.signInOptional'],
    ['required', 'settings.signInRequired'],
  ]
  const modes: [ThemeMode, AppMessageId][] = [
    ['system', 'settings.themeSystem'],
    ['light', 'settings.themeLight'],
    ['dark', 'settings.themeDark'],
  ]
  return (
    <section className="panel" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <fieldset className="choices">
        <legend>{t('settings.theme')}</legend>
        {modes.map(([mode, label]) => (
          <label key={mode}>
            <input
              type="radio"
              name="theme"
              value={mode}
              checked={theme.mode === mode}
              onChange={() => theme.setThemeMode(mode)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <fieldset className="choices">
        <legend>{t('settings.signIn')}</legend>
        {signInModes.map(([mode, label]) => (
          <label key={mode}>
            <input
              type="radio"
              name="signIn"
              value={mode}
              checked={signInMode() === mode}
              onChange={() => {
                localStorage.setItem(signInKey, mode)
                location.reload()
              }}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <label className="choices">
        {t('settings.language')}
        <select
          value={locale}
          onChange={(event) => {
            airlock.setLocale(event.target.value)
            document.documentElement.lang = event.target.value
            localStorage.setItem('airlock-web/locale', event.target.value)
          }}
        >
          {Object.entries(locales).map(([tag, name]) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}

/** The language chosen last time, else the browser's if the modal speaks it, else English. */
function initialLocale() {
  if (typeof document === 'undefined') return 'en'
  const saved = localStorage.getItem('airlock-web/locale')
  const locale = saved ?? (navigator.language.startsWith('de') ? 'de' : 'en')
  document.documentElement.lang = locale
  return locale
}
