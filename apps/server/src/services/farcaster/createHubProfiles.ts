/** A Farcaster account's public profile. */
export type FarcasterProfile = {
  username: string | undefined
  displayName: string | undefined
  bio: string | undefined
  pfpUrl: string | undefined
}

/** Where Farcaster profiles come from: a hub, or nothing. */
export type FarcasterProfiles = {
  /** The FID's profile; `undefined` when the source knows nothing of it. */
  get: (fid: number) => Promise<FarcasterProfile | undefined>
}

type HubUserData = {
  messages?: { data?: { userDataBody?: { type?: string; value?: string } } }[]
}

const fields: Record<string, keyof FarcasterProfile> = {
  USER_DATA_TYPE_USERNAME: 'username',
  USER_DATA_TYPE_DISPLAY: 'displayName',
  USER_DATA_TYPE_BIO: 'bio',
  USER_DATA_TYPE_PFP: 'pfpUrl',
}

/**
 * Profiles from a Farcaster hub's HTTP API (`GET /v1/userDataByFid?fid=`), as Hubble serves it
 * (`FARCASTER_HUB_URL`; in the embedded default, the sandbox's stand-in). A hub that fails or
 * times out (3 s) gives no profile: a login does not wait on names.
 *
 * @param parameters.hubUrl - The hub's HTTP API base.
 * @returns The profile source.
 *
 * @example
 * import { createHubProfiles } from './services/farcaster/createHubProfiles.js'
 * const profile = await createHubProfiles({ hubUrl: 'http://127.0.0.1:2281' }).get(3)
 */
export function createHubProfiles({ hubUrl }: { hubUrl: string }): FarcasterProfiles {
  const base = hubUrl.replace(/\/+$/, '')
  return {
    async get(fid) {
      const response = await fetch(`${base}/v1/userDataByFid?fid=${fid}`, {
        signal: AbortSignal.timeout(3_000),
      }).catch(() => undefined)
      if (!response?.ok) return undefined
      const body = (await response.json().catch(() => ({}))) as HubUserData
      const profile: FarcasterProfile = {
        username: undefined,
        displayName: undefined,
        bio: undefined,
        pfpUrl: undefined,
      }
      for (const message of body.messages ?? []) {
        const { type, value } = message.data?.userDataBody ?? {}
        const field = type ? fields[type] : undefined
        if (field && typeof value === 'string' && value.length <= 2048) profile[field] = value
      }
      return profile
    },
  }
}

/** No profile source: the names the Farcaster app sent are kept. */
export const noFarcasterProfiles: FarcasterProfiles = { get: async () => undefined }
