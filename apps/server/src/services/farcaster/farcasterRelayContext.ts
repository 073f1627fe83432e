import type { FarcasterChannelRepository } from '../../db/createFarcasterChannelRepository.js'
import type { FarcasterVerifier } from './createFarcasterVerifier.js'
import type { FarcasterProfiles } from './createHubProfiles.js'

/** What the connect relay's services work with; `farcasterRelayRoutes` builds it once. */
export type FarcasterRelayContext = {
  channels: FarcasterChannelRepository
  /** Checks each answer on chain before it is stored. */
  verifier: FarcasterVerifier
  profiles: FarcasterProfiles
  /** `FARCASTER_RELAY_KEY`: the key the Farcaster app must send; `undefined`: none asked. */
  relayKey: string | undefined
  now: () => Date
  /** How long a channel lives. */
  channelTtlMs: number
}

/** The Farcaster app's link for a channel: what the QR code holds. */
export function channelUrl(channelToken: string): string {
  return `farcaster://connect?${new URLSearchParams({ channelToken })}`
}
