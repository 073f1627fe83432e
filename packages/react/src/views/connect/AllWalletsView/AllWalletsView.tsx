import {
  connectorRdns,
  createWalletList,
  type WalletCatalogue,
  type WalletConnector,
  type WalletList,
} from '@airlock/core'
import {
  Fragment,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { WalletImage } from '../../../components/WalletImage/WalletImage.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useCatalogue } from '../../../hooks/useCatalogue.js'
import { useSelectWallet } from '../../../hooks/useSelectWallet.js'
import { failureText } from '../../../utils/failureText.js'
import { namePieces } from '../../../utils/namePieces.js'

// Enough skeleton tiles to fill the first screen, and one row below a page being added.
const firstSkeletons = Array.from({ length: 12 }, (_, index) => index)
const moreSkeletons = firstSkeletons.slice(0, 4)

/**
 * The All Wallets view: the whole catalogue as a grid, 40 at a time as the person scrolls, or
 * the matches of a search (up to 100, sent 300 ms after typing pauses). Browser wallets on the
 * page are marked Installed and connect at once.
 */
export function AllWalletsView() {
  const t = useMessages()
  const catalogue = useCatalogue()
  const select = useSelectWallet()
  const list = useWalletList(catalogue)
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState)
  const connectors = useAirlockState((airlock) => airlock.eip155.connectors)
  const installed = useMemo(() => installedByRdns(connectors), [connectors])
  const searchId = useId()
  const { query, search, wallets, count, status } = state
  // Before the first answer (the first render comes before the effect that asks) it is loading.
  const loading = status === 'loading' || (status === 'idle' && count === undefined)
  const settled = status === 'idle' && count !== undefined
  const sentinel = useSentinel(() => list.load(), `${wallets.length}:${status}:${search}`)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape first clears the search; only an empty field lets it close the modal.
    if (event.key !== 'Escape' || query === '') return
    event.preventDefault()
    event.stopPropagation()
    list.setQuery('')
  }

  return (
    <div className="all-wallets">
      <div className="catalogue-search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('allWallets.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="search-input"
          placeholder={t('allWallets.searchLabel')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={query}
          onChange={(event) => list.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p role="status" className="visually-hidden">
        {loading && wallets.length === 0
          ? t('allWallets.loading')
          : search !== '' && settled
            ? t('allWallets.results', { count: wallets.length })
            : ''}
      </p>
      {wallets.length > 0 ? (
        // An explicit role: a list styled without bullets loses it in Safari's accessibility tree.
        // biome-ignore lint/a11y/noRedundantRoles: see above
        <ul role="list" className="wallet-grid" aria-label={t('allWallets.listLabel')}>
          {wallets.map((wallet) => {
            const connector = wallet.rdns ? installed.get(wallet.rdns) : undefined
            return (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="tile"
                  title={wallet.name}
                  onClick={() => select(connector ? { connector, wallet } : { wallet })}
                >
                  <WalletImage src={wallet.image_url} name={wallet.name} size={52} />
                  <span className="tile-name">
                    {namePieces(wallet.name).map((piece, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one name, in order
                      <Fragment key={index}>
                        {index > 0 ? <wbr /> : null}
                        {piece}
                      </Fragment>
                    ))}
                  </span>
                  {connector ? <span className="tile-tag">{t('connect.installed')}</span> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {loading ? (
        <div className="wallet-grid" aria-hidden="true" data-testid="wallet-skeleton">
          {(wallets.length > 0 ? moreSkeletons : firstSkeletons).map((index) => (
            <div key={index} className="tile-skeleton">
              <span className="skeleton-block" />
              <span className="skeleton-line" />
            </div>
          ))}
        </div>
      ) : null}
      {settled && wallets.length === 0 ? (
        <div className="catalogue-empty">
          <p className="heading">{t('allWallets.empty')}</p>
          <p className="note">{t('allWallets.emptyHint')}</p>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="catalogue-status" role="alert">
          <span>{failureText(t, 'allWallets.failed', state.error)}</span>
          <button type="button" className="text-button" onClick={() => list.retry()}>
            {t('allWallets.retry')}
          </button>
        </div>
      ) : null}
      {search === '' && state.hasMore && status === 'idle' ? (
        <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
      ) : null}
    </div>
  )
}

/** The view's list of wallets: made per catalogue, first page fetched while it is shown. */
function useWalletList(catalogue: WalletCatalogue): WalletList {
  const list = useMemo(() => createWalletList({ catalogue }), [catalogue])
  useEffect(() => {
    list.load()
    return () => list.abort()
  }, [list])
  return list
}

/** Browser wallets on the page by rdns; those without an icon (wagmi's generic one) are left out. */
function installedByRdns(connectors: readonly WalletConnector[]) {
  const byRdns = new Map<string, WalletConnector>()
  for (const connector of connectors) {
    const rdns = connectorRdns(connector)
    if (connector.icon && rdns && !byRdns.has(rdns)) byRdns.set(rdns, connector)
  }
  return byRdns
}

/**
 * A ref for an element at the end of the grid: `onVisible` runs when it comes within reach of
 * the modal's scroll container. Observing again whenever `revision` changes asks once more after
 * each page, so a tall screen that still shows the end keeps filling.
 */
function useSentinel(onVisible: () => void, revision: string) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` re-arms the observer
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { root: scrollContainerOf(element), rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, revision])
  return setElement
}

/** The nearest ancestor that scrolls (the modal's card), or null for the viewport. */
function scrollContainerOf(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return null
}
