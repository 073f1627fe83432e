import type { WalletConnector } from '../types.js'
import type { Eip155State } from './types.js'

/**
 * What the store shows while the last connection is being restored after a reload: until wagmi
 * has settled, any state short of connected (wagmi passes through 'connecting' and 'disconnected',
 * without an address) keeps the remembered account, so a visitor who opened the Account view from
 * the remembered button does not see it blank out. Once settled, wagmi's state is the truth.
 *
 * @param previous - The state shown now (`reconnecting` while the remembered one is shown).
 * @param next - wagmi's latest state.
 * @param settled - Whether the restore attempt has finished.
 * @returns The state to show: `previous` itself when nothing shown changes.
 *
 * @example
 * import { keepRememberedConnection } from './adapters/eip155/keepRememberedConnection.js'
 * keepRememberedConnection(remembered, { status: 'connecting', connectors }, false) // remembered, with the connectors
 */
export function keepRememberedConnection(
  previous: Eip155State,
  next: Omit<Eip155State, 'ready'>,
  settled: boolean,
): Eip155State {
  const waiting = !settled && next.status !== 'connected' && previous.status === 'reconnecting'
  const connectors = sameConnectors(previous.connectors, next.connectors)
    ? previous.connectors
    : next.connectors
  const shown = waiting ? previous : next
  // Nothing shown changes (wagmi reports each connector and account event): the same object, so
  // no selector of the store sees a change and nothing re-renders.
  if (
    previous.ready &&
    previous.connectors === connectors &&
    stateFields.every((field) => previous[field] === shown[field])
  )
    return previous
  return { ...shown, ready: true, connectors }
}

const stateFields = ['status', 'address', 'chainId'] as const

const connectorFields = ['uid', 'id', 'name', 'icon', 'rdns', 'type'] as const

/** Whether two lists hold the same wallets, field by field, in the same order. */
function sameConnectors(a: readonly WalletConnector[], b: readonly WalletConnector[]): boolean {
  return (
    a.length === b.length &&
    a.every((connector, index) =>
      connectorFields.every((field) => connector[field] === b[index]?.[field]),
    )
  )
}
