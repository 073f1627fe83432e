import { generateKeyPair } from 'node:crypto'
import { promisify } from 'node:util'
import type { Configuration, Provider } from 'oidc-provider'
import { type SandboxLocale, sandboxLocales } from '../locales/catalogues.js'
import { resolveLocale } from '../locales/resolveLocale.js'
import { createMemoryAdapter } from './createMemoryAdapter.js'
import type { SandboxIdentityProviderId, SandboxOidcClient } from './sandboxIdentityProviders.js'
import { sandboxTestUsers } from './sandboxTestUsers.js'

export type CreateOidcProviderParameters = {
  id: SandboxIdentityProviderId
  /** Such as `http://127.0.0.1:8790/oidc/google`. */
  issuer: string
  clients: readonly SandboxOidcClient[]
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[]
  /**
   * The HTML of an error page, in the language of the request's `ui_locales` or else its
   * `Accept-Language`. `description` is oidc-provider's (English, technical), if it gave one.
   */
  renderError: (
    error: { error: string; description: string | undefined },
    locale: SandboxLocale,
  ) => string
}

/**
 * One issuer of the sandbox's identity provider: an oidc-provider instance with its own RSA
 * signing key (made at start), its clients, the test users as accounts, PKCE required, our own
 * login and consent pages (`/oidc/<id>/interaction/<uid>`), short lifetimes, and cookie names of
 * its own, so the six issuers on one host never read each other's sessions. The library is loaded
 * on first use: it prints a warning under Node.js 20 (it supports 22 officially, and is tested
 * on 20 here), which only the processes that serve it need to show.
 *
 * @param parameters - The provider, its issuer URL and clients.
 * @returns The provider; mount `provider.callback()` at the issuer's path.
 *
 * @example
 * import { createOidcProvider } from './oidc/createOidcProvider.js'
 * const provider = await createOidcProvider({ id: 'google', issuer, clients, cookieKeys, renderError })
 */
export async function createOidcProvider({
  id,
  issuer,
  clients,
  cookieKeys,
  renderError,
}: CreateOidcProviderParameters): Promise<Provider> {
  // An RSA key takes tens of milliseconds to find: off the main thread, beside the other providers'.
  const [{ default: OidcProvider }, { privateKey }] = await Promise.all([
    import('oidc-provider'),
    promisify(generateKeyPair)('rsa', { modulusLength: 2048 }),
  ])
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `${id}-1`,
    use: 'sig',
    alg: 'RS256',
  }
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      ...(client.clientSecret
        ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: {
      keys: cookieKeys,
      names: {
        session: `_session_${id}`,
        interaction: `_interaction_${id}`,
        resume: `_interaction_resume_${id}`,
      },
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // Like Google's: the ID token carries the e-mail claims too, not only userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    async findAccount(_ctx, sub) {
      const user = sandboxTestUsers.find((entry) => entry.id === sub)
      if (!user) return undefined
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            name: user.name,
            preferred_username: user.username,
            ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
          }
        },
      }
    },
    // The login and consent pages speak these (`ui_locales`, else Accept-Language).
    discovery: { ui_locales_supported: [...sandboxLocales] },
    interactions: { url: (_ctx, interaction) => `/oidc/${id}/interaction/${interaction.uid}` },
    async renderError(ctx, out) {
      ctx.type = 'html'
      const uiLocales = ctx.oidc?.params?.ui_locales
      ctx.set('Vary', 'Accept-Language')
      ctx.body = renderError(
        {
          error: String(out.error ?? 'error'),
          description: out.error_description ? String(out.error_description) : undefined,
        },
        resolveLocale({
          requested: [typeof uiLocales === 'string' ? uiLocales : undefined],
          acceptLanguage: ctx.get('accept-language'),
        }),
      )
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  }
  const provider = new OidcProvider(issuer, configuration)
  // oidc-provider logs server errors through its own events only: keep them visible.
  provider.on('server_error', (_ctx, error) => console.error(`[sandbox oidc ${id}]`, error))
  return provider
}
