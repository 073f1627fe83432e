import type { Airlock } from '@airlock/core'

type Intent = { shown: boolean; near: boolean; listeners: Set<() => void> }

// One per Airlock client: two clients on a page never share a visitor's intent.
const intents = new WeakMap<Airlock, Intent>()

function intentOf(airlock: Airlock): Intent {
  let intent = intents.get(airlock)
  if (!intent) {
    intent = { shown: false, near: false, listeners: new Set() }
    intents.set(airlock, intent)
  }
  return intent
}

/**
 * Whether the visitor has shown that they may connect (a pointer over the Connect button, focus
 * on it, a touch), for what the modal would ask the server only then: nothing leaves the page
 * for the modal before the visitor acts (ARCHITECTURE.md), and what a visitor who never opens it
 * would not use is not loaded. And whether they are at the button now (`near`: the pointer on it,
 * or focus), while the modal keeps its dialog painted ahead (transparent) for the click.
 *
 * @example
 * import { connectIntent } from './connectIntent.js'
 * <button
 *   onPointerEnter={() => connectIntent.show(airlock)}
 *   onPointerLeave={() => connectIntent.leave(airlock)}
 *   onClick={() => airlock.open()}
 * />
 */
export const connectIntent = {
  /** Records the intent, and that the visitor is at the button; tells every subscriber. */
  show(airlock: Airlock): void {
    const intent = intentOf(airlock)
    if (intent.shown && intent.near) return
    intent.shown = true
    intent.near = true
    for (const listener of intent.listeners) listener()
  },
  /** The visitor has left the button (the pointer, focus): the intent stays shown. */
  leave(airlock: Airlock): void {
    const intent = intentOf(airlock)
    if (!intent.near) return
    intent.near = false
    for (const listener of intent.listeners) listener()
  },
  shown(airlock: Airlock): boolean {
    return intentOf(airlock).shown
  },
  near(airlock: Airlock): boolean {
    return intentOf(airlock).near
  },
  /** Calls `listener` when either changes; returns the unsubscribe. */
  subscribe(airlock: Airlock, listener: () => void): () => void {
    const { listeners } = intentOf(airlock)
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
