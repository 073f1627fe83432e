import { builtInSocialProviders } from '@airlock/protocol'
import type { Config } from '../config/loadConfig.js'
import { maskUrl } from '../config/maskUrl.js'

/** One social sign-in provider as the console shows it: never a secret, only whether one is set. */
export type SignInProviderView = {
  id: string
  name: string
  configured: boolean
  kind?: 'oidc' | 'oauth' | undefined
  issuer?: string | undefined
  /** The client id with all but its first 4 characters masked. */
  clientId?: string | undefined
  clientSecretSet?: boolean | undefined
  scopes?: readonly string[] | undefined
}

/** What the console's sign-in providers view shows: all read from the environment at start. */
export type SignInProvidersView = {
  socials: SignInProviderView[]
  farcaster: { configured: true; hubUrl: string | undefined; relayKeySet: boolean }
  email: { configured: boolean; smtpUrl: string | undefined; mailFrom: string }
}

/**
 * The sign-in providers the server was configured with (`SOCIAL_*`, `OIDC_*`, Farcaster, SMTP),
 * for the console's read-only view. Client secrets, relay keys and SMTP passwords never leave
 * the server: only whether they are set, and client ids and URLs masked.
 *
 * @param config - The server's configuration.
 * @returns The view.
 *
 * @example
 * import { describeSignInProviders } from './admin/describeSignInProviders.js'
 * describeSignInProviders(config).email.configured // true when SMTP_URL is set
 */
export function describeSignInProviders(
  config: Pick<Config, 'social' | 'farcaster' | 'smtpUrl' | 'mailFrom'>,
): SignInProvidersView {
  const configured = new Map(config.social.providers.map((provider) => [provider.id, provider]))
  const builtIn: readonly string[] = builtInSocialProviders
  const ids = [...builtIn, ...[...configured.keys()].filter((id) => !builtIn.includes(id))]
  return {
    socials: ids.map((id) => {
      const provider = configured.get(id)
      if (!provider) return { id, name: id, configured: false }
      return {
        id,
        name: provider.name,
        configured: true,
        kind: provider.kind,
        issuer: provider.issuer,
        clientId: maskSecret(provider.clientId),
        clientSecretSet: provider.clientSecret !== undefined,
        scopes: provider.scopes,
      }
    }),
    farcaster: {
      configured: true,
      hubUrl: config.farcaster.hubUrl && maskUrl(config.farcaster.hubUrl),
      relayKeySet: config.farcaster.relayKey !== undefined,
    },
    email: {
      configured: config.smtpUrl !== undefined,
      smtpUrl: config.smtpUrl && maskUrl(config.smtpUrl),
      mailFrom: config.mailFrom,
    },
  }
}

/** `abcd••••`: enough to tell two apart, not enough to use. */
const maskSecret = (value: string) =>
  `${value.slice(0, 4)}${'•'.repeat(Math.min(8, Math.max(4, value.length - 4)))}`
