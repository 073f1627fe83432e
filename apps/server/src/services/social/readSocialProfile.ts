import type { SocialProfileKind } from './loadSocialConfig.js'

/** Who a provider says logged in: its stable subject, and the e-mail it gave, if any. */
export type SocialProfile = {
  subject: string
  /** Lower-cased. */
  email: string | null
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean
  /** The provider's user name, or its display name. */
  username: string | null
}

const text = (value: unknown, max = 256) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined
const id = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value)
// Apple sends `email_verified` as the string "true".
const flag = (value: unknown) => value === true || value === 'true'
const object = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * Reads a provider's answer into a profile: the OpenID Connect claims (`sub`, `email`,
 * `email_verified`, `preferred_username`) of an ID token and userinfo, or the user object of a
 * plain OAuth 2.0 provider's API. GitHub's verified address comes from its `/user/emails` list
 * (`emails`), X's `confirmed_email` is verified by X; Facebook says nothing about verification,
 * so its address is never treated as verified.
 *
 * @param kind - Which provider's shape.
 * @param claims - The ID token's claims merged with userinfo, or the API's user object.
 * @param emails - GitHub's `/user/emails` answer, when asked for.
 * @returns The profile, or `undefined` when the answer names no subject.
 *
 * @example
 * import { readSocialProfile } from './services/social/readSocialProfile.js'
 * readSocialProfile('github', { id: 1, login: 'octocat' }, [{ email: 'o@example.org', primary: true, verified: true }])
 * // { subject: '1', email: 'o@example.org', emailVerified: true, username: 'octocat' }
 */
export function readSocialProfile(
  kind: SocialProfileKind,
  claims: unknown,
  emails?: unknown,
): SocialProfile | undefined {
  const body = object(claims)
  let profile: {
    subject: string | undefined
    email: string | undefined
    emailVerified: boolean
    username: string | undefined
  }
  switch (kind) {
    case 'oidc':
      profile = {
        subject: text(body.sub),
        email: text(body.email),
        emailVerified: flag(body.email_verified),
        username: text(body.preferred_username) ?? text(body.name),
      }
      break
    case 'github': {
      const list = Array.isArray(emails) ? emails.map(object) : []
      const primary = list.find((entry) => entry.primary === true && entry.verified === true)
      profile = {
        subject: id(body.id),
        email: text(primary?.email) ?? text(body.email),
        emailVerified: primary !== undefined,
        username: text(body.login),
      }
      break
    }
    case 'discord':
      profile = {
        subject: id(body.id),
        email: text(body.email),
        emailVerified: flag(body.verified),
        username: text(body.username) ?? text(body.global_name),
      }
      break
    case 'x': {
      const data = object(body.data)
      const email = text(data.confirmed_email)
      profile = {
        subject: id(data.id),
        email,
        emailVerified: email !== undefined,
        username: text(data.username) ?? text(data.name),
      }
      break
    }
    case 'facebook':
      profile = {
        subject: id(body.id),
        email: text(body.email),
        emailVerified: false,
        username: text(body.name),
      }
      break
  }
  if (!profile.subject) return undefined
  const email = profile.email?.trim().toLowerCase() ?? null
  return {
    subject: profile.subject,
    email,
    emailVerified: email !== null && profile.emailVerified,
    username: profile.username ?? null,
  }
}
