import type { Airlock } from '@airlock/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { connectIntent } from '../utils/connectIntent.js'

/**
 * What `read` says of the visitor's intent to connect (`connectIntent`: shown, near), read again
 * as it changes. A render follows only when the value read changes.
 *
 * @example
 * const shown = useConnectIntent(connectIntent.shown)
 */
export function useConnectIntent(read: (airlock: Airlock) => boolean): boolean {
  const airlock = useAirlock()
  return useSyncExternalStore(
    useCallback((listener: () => void) => connectIntent.subscribe(airlock, listener), [airlock]),
    () => read(airlock),
    () => false,
  )
}
