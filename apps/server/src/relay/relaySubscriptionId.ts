import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic, sha256(topic + clientId) in hex: what the
 * clients compute themselves (they ignore the one in the answer to `irn_subscribe`).
 *
 * @param topic - 64 hex characters.
 * @param clientId - The client's did:key.
 * @returns 64 hex characters.
 *
 * @example
 * import { relaySubscriptionId } from './relaySubscriptionId.js'
 * relaySubscriptionId(topic, 'did:key:z6Mk…')
 */
export function relaySubscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
