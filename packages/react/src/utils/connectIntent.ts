import type { Airlock } from '@airlock/core'

type Intent = { shown: boolean; listeners: Set<() => void> }

// One per Airlock client: two clients on a page never share a visitor's intent.
const intents = new WeakMap<Airlock, Intent>()

function intentOf(airlock: Airlock): Intent {
  let intent = intents.get(airlock)
  if (!intent) {
    intent = { shown: false, listeners: new Set() }
    intents.set(airlock, intent)
  }
  return intent
}

/**
 * Whether the visitor has shown that they may connect (a pointer over the Connect button, focus
 * on it, a touch), for what the modal would ask the server only then: nothing leaves the page
 * for the modal before the visitor acts (ARCHITECTURE.md), and what a visitor who never opens it
 * would not use is not loaded.
 *
 * @example
 * import { connectIntent } from './connectIntent.js'
 * <button onPointerEnter={() => connectIntent.show(airlock)} onClick={() => airlock.open()} />
 */
export const connectIntent = {
  /** Records the intent; the first time, tells every subscriber. */
  show(airlock: Airlock): void {
    const intent = intentOf(airlock)
    if (intent.shown) return
    intent.shown = true
    for (const listener of intent.listeners) listener()
  },
  shown(airlock: Airlock): boolean {
    return intentOf(airlock).shown
  },
  /** Calls `listener` when the intent is first shown; returns the unsubscribe. */
  subscribe(airlock: Airlock, listener: () => void): () => void {
    const { listeners } = intentOf(airlock)
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
