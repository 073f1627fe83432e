import { createHttpClient } from '../api/createHttpClient.js'
import type { Airlock } from '../types/airlock.js'

type RemoteConfig = { features?: { id?: unknown; isEnabled?: unknown; config?: unknown }[] }

const asked = new WeakMap<Airlock, Promise<readonly string[]>>()

/**
 * The social logins the dapp offers: the server's `GET /appkit/v1/config` `social_login` list
 * without `'email'`, in the project's order (Farcaster among them: `connectFarcaster` is its flow).
 * None when the client has no embedded wallet or the server cannot be asked: a social login needs
 * the server anyway. Asked once per client.
 *
 * @param airlock - The client.
 * @returns The provider ids, such as `['google', 'github']`.
 *
 * @example
 * import { getSocialProviders } from '@airlock/core'
 * const socials = await getSocialProviders(airlock)
 */
export function getSocialProviders(airlock: Airlock): Promise<readonly string[]> {
  const known = asked.get(airlock)
  if (known) return known
  const { embeddedWallet, networks, apiUrl, projectId } = airlock.config
  const answer =
    !embeddedWallet || networks.length === 0
      ? Promise.resolve([])
      : createHttpClient({ apiUrl, projectId })
          .request<RemoteConfig>('/appkit/v1/config')
          .then(socialsOf, () => {
            asked.delete(airlock)
            return []
          })
  asked.set(airlock, answer)
  return answer
}

function socialsOf(body: RemoteConfig): string[] {
  const feature = body?.features?.find((entry) => entry?.id === 'social_login')
  if (feature?.isEnabled !== true || !Array.isArray(feature.config)) return []
  return feature.config.filter(
    (id): id is string =>
      typeof id === 'string' && id !== 'email' && /^[a-z][a-z0-9-]{0,31}$/.test(id),
  )
}
