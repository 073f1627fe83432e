import { builtInSocialProviders } from '@airlock/protocol'
import type { ConfigIssue } from '../../errors/config.js'

/** How the server reads who logged in from a provider's userinfo answer. */
export type SocialProfileKind = 'oidc' | 'github' | 'discord' | 'x' | 'facebook'

/** One social login provider the operator configured. */
export type SocialProviderConfig = {
  /** `google`, …, or the lower-cased name of an `OIDC_<NAME>_*` provider. */
  id: string
  /** Shown in messages: `Google`, `GitHub`, or the custom provider's id. */
  name: string
  /**
   * `oidc`: discovery at `issuer`, an ID token checked against its JWKS. `oauth`: a plain OAuth
   * 2.0 provider (GitHub, Discord, X, Facebook in production) with fixed endpoints and a userinfo
   * call.
   */
  kind: 'oidc' | 'oauth'
  /**
   * For `oidc`: the issuer, such as `https://accounts.google.com`. For `oauth`, optional: the
   * `iss` the provider names in its answers (RFC 9207), when it does.
   */
  issuer?: string | undefined
  /** For `oauth`: the provider's endpoints. */
  endpoints?:
    | { authorization: string; token: string; userinfo: string; emails?: string | undefined }
    | undefined
  clientId: string
  /** Unset: a public client (PKCE only, no client authentication). Secret: never printed. */
  clientSecret: string | undefined
  scopes: readonly string[]
  /** How the userinfo answer names the user. */
  profile: SocialProfileKind
  /** Extra authorization parameters (Apple's `response_mode=form_post`). */
  authorizationParameters?: Readonly<Record<string, string>> | undefined
  /**
   * Whether an e-mail this provider marks verified may link to an existing e-mail wallet (after
   * the code). Facebook does not say whether an address is verified, so it never links.
   */
  verifiesEmail: boolean
}

export type SocialConfig = {
  /** The configured providers, built-ins first in SPEC order, then `OIDC_<NAME>_*` by name. */
  providers: readonly SocialProviderConfig[]
}

type BuiltIn = (typeof builtInSocialProviders)[number]

// Each built-in provider's production settings: OpenID Connect where the provider speaks it,
// else OAuth 2.0 with the provider's own userinfo endpoint.
const builtIns: Record<BuiltIn, Omit<SocialProviderConfig, 'id' | 'clientId' | 'clientSecret'>> = {
  google: {
    name: 'Google',
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    profile: 'oidc',
    verifiesEmail: true,
  },
  x: {
    name: 'X',
    kind: 'oauth',
    endpoints: {
      authorization: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userinfo: 'https://api.x.com/2/users/me?user.fields=confirmed_email',
    },
    scopes: ['users.read', 'tweet.read', 'users.email'],
    profile: 'x',
    verifiesEmail: true,
  },
  discord: {
    name: 'Discord',
    kind: 'oauth',
    endpoints: {
      authorization: 'https://discord.com/oauth2/authorize',
      token: 'https://discord.com/api/oauth2/token',
      userinfo: 'https://discord.com/api/users/@me',
    },
    scopes: ['identify', 'email'],
    profile: 'discord',
    verifiesEmail: true,
  },
  apple: {
    name: 'Apple',
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: ['openid', 'email', 'name'],
    profile: 'oidc',
    // Apple posts its answer when e-mail or name are asked for.
    authorizationParameters: { response_mode: 'form_post' },
    verifiesEmail: true,
  },
  github: {
    name: 'GitHub',
    kind: 'oauth',
    endpoints: {
      authorization: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      userinfo: 'https://api.github.com/user',
      emails: 'https://api.github.com/user/emails',
    },
    scopes: ['read:user', 'user:email'],
    profile: 'github',
    verifiesEmail: true,
  },
  facebook: {
    name: 'Facebook',
    kind: 'oauth',
    endpoints: {
      authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
    },
    scopes: ['public_profile', 'email'],
    profile: 'facebook',
    verifiesEmail: false,
  },
}

const customName = /^OIDC_([A-Z][A-Z0-9_]{0,31})_(ISSUER|CLIENT_ID|CLIENT_SECRET)$/
const clientIdPattern = /^[\x21-\x7e]{1,512}$/

/**
 * Reads the social login providers from the environment; `loadConfig` calls it and reports its
 * issues with the rest. A provider is configured by its client id:
 * - `OAUTH_<PROVIDER>_CLIENT_ID` and `OAUTH_<PROVIDER>_CLIENT_SECRET` for google, apple, x,
 *   discord, github and facebook (their production endpoints), with `OAUTH_<PROVIDER>_ISSUER` to
 *   put an OpenID Connect issuer in the provider's place (the sandbox's, in `npm start`);
 * - `OIDC_<NAME>_ISSUER`, `OIDC_<NAME>_CLIENT_ID` and `OIDC_<NAME>_CLIENT_SECRET` for any other
 *   OpenID Connect provider, offered as `<name>` (lower case, `_` as `-`).
 * A provider with no client id is not offered. Secrets are never echoed in an issue.
 *
 * @param env - The environment, empty values already removed.
 * @returns The providers and any issues.
 *
 * @example
 * import { loadSocialConfig } from './services/social/loadSocialConfig.js'
 * loadSocialConfig({ OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc', OAUTH_GITHUB_CLIENT_SECRET: '…' }).config
 */
export function loadSocialConfig(env: Record<string, string | undefined>): {
  config: SocialConfig
  issues: ConfigIssue[]
} {
  const issues: ConfigIssue[] = []
  const providers: SocialProviderConfig[] = []
  const client = (prefix: string) => {
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (clientId === undefined) {
      if (clientSecret !== undefined)
        issues.push({
          variable: `${prefix}_CLIENT_ID`,
          problem: `expected it with ${prefix}_CLIENT_SECRET`,
        })
      return undefined
    }
    if (!clientIdPattern.test(clientId)) {
      issues.push({
        variable: `${prefix}_CLIENT_ID`,
        problem: `expected 1 to 512 printable characters without spaces, got ${JSON.stringify(clientId)}`,
      })
      return undefined
    }
    return { clientId, clientSecret }
  }
  const issuer = (variable: string) => {
    const value = env[variable]
    if (value === undefined) return undefined
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {}
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
      issues.push({
        variable,
        problem: `expected an http:// or https:// issuer URL without query, got ${JSON.stringify(value)}`,
      })
      return undefined
    }
    return value.replace(/\/+$/, '')
  }

  for (const id of builtInSocialProviders) {
    const prefix = `OAUTH_${id.toUpperCase()}`
    const override = issuer(`${prefix}_ISSUER`)
    const credentials = client(prefix)
    // A malformed issuer is an issue, not a reason to fall back to the real provider.
    if (override === undefined && env[`${prefix}_ISSUER`] !== undefined) continue
    if (!credentials) {
      if (override !== undefined)
        issues.push({
          variable: `${prefix}_CLIENT_ID`,
          problem: `expected it with ${prefix}_ISSUER`,
        })
      continue
    }
    const base = builtIns[id]
    providers.push(
      override === undefined
        ? { id, ...base, ...credentials }
        : // An OpenID Connect issuer in the provider's place: discovery, ID token, userinfo.
          {
            id,
            ...base,
            ...credentials,
            kind: 'oidc',
            issuer: override,
            endpoints: undefined,
            scopes: ['openid', 'email', 'profile'],
            profile: 'oidc',
            authorizationParameters: undefined,
            // Its `email_verified` claim says what it checked.
            verifiesEmail: true,
          },
    )
  }

  const customNames = new Set<string>()
  for (const variable of Object.keys(env)) {
    const name = customName.exec(variable)?.[1]
    if (name) customNames.add(name)
  }
  for (const name of [...customNames].sort()) {
    const id = name.toLowerCase().replace(/_/g, '-')
    const prefix = `OIDC_${name}`
    if ((builtInSocialProviders as readonly string[]).includes(id)) {
      issues.push({
        variable: `${prefix}_ISSUER`,
        problem: `${id} is built in: use OAUTH_${name}_CLIENT_ID (and OAUTH_${name}_ISSUER)`,
      })
      continue
    }
    const url = issuer(`${prefix}_ISSUER`)
    const credentials = client(prefix)
    if (env[`${prefix}_ISSUER`] === undefined)
      issues.push({ variable: `${prefix}_ISSUER`, problem: `expected the issuer of ${id}` })
    if (!url || !credentials) continue
    providers.push({
      id,
      name: id,
      kind: 'oidc',
      issuer: url,
      ...credentials,
      scopes: ['openid', 'email', 'profile'],
      profile: 'oidc',
      verifiesEmail: true,
    })
  }
  return { config: { providers }, issues }
}
