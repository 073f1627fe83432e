import type { Wallet } from '@airlock/protocol'
import type { WalletConnector } from '../adapters/types.js'
import { catalogueLimits } from './catalogueLimits.js'
import { connectorRdns } from './connectorRdns.js'
import type { RecentWallet } from './getRecentWallets.js'

/** The part of a connector the Connect view's order looks at. */
type ConnectorLike = Pick<WalletConnector, 'icon' | 'id' | 'rdns' | 'type'>

/** One row of the Connect view. */
export type ConnectWalletEntry<connector extends ConnectorLike = WalletConnector> =
  | {
      kind: 'injected'
      connector: connector
      /** The recent or featured catalogue wallet with the same rdns, if one was given. */
      wallet: RecentWallet | Wallet | undefined
      /** Whether the wallet is one of the recent ones. */
      recent: boolean
    }
  | { kind: 'recent'; wallet: RecentWallet }
  | { kind: 'featured'; wallet: Wallet }

export type ListConnectWalletsParameters<connector extends ConnectorLike> = {
  /** The browser wallets on the page; those without an icon (wagmi's generic entry) are left out. */
  connectors: readonly connector[]
  /** Newest first; at most 2 are shown. */
  recent: readonly RecentWallet[]
  /** In the server's order; at most 4 are shown. */
  featured: readonly Wallet[]
}

/**
 * The Connect view's rows, in order: the browser wallets on the page, then the 2 most recent
 * wallets, then 4 featured ones (SPEC §9). A wallet is listed once: a catalogue wallet whose rdns
 * is a browser wallet's (see `connectorRdns`) is shown as that browser wallet (which connects at
 * once), and a featured
 * wallet that is also recent is shown as recent.
 *
 * @param parameters - The connectors, recent wallets and featured wallets.
 * @returns The rows to show.
 *
 * @example
 * import { listConnectWallets } from '@airlock/core'
 * listConnectWallets({ connectors: state.eip155.connectors, recent, featured: page.data })
 * // [{ kind: 'injected', … }, { kind: 'recent', … }, { kind: 'featured', … }, …]
 */
export function listConnectWallets<connector extends ConnectorLike>({
  connectors,
  recent,
  featured,
}: ListConnectWalletsParameters<connector>): ConnectWalletEntry<connector>[] {
  const recentShown = recent.slice(0, catalogueLimits.recentWallets)
  const injected = connectors.filter((connector) => connector.icon)
  const byRdns = (rdns: string | null | undefined) => (rdns ? [`rdns:${rdns}`] : [])
  // A featured wallet comes from the server; a recent one may be a browser wallet remembered
  // under its rdns: the server's wins.
  const catalogueByRdns = new Map<string, RecentWallet | Wallet>()
  for (const wallet of [...recentShown, ...featured])
    if (wallet.rdns) catalogueByRdns.set(wallet.rdns, wallet)
  const recentRdns = new Set(recentShown.map((wallet) => wallet.rdns).filter(Boolean))

  const entries: ConnectWalletEntry<connector>[] = injected.map((connector) => {
    const rdns = connectorRdns(connector)
    return {
      kind: 'injected',
      connector,
      wallet: rdns ? catalogueByRdns.get(rdns) : undefined,
      recent: !!rdns && recentRdns.has(rdns),
    }
  })
  // Ids and rdns already shown: a browser wallet remembered by its rdns is the catalogue's too.
  const shown = new Set(injected.flatMap((connector) => byRdns(connectorRdns(connector))))
  const isNew = (wallet: RecentWallet) => {
    const keys = [`id:${wallet.id}`, ...byRdns(wallet.rdns)]
    if (keys.some((key) => shown.has(key))) return false
    for (const key of keys) shown.add(key)
    return true
  }
  for (const wallet of recentShown) if (isNew(wallet)) entries.push({ kind: 'recent', wallet })
  for (const wallet of featured.slice(0, catalogueLimits.featuredCount))
    if (isNew(wallet)) entries.push({ kind: 'featured', wallet })
  return entries
}
