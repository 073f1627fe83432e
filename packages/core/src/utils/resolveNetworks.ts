import type { Chain } from 'viem'
import { NetworksMismatchError } from '../errors/adapter.js'

type Networks = readonly [Chain, ...Chain[]]

/**
 * The networks a client serves: `networks`, or the dapp's wagmi config's chains when it gives
 * only the config. Both given, they must list the same chains (any order; `networks`' first is
 * the default).
 *
 * @param config - `networks` and `wagmiConfig` of the client's settings.
 * @returns The networks, or `undefined` when neither is given.
 * @throws NetworksMismatchError when the two list different chains.
 *
 * @example
 * resolveNetworks({ wagmiConfig }) // wagmiConfig.chains
 */
export function resolveNetworks({
  networks,
  wagmiConfig,
}: {
  networks?: Networks | undefined
  wagmiConfig?: { chains: readonly [Chain, ...Chain[]] } | undefined
}): Networks | undefined {
  if (!wagmiConfig) return networks
  const { chains } = wagmiConfig
  if (!networks) return chains
  const ids = (list: readonly Chain[]) => new Set(list.map(({ id }) => id))
  const [ours, theirs] = [ids(networks), ids(chains)]
  const missingFromWagmi = [...ours].filter((id) => !theirs.has(id))
  const missingFromNetworks = [...theirs].filter((id) => !ours.has(id))
  if (missingFromWagmi.length > 0 || missingFromNetworks.length > 0)
    throw new NetworksMismatchError({ missingFromWagmi, missingFromNetworks })
  return networks
}
