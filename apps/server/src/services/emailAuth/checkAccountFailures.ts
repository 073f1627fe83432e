import { EmailAccountLockedError } from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

// How many more wrong codes an address takes from all clients together than from one.
const accountWideFactor = 5

/**
 * Refuses a client that sent too many wrong codes for an address: ten within the window refuse
 * that client until the oldest ages out. Other clients, such as the address's owner, are not
 * locked out by it; against guessing from many clients at once, the address as a whole takes five
 * times as many.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - The address, the client (IP address) and now.
 * @throws {EmailAccountLockedError} 429 with `retryAfterSeconds`.
 *
 * @example
 * import { checkAccountFailures } from './services/emailAuth/checkAccountFailures.js'
 * await checkAccountFailures(context, { email, client, time: new Date() })
 */
export async function checkAccountFailures(
  context: EmailAuthContext,
  { email, client, time }: { email: string; client: string; time: Date },
): Promise<void> {
  const { windowMs, max: clientMax } = context.limits.accountFailures
  const since = new Date(time.getTime() - windowMs)
  for (const [scope, max] of [
    [client, clientMax],
    [undefined, clientMax * accountWideFactor],
  ] as const) {
    const { count, oldest } = await context.repository.countFailures({
      email,
      client: scope,
      since,
    })
    if (count < max) continue
    const freeAt = (oldest?.getTime() ?? time.getTime()) + windowMs
    const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - time.getTime()) / 1000))
    throw new EmailAccountLockedError({ retryAfterSeconds })
  }
}
