// The OAuth providers the embedded wallet can redirect to (SPEC §5). Farcaster, also a social
// login (see `socialProvider` in projectConfig), signs in through a QR code instead.
const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social login provider reached through an OAuth redirect. */
export type OAuthSocialProvider = (typeof providers)[number]

/**
 * Tells whether a value names a social provider the embedded wallet can redirect to: google,
 * github, apple, facebook, x or discord. Farcaster is not one: it signs in through a QR code.
 *
 * @param value - The value to check, such as a route parameter.
 * @returns `true` for one of the six names, in lower case.
 *
 * @example
 * import { isSocialProvider } from '@airlock/protocol'
 * isSocialProvider('github') // true
 * isSocialProvider('farcaster') // false
 */
export function isSocialProvider(value: unknown): value is OAuthSocialProvider {
  return typeof value === 'string' && (providers as readonly string[]).includes(value)
}
