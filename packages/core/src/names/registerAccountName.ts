import { evmChainIdToCoinType, type ProfileAccount } from '@airlock/protocol'
import type { Airlock } from '../types/airlock.js'
import { createNamesApi } from './createNamesApi.js'

export type RegisterAccountNameParameters = {
  /** The full name to register, `alice.<zone>`, as the suggestions name it. */
  name: string
  /** For tests. Defaults to `Date.now`. */
  now?: () => number
}

/**
 * Registers a name for the connected EVM account: signs the model product's JSON message
 * `{ name, attributes: {}, timestamp }` with personal_sign in the connected wallet, then posts it
 * with the ENSIP-11 coin type of the current chain.
 *
 * @param airlock - The client.
 * @param parameters - The name.
 * @returns The registered name.
 * @throws {NameServiceError} When the server refuses it; the wallet's error when signing fails.
 *
 * @example
 * import { registerAccountName } from '@airlock/core'
 * await registerAccountName(airlock, { name: 'alice.airlock.test' })
 */
export async function registerAccountName(
  airlock: Airlock,
  { name, now = Date.now }: RegisterAccountNameParameters,
): Promise<ProfileAccount> {
  const { address, chainId } = airlock.store.getState().eip155
  if (!address || chainId === undefined) throw new Error('No EVM account is connected')
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now() / 1000) })
  const adapter = await airlock.adapter('eip155')
  const signature = await adapter.signMessage(message)
  return createNamesApi(airlock.config).register({
    coin_type: evmChainIdToCoinType(chainId),
    address,
    message,
    signature,
  })
}
