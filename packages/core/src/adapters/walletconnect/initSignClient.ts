import { SignClient } from '@walletconnect/sign-client'

/** A WalletConnect sign client, as `@walletconnect/sign-client` makes it. */
export type WalletConnectClient = Awaited<ReturnType<typeof SignClient.init>>

/** The dapp's name, description, URL and icons, as the wallet shows them. */
export type WalletConnectMetadata = NonNullable<
  NonNullable<Parameters<typeof SignClient.init>[0]>['metadata']
>

export type InitSignClientParameters = {
  /** The relay's WebSocket URL, such as `ws://127.0.0.1:8787/relay`. */
  relayUrl: string
  /** Sent to the relay as `projectId`; only the vendor's relay needs one. Defaults to none. */
  projectId?: string | undefined
  /**
   * Prefixes every storage key of the client, and names its Core: two clients in one page must
   * differ here, or the second silently shares the first one's Core.
   */
  storagePrefix: string
  /** Defaults to what the page says of itself (title, description, icons, origin). */
  metadata?: WalletConnectMetadata | undefined
}

/**
 * Starts a WalletConnect sign client that talks to `relayUrl` and to nobody else: no telemetry,
 * no Verify attestation iframe (which waits 5 s per connect and per request for a vendor server
 * an offline browser never reaches), and no `navigator.onLine` check (a LAN or loopback relay
 * is reachable without the internet). Sessions live in the browser's IndexedDB, in memory under
 * Node.
 *
 * @param parameters - Relay, project id, storage prefix and metadata.
 * @returns The client, ready for `connect()`.
 *
 * @example
 * const client = await initSignClient({ relayUrl: 'ws://127.0.0.1:8787/relay', storagePrefix: 'x' })
 */
export async function initSignClient({
  relayUrl,
  projectId,
  storagePrefix,
  metadata,
}: InitSignClientParameters): Promise<WalletConnectClient> {
  const client = await SignClient.init({
    relayUrl,
    ...(projectId ? { projectId } : {}),
    ...(metadata ? { metadata } : {}),
    customStoragePrefix: storagePrefix,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // An attestation is optional: the wallet treats an empty one as "unknown", like a failed one.
  client.core.verify.register = async () => ''
  client.core.relayer.confirmOnlineStateOrThrow = async () => {}
  return client
}
