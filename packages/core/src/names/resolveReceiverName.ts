import type { Airlock } from '../types/airlock.js'

export type ResolveReceiverNameParameters = {
  /** An ENS name: `alice.airlock.test`, `vitalik.eth`… */
  name: string
  /** The chain whose ENS universal resolver answers (`contracts.ensUniversalResolver`). */
  chainId: number
}

/**
 * Resolves a receiver typed as a name through the chain's ENS universal resolver (ENSIP-10 and
 * CCIP-Read, so `<label>.<zone>` of the server's registry resolves too), with its avatar.
 *
 * @param airlock - The client; its EVM config must be loaded (`airlock.eip155()`).
 * @param parameters - The name and the chain.
 * @returns The normalised name, its address and avatar, or `null` when it resolves to nothing.
 * @throws When the name is not ENSIP-15 normalisable or the chain cannot be asked.
 *
 * @example
 * import { resolveReceiverName } from '@airlock/core'
 * await resolveReceiverName(airlock, { name: 'alice.airlock.test', chainId: 31337 })
 */
export async function resolveReceiverName(
  airlock: Airlock,
  { name, chainId }: ResolveReceiverNameParameters,
): Promise<{ name: string; address: `0x${string}`; avatar: string | null } | null> {
  const config = airlock.wagmiConfig
  if (!config) throw new Error('The EVM client is not loaded')
  // Loaded on the first name typed: ENS normalisation and resolution stay out of the modal's chunk.
  const { lookUpEnsName } = await import('./lookUpEnsName.js')
  return lookUpEnsName(config, name, chainId)
}
