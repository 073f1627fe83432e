import type {
  IdentityResponse,
  ProfileAccount,
  ProfileRegisterRequest,
  ProfileSuggestionsResponse,
} from '@airlock/protocol'
import { NameServiceError } from '../errors/names.js'

/** The server's name service, as the modal uses it. */
export type NamesApi = {
  /** The name and free alternatives (`GET /v1/profile/suggestions/{label}`). */
  suggestions(label: string, signal?: AbortSignal): Promise<ProfileSuggestionsResponse>
  /** A registered name, or `null` (`GET /v1/profile/account/{name}`). */
  account(name: string, signal?: AbortSignal): Promise<ProfileAccount | null>
  /** Registers a signed name (`POST /v1/profile/account`). */
  register(body: ProfileRegisterRequest): Promise<ProfileAccount>
  /** The address's name and avatar (`GET /v1/identity/{address}`). */
  identity(address: string, signal?: AbortSignal): Promise<IdentityResponse>
}

/**
 * The client of the server's name service. A refusal throws `NameServiceError` with the server's
 * reason; an unknown name is `null`.
 *
 * @param parameters - The server, the project, and `fetch`.
 * @returns The calls.
 *
 * @example
 * import { createNamesApi } from '@airlock/core'
 * const names = createNamesApi({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * await names.suggestions('alice')
 */
export function createNamesApi({
  apiUrl,
  projectId,
  fetch: fetchFn = globalThis.fetch,
}: {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}): NamesApi {
  const call = async <body>(path: string, init: RequestInit = {}): Promise<body> => {
    const url = new URL(path, apiUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetchFn(url, init)
    const body = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) {
      const reason = (body as { reasons?: { name?: string; description?: string }[] } | undefined)
        ?.reasons?.[0]
      throw new NameServiceError({
        status: response.status,
        reason: reason?.name,
        description: reason?.description,
      })
    }
    return body as body
  }
  return {
    suggestions: (label, signal) =>
      call(`/v1/profile/suggestions/${encodeURIComponent(label)}`, signal ? { signal } : {}),
    async account(name, signal) {
      try {
        return await call(
          `/v1/profile/account/${encodeURIComponent(name)}`,
          signal ? { signal } : {},
        )
      } catch (error) {
        if (error instanceof NameServiceError && error.status === 404) return null
        throw error
      }
    },
    register: (body) =>
      call('/v1/profile/account', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    // Revalidated each time: a browser-cached "no name" would hide a name just registered.
    identity: (address, signal) =>
      call(`/v1/identity/${encodeURIComponent(address)}`, {
        cache: 'no-cache',
        ...(signal ? { signal } : {}),
      }),
  }
}
