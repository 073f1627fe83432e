import type { WalletConnector } from '../adapters/types.js'

/**
 * The reverse-DNS id of a browser wallet (`io.metamask`), by which catalogue wallets are matched
 * to it. wagmi makes an EIP-6963 wallet's connector with the rdns as its `id` and no `rdns` of its
 * own, so the id stands in when it looks like one.
 *
 * @param connector - A wallet from `state.eip155.connectors`.
 * @returns The rdns, or undefined for a connector that has none (wagmi's generic `injected`).
 *
 * @example
 * import { connectorRdns } from '@airlock/core'
 * connectorRdns({ id: 'io.metamask', rdns: undefined, type: 'injected' }) // 'io.metamask'
 */
export function connectorRdns(
  connector: Pick<WalletConnector, 'id' | 'rdns' | 'type'>,
): string | undefined {
  if (connector.rdns) return connector.rdns
  return connector.type === 'injected' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(connector.id)
    ? connector.id
    : undefined
}
