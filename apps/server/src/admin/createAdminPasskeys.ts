import { createHash, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { adminChallenges, adminPasskeys, adminUsers } from '../db/schema.js'
import { AdminPasskeyError } from '../errors/admin.js'
import type { Admin } from './createAdminAccounts.js'

const challengeMs = 5 * 60_000

export type AdminPasskeys = ReturnType<typeof createAdminPasskeys>

/**
 * Passkeys (WebAuthn) for console admins: a signed-in admin registers one, and signs in with it
 * later without a name or password (a discoverable credential). Each ceremony's challenge is kept
 * 5 minutes, bound to the browser by a token (its sha256), and used once. The relying party is
 * the console's host name: passkeys need one (`localhost` counts), never an IP address.
 *
 * @param db - The database.
 * @param now - The clock, for tests. Defaults to `() => new Date()`.
 * @returns The two ceremonies, each in two steps.
 *
 * @example
 * import { createAdminPasskeys } from './admin/createAdminPasskeys.js'
 * const { options, challengeToken } = await createAdminPasskeys(db).signInOptions(origin)
 */
export function createAdminPasskeys(db: Database, now: () => Date = () => new Date()) {
  const keep = async (challenge: string, userId: number | null) => {
    const challengeToken = randomBytes(32).toString('base64url')
    await db.insert(adminChallenges).values({
      tokenHash: sha256(challengeToken),
      challenge,
      userId,
      expiresAt: new Date(now().getTime() + challengeMs),
    })
    return challengeToken
  }
  const take = async (challengeToken: string, userId: number | null) => {
    const [row] = await db
      .delete(adminChallenges)
      .where(
        and(
          eq(adminChallenges.tokenHash, sha256(challengeToken)),
          gt(adminChallenges.expiresAt, now()),
          userId === null ? isNull(adminChallenges.userId) : eq(adminChallenges.userId, userId),
        ),
      )
      .returning({ challenge: adminChallenges.challenge })
    if (!row) throw new AdminPasskeyError('The passkey request expired: start again.')
    return row.challenge
  }
  return {
    /** Step 1 of adding a passkey to the signed-in admin. */
    async registrationOptions(admin: Admin, origin: string) {
      const existing = await db
        .select({ id: adminPasskeys.credentialId })
        .from(adminPasskeys)
        .where(eq(adminPasskeys.userId, admin.id))
      const options = await generateRegistrationOptions({
        rpName: 'Airlock console',
        rpID: rpId(origin),
        userName: admin.name,
        userID: new TextEncoder().encode(`airlock-admin-${admin.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map(({ id }) => ({ id })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      return { options, challengeToken: await keep(options.challenge, admin.id) }
    },

    /** Step 2: checks the browser's answer and keeps the passkey. */
    async register(
      admin: Admin,
      {
        challengeToken,
        response,
        origin,
      }: { challengeToken: string; response: RegistrationResponseJSON; origin: string },
    ) {
      const expectedChallenge = await take(challengeToken, admin.id)
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpId(origin),
        requireUserVerification: false,
      }).catch((error: unknown) => {
        throw new AdminPasskeyError(error instanceof Error ? error.message : undefined)
      })
      if (!result.verified) throw new AdminPasskeyError()
      const { credential } = result.registrationInfo
      await db.insert(adminPasskeys).values({
        credentialId: credential.id,
        userId: admin.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? null,
      })
      return { credentialId: credential.id }
    },

    /** Step 1 of a passkey sign-in: any passkey of this console. */
    async signInOptions(origin: string) {
      const options = await generateAuthenticationOptions({
        rpID: rpId(origin),
        userVerification: 'preferred',
      })
      return { options, challengeToken: await keep(options.challenge, null) }
    },

    /** Step 2: the admin whose passkey signed the challenge. */
    async signIn({
      challengeToken,
      response,
      origin,
    }: {
      challengeToken: string
      response: AuthenticationResponseJSON
      origin: string
    }): Promise<Admin> {
      const expectedChallenge = await take(challengeToken, null)
      const [row] = await db
        .select({ passkey: adminPasskeys, admin: adminUsers })
        .from(adminPasskeys)
        .innerJoin(adminUsers, eq(adminUsers.id, adminPasskeys.userId))
        .where(eq(adminPasskeys.credentialId, response.id))
      if (!row) throw new AdminPasskeyError('This passkey belongs to no admin of this console.')
      const { passkey, admin } = row
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpId(origin),
        requireUserVerification: false,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          ...(passkey.transports ? { transports: passkey.transports as never } : {}),
        },
      }).catch((error: unknown) => {
        throw new AdminPasskeyError(error instanceof Error ? error.message : undefined)
      })
      if (!result.verified) throw new AdminPasskeyError()
      await db
        .update(adminPasskeys)
        .set({ counter: result.authenticationInfo.newCounter })
        .where(eq(adminPasskeys.credentialId, passkey.credentialId))
      return { id: admin.id, name: admin.name, role: admin.role }
    },
  }
}

/** The relying party of an origin: its host name; an IP address cannot be one. */
function rpId(origin: string): string {
  const { hostname } = new URL(origin)
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0)
    throw new AdminPasskeyError(
      'Passkeys need a host name: open the console at localhost or at its domain, not at an IP address.',
    )
  return hostname
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
