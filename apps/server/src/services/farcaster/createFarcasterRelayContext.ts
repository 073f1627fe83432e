import type { Database } from '../../db/createDatabase.js'
import { createFarcasterChannelRepository } from '../../db/createFarcasterChannelRepository.js'
import { FarcasterRegistryUnavailableError } from '../../errors/farcaster.js'
import { createFarcasterVerifier, type FarcasterVerifier } from './createFarcasterVerifier.js'
import { createHubProfiles, noFarcasterProfiles } from './createHubProfiles.js'
import type { FarcasterRelayContext } from './farcasterRelayContext.js'

export type CreateFarcasterRelayContextParameters = {
  db: Database
  /** The chain with Farcaster's ID registry (`farcasterRegistryRpcUrl`); `undefined`: none. */
  rpcUrl: string | undefined
  /** `FARCASTER_HUB_URL`. */
  hubUrl: string | undefined
  /** `FARCASTER_RELAY_KEY`. */
  relayKey: string | undefined
  /** The clock. Defaults to `() => new Date()`. */
  now?: (() => Date) | undefined
  /** How long a channel lives. Defaults to 5 minutes. */
  channelTtlMs?: number | undefined
  /** Replaces the on-chain verifier (tests of what happens when the chain is down). */
  verifier?: FarcasterVerifier | undefined
}

/** How long a relay channel lives by default: 5 minutes, as the issue and the public relay's clients expect. */
const defaultChannelTtlMs = 300_000

/**
 * The connect relay's context over a database: channels in the database (so replicas share
 * them), answers verified on the chain at `rpcUrl`, profiles from the hub at `hubUrl`.
 *
 * @param parameters - Database, chain, hub, relay key and clock.
 * @returns The context.
 *
 * @example
 * import { createFarcasterRelayContext } from './services/farcaster/createFarcasterRelayContext.js'
 * const context = createFarcasterRelayContext({ db, rpcUrl, hubUrl: undefined, relayKey: undefined })
 */
export function createFarcasterRelayContext({
  db,
  rpcUrl,
  hubUrl,
  relayKey,
  now = () => new Date(),
  channelTtlMs = defaultChannelTtlMs,
  verifier,
}: CreateFarcasterRelayContextParameters): FarcasterRelayContext {
  return {
    channels: createFarcasterChannelRepository(db),
    verifier: verifier ?? (rpcUrl ? createFarcasterVerifier({ rpcUrl }) : noRegistry),
    profiles: hubUrl ? createHubProfiles({ hubUrl }) : noFarcasterProfiles,
    relayKey,
    now,
    channelTtlMs,
  }
}

const noRegistry: FarcasterVerifier = {
  verify: () =>
    Promise.reject(new FarcasterRegistryUnavailableError({ cause: new Error('no chain') })),
}

/**
 * The chain whose ID registry decides who owns an FID: OP Mainnet (chain 10) when `RPC_URL_10`
 * is set, else the first devnet chain (its registry stand-in sits at the same address).
 *
 * @param chains - The server's EVM chains.
 * @returns The RPC URL, or `undefined` when there is no chain at all.
 *
 * @example
 * import { farcasterRegistryRpcUrl } from './services/farcaster/createFarcasterRelayContext.js'
 * farcasterRegistryRpcUrl(config.chains)
 */
export function farcasterRegistryRpcUrl(
  chains: readonly { chainId: number; rpcUrl: string }[],
): string | undefined {
  return (chains.find((chain) => chain.chainId === 10) ?? chains[0])?.rpcUrl
}
