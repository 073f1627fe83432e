import type { WalletConnectClient } from './initSignClient.js'

/**
 * Gives the pairing behind a fresh `wc:` URI the lifetime SPEC §9 asks for (4 minutes) instead of
 * the 5 the sign client sets, and returns the URI that says so. `connect()` of
 * `@walletconnect/sign-client` 2.21 takes no expiry: the pairing's stored expiry and its expirer
 * entry are moved here, so the client forgets the pairing (and unsubscribes from its topic) when
 * the URI's `expiryTimestamp` passes, and a wallet refuses the URI from then on.
 *
 * @param client - The sign client that made the pairing.
 * @param uri - The URI `connect()` returned.
 * @param expiresAt - When the URI stops being valid, in ms since the epoch (rounded down to s).
 * @returns The same pairing's URI, with `expiryTimestamp` at `expiresAt`.
 *
 * @example
 * const { uri } = await client.connect({ optionalNamespaces })
 * const shown = await shortenPairing(client, uri ?? '', pairingExpiresAt())
 */
export async function shortenPairing(
  client: WalletConnectClient,
  uri: string,
  expiresAt: number,
): Promise<string> {
  const topic = pairingTopicOf(uri)
  const expiry = Math.floor(expiresAt / 1000)
  const { pairing, expirer } = client.core
  const stored = pairing.pairings.get(topic)
  await pairing.updateExpiry({ topic, expiry })
  expirer.set(topic, expiry)
  return pairing.formatUriFromPairing({ ...stored, expiry })
}

/**
 * The pairing topic of a `wc:` URI: what lies between `wc:` and `@`.
 *
 * @param uri - A `wc:<topic>@2?…` URI.
 * @returns The topic.
 *
 * @example
 * pairingTopicOf('wc:ab12@2?relay-protocol=irn') // 'ab12'
 */
export function pairingTopicOf(uri: string): string {
  return uri.slice(3, uri.indexOf('@'))
}
