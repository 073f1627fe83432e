import nodemailer from 'nodemailer'
import { MailDeliveryError } from '../errors/emailAuth.js'

/** One e-mail: a recipient, a subject and the same content as plain text and as HTML. */
export type MailContent = { subject: string; text: string; html: string }

/** Sends e-mail. The e-mail wallet's routes take one, so tests and deployments choose where mail goes. */
export type Mailer = {
  /**
   * Sends one message and resolves once the SMTP server accepted it.
   * @throws {MailDeliveryError} When it was refused or the server could not be reached.
   */
  send(message: MailContent & { to: string }): Promise<void>
}

export type CreateSmtpMailerParameters = {
  /**
   * `SMTP_URL`: `smtp://host:port` (STARTTLS when the server offers it) or `smtps://` (TLS from
   * the start), with `user:password@` when the server wants them. Never log it.
   */
  url: string
  /** `MAIL_FROM`, such as `Airlock <no-reply@example.org>`. */
  from: string
  /** How long connecting, the greeting and each reply may take. Defaults to 10 s. */
  timeoutMs?: number
}

/**
 * A `Mailer` over SMTP with nodemailer: a small pool of kept-open connections (a new connection
 * costs a greeting, which servers delay on purpose, 100 ms and more), and bounded timeouts so a
 * dead mail server fails a request within seconds instead of holding it for minutes.
 *
 * @param parameters - The server's URL, the sender and the timeout.
 * @returns The mailer.
 *
 * @example
 * import { createSmtpMailer } from './mail/createSmtpMailer.js'
 * const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
 * await mailer.send({ to: 'alice@example.org', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
 */
export function createSmtpMailer({
  url,
  from,
  timeoutMs = 10_000,
}: CreateSmtpMailerParameters): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    // nodemailer's own logs would carry recipients and, at debug level, message bodies with codes.
    logger: false,
    debug: false,
  })
  return {
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, html })
      } catch (cause) {
        throw new MailDeliveryError({ cause })
      }
    },
  }
}
