import type { RelayMessage } from './createRelayStore.js'
import type { RelayBus } from './relayBus.js'

/**
 * The relay's bus for a single server process: a publish reaches the listener on the next
 * microtask.
 *
 * @returns The bus.
 *
 * @example
 * import { createMemoryRelayBus } from './createMemoryRelayBus.js'
 * const relay = createRelay({ ...parameters, bus: createMemoryRelayBus() })
 */
export function createMemoryRelayBus(): RelayBus {
  let listener: (message: RelayMessage) => void = () => {}
  return {
    kind: 'memory',
    async publish(message) {
      queueMicrotask(() => listener(message))
    },
    async subscribe() {},
    async unsubscribe() {},
    onMessage(next) {
      listener = next
    },
    onReconnect() {},
    async close() {},
  }
}
