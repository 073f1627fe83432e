import { type AirlockState, listConnectWallets } from '@airlock/core'
import { useState } from 'react'
import { WalletImage } from '../../../components/WalletImage/WalletImage.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useCatalogue } from '../../../hooks/useCatalogue.js'
import { useFeaturedWallets } from '../../../hooks/useFeaturedWallets.js'
import { useSelectWallet } from '../../../hooks/useSelectWallet.js'
import { failureText } from '../../../utils/failureText.js'
import { isMobile } from '../../../utils/isMobile.js'
import { walletCountLabel } from '../../../utils/walletCountLabel.js'
import { EmailLoginView } from '../EmailLoginView/EmailLoginView.js'
import { SocialLoginView } from '../SocialLoginView/SocialLoginView.js'
import { type NamespacedEntry, withSolanaWallets } from './solanaEntries.js'

const featuredSkeletons = [0, 1, 2, 3]

/**
 * The Connect view: the browser wallets on this page first (found over EIP-6963), then the 2
 * most recent wallets, then 4 featured ones from the catalogue, then WalletConnect (a QR code any
 * wallet can scan; on desktops, when the dapp offers it), then All Wallets. The browser wallets
 * show at once; the catalogue fills in as it answers, and a failure leaves them usable.
 */
export function ConnectView() {
  const airlock = useAirlock()
  const t = useMessages()
  const catalogue = useCatalogue()
  const select = useSelectWallet()
  const connectors = useAirlockState((state) => state.eip155.connectors)
  const solanaConnectors = useAirlockState((state) => state.solana.connectors)
  // Read once: picking a wallet leaves this view, so the list never needs to change under it.
  const [recent] = useState(() => catalogue.recentWallets.get())
  const featured = useFeaturedWallets(catalogue)
  const entries = withSolanaWallets(
    listConnectWallets({ connectors, recent, featured: featured.page?.data ?? [] }),
    solanaConnectors,
  )
  const loading = featured.status === 'loading'
  const failed = featured.status === 'error'
  const failure = failed ? failureText(t, 'connect.catalogueFailed', featured.error) : ''
  // A phone cannot scan its own screen: there, wallets are opened from the catalogue by link.
  const [qrCode] = useState(
    () =>
      airlock.config.walletConnect !== undefined &&
      airlock.config.networks.length > 0 &&
      !isMobile(),
  )

  return (
    <div className="stack catalogue-connect">
      {/* E-mail first when the dapp offers it (SPEC: email, social, wallet), then the wallets. */}
      <EmailLoginView />
      <SocialLoginView />
      {entries.length > 0 ? (
        <ul className="list" aria-busy={loading}>
          {entries.map((entry) => (
            <li key={keyOf(entry)}>
              <WalletRow entry={entry} onSelect={() => select(choiceOf(entry))} />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div className="list" aria-hidden="true" data-testid="featured-skeleton">
          {featuredSkeletons.map((index) => (
            <div key={index} className="wallet-skeleton">
              <span className="skeleton-block" />
              <span className="skeleton-line" />
            </div>
          ))}
        </div>
      ) : null}
      {/* Announced, and out of the layout: a hidden element takes no row of the stack. */}
      <ConnectStatus>{loading ? t('connect.catalogueLoading') : failure}</ConnectStatus>
      {failed ? (
        // In the skeleton's place and of its height: the rows below do not move.
        <p className="catalogue-status" data-reserve="featured">
          <span>{failure}</span>
          <button type="button" className="text-button" onClick={featured.retry}>
            {t('connect.retry')}
          </button>
        </p>
      ) : null}
      {qrCode ? (
        <button
          type="button"
          className="wallet"
          onClick={() => airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic' })}
        >
          <span className="wallet-image all-wallets-icon" aria-hidden="true">
            <QrIcon />
          </span>
          {t('connect.walletConnect')}
          <span className="tag">{t('connect.qrCode')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="wallet all-wallets-row"
        onClick={() => airlock.navigate({ type: 'push', view: 'AllWallets' })}
      >
        <span className="wallet-image all-wallets-icon" aria-hidden="true">
          <GridIcon />
        </span>
        {t('connect.allWallets')}
        {featured.page ? (
          <span className="tag count-badge">{walletCountLabel(featured.page.count)}</span>
        ) : null}
      </button>
    </div>
  )
}

function keyOf(entry: NamespacedEntry) {
  if (entry.kind === 'solana') return `solana:${entry.solana.uid}`
  return entry.kind === 'injected'
    ? `injected:${entry.connector.uid}`
    : `${entry.kind}:${entry.wallet.id}`
}

/** The `connectorUid` of the wallet being asked, once its wait is shown (see `connectWallet`). */
const askedUid = (state: AirlockState) =>
  state.connectAttempt.status === 'connecting' && state.connectAttempt.waitShown
    ? state.connectAttempt.connectorUid
    : undefined

/**
 * A wallet's row. While its wallet is asked (before the Connecting view, which follows after
 * 0.1 s, see `connectWallet`) it says so from the first frame after the click: only this row
 * renders for it.
 */
function WalletRow({ entry, onSelect }: { entry: NamespacedEntry; onSelect(): void }) {
  const busy = useAirlockState((state) => {
    const asked = askedUid(state)
    return asked !== undefined && uidsOf(entry).includes(asked)
  })
  return (
    <button type="button" className="wallet" aria-busy={busy || undefined} onClick={onSelect}>
      <EntryRow entry={entry} busy={busy} />
    </button>
  )
}

/**
 * What a screen reader hears of the view (announced, and out of the layout): that a wallet is
 * being asked, else `children` (the catalogue loading or failing).
 */
function ConnectStatus({ children }: { children: string }) {
  const t = useMessages()
  const asking = useAirlockState((state) => askedUid(state) !== undefined)
  return (
    <p role="status" className="visually-hidden">
      {asking ? t('connectButton.connecting') : children}
    </p>
  )
}

/** The connectors a click on the row may ask: its browser wallet's, in either namespace. */
function uidsOf(entry: NamespacedEntry): string[] {
  if (entry.kind === 'solana') return [entry.solana.uid]
  if (entry.kind !== 'injected') return []
  return entry.solana ? [entry.connector.uid, entry.solana.uid] : [entry.connector.uid]
}

function choiceOf(entry: NamespacedEntry) {
  if (entry.kind === 'solana') return { solana: entry.solana }
  return entry.kind === 'injected'
    ? { connector: entry.connector, wallet: entry.wallet, solana: entry.solana }
    : { wallet: entry.wallet }
}

/**
 * A row's image, name and tag: Installed for a browser wallet (Solana for a Solana-only one), or
 * Connecting… while that wallet is asked (`busy`).
 */
function EntryRow({ entry, busy }: { entry: NamespacedEntry; busy: boolean }) {
  const t = useMessages()
  if (entry.kind === 'solana')
    return (
      <>
        <WalletImage src={entry.solana.icon} name={entry.solana.name} />
        {entry.solana.name}
        <span className="tag">{busy ? t('connectButton.connecting') : t('connect.solanaTag')}</span>
      </>
    )
  const injected = entry.kind === 'injected'
  const name = injected ? entry.connector.name : entry.wallet.name
  return (
    <>
      <WalletImage src={injected ? entry.connector.icon : entry.wallet.image_url} name={name} />
      {name}
      {entry.kind === 'featured' ? null : (
        <span className="tag">
          {busy
            ? t('connectButton.connecting')
            : injected
              ? t('connect.installed')
              : t('connect.recent')}
        </span>
      )}
    </>
  )
}

function QrIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="2" y="2" width="5" height="5" rx="1" />
        <rect x="11" y="2" width="5" height="5" rx="1" />
        <rect x="2" y="11" width="5" height="5" rx="1" />
      </g>
      <g fill="currentColor">
        <rect x="10" y="10" width="3" height="3" />
        <rect x="14" y="14" width="3" height="3" />
        <rect x="14" y="10" width="3" height="2" />
        <rect x="10" y="15" width="3" height="2" />
      </g>
    </svg>
  )
}

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <g fill="currentColor">
        <rect x="1" y="1" width="7" height="7" rx="2" />
        <rect x="10" y="1" width="7" height="7" rx="2" />
        <rect x="1" y="10" width="7" height="7" rx="2" />
        <rect x="10" y="10" width="7" height="7" rx="2" />
      </g>
    </svg>
  )
}
