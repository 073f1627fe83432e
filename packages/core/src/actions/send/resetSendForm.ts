import type { Airlock } from '../../types/airlock.js'

/**
 * Empties the Send form: no token, amount or receiver (after a send went through).
 *
 * @param airlock - The client whose form is emptied.
 *
 * @example
 * import { resetSendForm } from '@airlock/core'
 * resetSendForm(airlock)
 */
export function resetSendForm(airlock: Airlock): void {
  airlock.store.setState({ send: { token: undefined, amount: '', receiver: '' } })
}
