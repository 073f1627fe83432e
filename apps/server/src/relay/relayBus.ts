import type { RelayMessage } from './createRelayStore.js'

/**
 * How published messages reach every relay process: in memory for one process, Redis pub/sub
 * for several behind one URL. The publishing process delivers to its own sockets at once; the
 * bus brings the message to the other processes (the memory bus, to the one process, whose
 * sockets drop the copy).
 */
export type RelayBus = {
  kind: 'memory' | 'redis'
  /** Sends a stored message to every process subscribed to its topic. */
  publish(message: RelayMessage): Promise<void>
  /** Resolves once messages on `topic` will reach `onMessage`. */
  subscribe(topic: string): Promise<void>
  unsubscribe(topic: string): Promise<void>
  /** Sets the one listener. */
  onMessage(listener: (message: RelayMessage) => void): void
  /**
   * Sets the one listener told when the bus is back after losing its connection, once it listens
   * again to every topic, with when it was lost (Unix ms): what was published meanwhile never
   * reached `onMessage`. The memory bus never loses it.
   */
  onReconnect(listener: (lostAt: number) => void): void
  close(): Promise<void>
}
