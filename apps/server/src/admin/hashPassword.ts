import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id floor (19 MiB, 2 passes, 1 lane). `2` is argon2id in @node-rs/argon2's
// `Algorithm`, a const enum that `verbatimModuleSyntax` cannot read at run time.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * Hashes an admin's password with argon2id, with a fresh salt.
 *
 * @param password - The password as typed.
 * @returns The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`), the only form ever stored.
 *
 * @example
 * import { hashPassword } from './admin/hashPassword.js'
 * const passwordHash = await hashPassword('correct horse battery staple')
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

// Checked when no account has the name, so that an unknown name costs as much as a wrong password.
const decoy = hashPassword('no admin has this password, it only takes the same time')

/**
 * Checks a password against a stored hash in constant time; without a hash (no such admin, or one
 * with passkeys only) it still spends the time of a check and answers `false`.
 *
 * @param passwordHash - The stored PHC string, or `null`/`undefined`.
 * @param password - The password as typed.
 * @returns Whether it matches.
 *
 * @example
 * import { verifyPassword } from './admin/hashPassword.js'
 * if (!(await verifyPassword(user?.passwordHash, password))) throw new AdminSignInFailedError()
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await decoy), password).catch(() => false)
  return passwordHash ? matches : false
}
