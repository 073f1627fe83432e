import type { WebSocket } from 'ws'
import type { RelayPeer } from './authenticateRelayUpgrade.js'
import type { RelayMessage } from './createRelayStore.js'

/** One client's socket and what the relay remembers about it while it is open. */
export type RelayConnection = RelayPeer & {
  socket: WebSocket
  /** Unique per socket in this process: the key of its frame-rate bucket. */
  key: string
  /** Topics it listens to, each with its subscription id, sha256(topic + clientId). */
  topics: Map<string, string>
  /**
   * Messages sent to it (id → expiry), so the mailbox flush and the bus never send one twice on
   * this socket.
   */
  delivered: Map<string, number>
  /** Its unanswered `irn_subscription` requests: our request id → the message. */
  awaitingAck: Map<string, RelayMessage>
  /** How many of its requests are running. */
  inFlight: number
  /** Whether it answered the last ping. */
  alive: boolean
}
