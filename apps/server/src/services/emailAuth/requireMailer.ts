import { EmailLoginUnavailableError } from '../../errors/emailAuth.js'
import type { Mailer } from '../../mail/createSmtpMailer.js'

/**
 * The mailer, which e-mail login cannot work without. The routes answer 503 before any handler
 * runs when there is none, so this throws only for a caller that skipped them.
 *
 * @param mailer - The configured mailer, if any.
 * @returns The mailer.
 * @throws {EmailLoginUnavailableError} 503 when there is none.
 *
 * @example
 * import { requireMailer } from './services/emailAuth/requireMailer.js'
 * await requireMailer(context.mailer).send({ to, subject, text, html })
 */
export function requireMailer(mailer: Mailer | undefined): Mailer {
  if (!mailer) throw new EmailLoginUnavailableError()
  return mailer
}
