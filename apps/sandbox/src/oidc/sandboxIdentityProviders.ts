/** The social providers the sandbox's OpenID Connect provider plays, each at `/oidc/<id>`. */
export const sandboxIdentityProviders = [
  { id: 'google', name: 'Google' },
  { id: 'x', name: 'X' },
  { id: 'discord', name: 'Discord' },
  { id: 'apple', name: 'Apple' },
  { id: 'github', name: 'GitHub' },
  { id: 'facebook', name: 'Facebook' },
] as const

export type SandboxIdentityProviderId = (typeof sandboxIdentityProviders)[number]['id']

/** A client of the sandbox's identity provider: the Airlock server, as its configuration says. */
export type SandboxOidcClient = {
  /** Which provider the client is registered at. */
  provider: SandboxIdentityProviderId
  clientId: string
  /** Unset: a public client (PKCE only). */
  clientSecret?: string | undefined
  /** Exact redirect URIs: the secure origin's callback. */
  redirectUris: readonly string[]
}
