import type { ConnectWalletEntry, WalletConnector } from '@airlock/core'

/** A row of the Connect view, with the Solana side of a wallet when it has one. */
export type NamespacedEntry =
  | (ConnectWalletEntry & { solana?: undefined })
  | (Extract<ConnectWalletEntry, { kind: 'injected' }> & { solana: WalletConnector })
  | { kind: 'solana'; solana: WalletConnector }

/**
 * Merges the Solana wallets (Wallet Standard) into the Connect view's rows: a wallet that is on
 * the page in both namespaces (same name) stays one row, its Solana side attached; a Solana-only
 * wallet gets a row of its own after the browser wallets.
 *
 * @param entries - The rows `listConnectWallets` made of the EVM wallets and the catalogue.
 * @param solana - The Solana wallets on the page.
 * @returns The rows to show.
 *
 * @example
 * withSolanaWallets(listConnectWallets({ connectors, recent, featured }), solanaConnectors)
 */
export function withSolanaWallets(
  entries: readonly ConnectWalletEntry[],
  solana: readonly WalletConnector[],
): NamespacedEntry[] {
  const byName = new Map(solana.map((connector) => [connector.name, connector]))
  const merged: NamespacedEntry[] = entries.map((entry) => {
    if (entry.kind !== 'injected') return entry
    const match = byName.get(entry.connector.name)
    if (!match) return entry
    byName.delete(entry.connector.name)
    return { ...entry, solana: match }
  })
  const injected = merged.filter((entry) => entry.kind === 'injected').length
  const alone = [...byName.values()].map((connector) => ({
    kind: 'solana' as const,
    solana: connector,
  }))
  return [...merged.slice(0, injected), ...alone, ...merged.slice(injected)]
}
