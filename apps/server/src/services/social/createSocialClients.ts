import * as client from 'openid-client'
import type { SocialProviderConfig } from './loadSocialConfig.js'

/** A configured provider with its openid-client configuration (discovered once, then kept). */
export type SocialClient = {
  provider: SocialProviderConfig
  configuration: client.Configuration
}

export type SocialClients = {
  /** The configured providers, in their configured order. */
  readonly providers: readonly SocialProviderConfig[]
  /** The provider's client; discovery happens on first use and is kept for `discoveryTtlMs`. */
  get(id: string): Promise<SocialClient>
}

export type CreateSocialClientsParameters = {
  providers: readonly SocialProviderConfig[]
  /** How long one request to a provider may take. Defaults to 5 s. */
  timeoutMs?: number
  /** How long a discovery document is kept. Defaults to 1 h. */
  discoveryTtlMs?: number
}

/**
 * The server's OAuth 2.0 / OpenID Connect clients, one per configured provider, on openid-client.
 * An OpenID Connect provider is discovered from its issuer (the answer kept for an hour; a failed
 * discovery is not kept, so the next login tries again) and its ID tokens are checked against
 * its JWKS, signature included (`enableNonRepudiationChecks`), not only trusted for coming over
 * TLS. A plain OAuth 2.0 provider gets its fixed endpoints. Plain http is allowed only for an
 * issuer on the loopback interface (the sandbox).
 *
 * @param parameters - The providers and timeouts.
 * @returns The clients.
 *
 * @example
 * import { createSocialClients } from './services/social/createSocialClients.js'
 * const clients = createSocialClients({ providers: config.social.providers })
 * const { configuration } = await clients.get('google')
 */
export function createSocialClients({
  providers,
  timeoutMs = 5_000,
  discoveryTtlMs = 60 * 60_000,
}: CreateSocialClientsParameters): SocialClients {
  const cache = new Map<string, { client: Promise<SocialClient>; until: number }>()
  const timeout = Math.max(1, Math.ceil(timeoutMs / 1000))

  const build = async (provider: SocialProviderConfig): Promise<SocialClient> => {
    const authentication =
      provider.clientSecret === undefined
        ? client.None()
        : provider.profile === 'github' || provider.profile === 'facebook'
          ? client.ClientSecretPost(provider.clientSecret)
          : client.ClientSecretBasic(provider.clientSecret)
    const metadata = { client_id: provider.clientId }
    if (provider.kind === 'oidc' && provider.issuer) {
      const issuer = new URL(provider.issuer)
      const execute = [client.enableNonRepudiationChecks]
      if (issuer.protocol === 'http:' && isLoopback(issuer.hostname))
        execute.push(client.allowInsecureRequests)
      const configuration = await client.discovery(
        issuer,
        provider.clientId,
        metadata,
        authentication,
        {
          execute,
          timeout,
        },
      )
      return { provider, configuration }
    }
    const endpoints = provider.endpoints
    if (!endpoints) throw new Error(`Social provider ${provider.id} has no endpoints`)
    const configuration = new client.Configuration(
      {
        // The `iss` of its answers, checked when it sends one (RFC 9207); GitHub and co. send none.
        issuer: provider.issuer ?? new URL(endpoints.authorization).origin,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
        userinfo_endpoint: endpoints.userinfo,
      },
      provider.clientId,
      metadata,
      authentication,
    )
    configuration.timeout = timeout
    const token = new URL(endpoints.token)
    if (token.protocol === 'http:' && isLoopback(token.hostname))
      client.allowInsecureRequests(configuration)
    return { provider, configuration }
  }

  return {
    providers,
    get(id) {
      const provider = providers.find((candidate) => candidate.id === id)
      if (!provider) return Promise.reject(new Error(`Social provider ${id} is not configured`))
      const hit = cache.get(id)
      if (hit && hit.until > Date.now()) return hit.client
      const created = build(provider)
      cache.set(id, { client: created, until: Date.now() + discoveryTtlMs })
      created.catch(() => cache.delete(id))
      return created
    },
  }
}

function isLoopback(hostname: string) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}
