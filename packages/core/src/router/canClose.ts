import type { View } from './views.js'

export type CanCloseParameters = {
  history: readonly View[]
  /** Whether the dapp requires sign-in (its SIWX adapter's `getRequired()`). */
  signInRequired?: boolean | undefined
  /** Whether the connected account has a sign-in session. */
  hasSession?: boolean | undefined
}

/**
 * Whether the visitor may close the modal now (SPEC §2). Not on UnsupportedChain, nor on a
 * SwitchNetwork reached from it, nor while sign-in is required and there is no session: there
 * the modal shakes for 500 ms instead.
 *
 * @example
 * import { canClose } from '@airlock/core'
 * canClose({ history: ['UnsupportedChain'] }) // false
 */
export function canClose({ history, signInRequired, hasSession }: CanCloseParameters): boolean {
  const top = history[history.length - 1]
  if (top === 'UnsupportedChain') return false
  if (top === 'SwitchNetwork' && history[history.length - 2] === 'UnsupportedChain') return false
  if (signInRequired && !hasSession) return false
  return true
}
