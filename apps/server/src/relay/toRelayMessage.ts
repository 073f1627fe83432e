import { createHash } from 'node:crypto'
import type { RelayMessage } from './createRelayStore.js'
import type { PublishParams } from './relayParams.js'

/**
 * The message the relay stores for a publish. Its id is sha256(topic, message): a publish the
 * client retries after a lost answer is the same message, stored and delivered once.
 *
 * @param publisher - The publishing client's did:key.
 * @param message - The validated publish params.
 * @param publishedAt - Unix milliseconds.
 * @returns The record, expiring `ttl` seconds after `publishedAt`.
 *
 * @example
 * import { toRelayMessage } from './toRelayMessage.js'
 * const record = toRelayMessage(clientId, { topic, message, ttl: 300, tag: 1108 }, Date.now())
 */
export function toRelayMessage(
  publisher: string,
  message: PublishParams,
  publishedAt: number,
): RelayMessage {
  return {
    id: createHash('sha256').update(`${message.topic}\n${message.message}`).digest('hex'),
    topic: message.topic,
    message: message.message,
    tag: message.tag,
    prompt: message.prompt ?? false,
    attestation: message.attestation ?? null,
    publisher,
    publishedAt,
    expiresAt: publishedAt + message.ttl * 1000,
  }
}
