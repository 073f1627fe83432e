import type { RelayMessage } from './createRelayStore.js'

/** What a message looks like in `irn_subscription` data and `irn_fetchMessages` results. */
export type RelayMessageData = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: string
}

/**
 * A stored message as clients receive it, with `attestation: ""` when the publisher sent none:
 * the wallet SDK then skips its call to the vendor's Verify API (5 s per message offline).
 *
 * @param message - The stored message.
 * @returns Its wire form.
 *
 * @example
 * import { toRelayMessageData } from './toRelayMessageData.js'
 * socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription',
 *   params: { id: subscriptionId, data: toRelayMessageData(message) } }))
 */
export function toRelayMessageData(message: RelayMessage): RelayMessageData {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    attestation: message.attestation ?? '',
  }
}
