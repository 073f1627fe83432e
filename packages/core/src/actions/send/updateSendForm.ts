import type { Airlock, AirlockState } from '../../types/airlock.js'

export type UpdateSendFormParameters = Partial<AirlockState['send']>

/**
 * Changes the Send form (SPEC §3 "Send state"): the token, the amount or the receiver, kept while
 * the person moves between the Send views. Fields not given stay as they are.
 *
 * @param airlock - The client whose form changes.
 * @param parameters - The fields to change.
 *
 * @example
 * import { updateSendForm } from '@airlock/core'
 * updateSendForm(airlock, { amount: '1.5' })
 */
export function updateSendForm(airlock: Airlock, parameters: UpdateSendFormParameters): void {
  airlock.store.setState((state) => ({ send: { ...state.send, ...parameters } }))
}
