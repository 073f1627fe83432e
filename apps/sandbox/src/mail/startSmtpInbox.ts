import { SMTPServer } from 'smtp-server'
import type { Mailbox } from './createMailbox.js'

export type StartSmtpInboxParameters = {
  /** Where received messages go. */
  mailbox: Mailbox
  /** Defaults to `127.0.0.1`: a local stand-in, never exposed. */
  host?: string | undefined
  /** Defaults to `8791`; `0` picks a free port. */
  port?: number | undefined
  /** The largest message accepted, in bytes (larger ones get 552). Defaults to 1 MiB. */
  maxMessageBytes?: number | undefined
}

export type SmtpInbox = {
  /** Such as `smtp://127.0.0.1:8791`: the `SMTP_URL` to give the server. */
  url: string
  port: number
  /** Stops accepting mail and closes open sessions. */
  close(): Promise<void>
}

/**
 * Starts the sandbox's SMTP server: it accepts any message for any recipient into `mailbox`, so
 * mail the server sends in development can be read at the sandbox's `/mail`. It is a local
 * stand-in for a mail provider: no authentication and no TLS (STARTTLS is not offered), which is
 * why it listens on 127.0.0.1 by default.
 *
 * @param parameters - Mailbox, address and size limit.
 * @returns The inbox's URL and `close()`.
 * @throws When the port is taken: "Port 8791 is already in use (sandbox SMTP inbox)".
 *
 * @example
 * import { createMailbox } from './mail/createMailbox.js'
 * import { startSmtpInbox } from './mail/startSmtpInbox.js'
 * const inbox = await startSmtpInbox({ mailbox: createMailbox(), port: 0 })
 * inbox.url // 'smtp://127.0.0.1:40123'
 */
export function startSmtpInbox({
  mailbox,
  host = '127.0.0.1',
  port = 8791,
  maxMessageBytes = 1024 * 1024,
}: StartSmtpInboxParameters): Promise<SmtpInbox> {
  const server = new SMTPServer({
    name: 'airlock-sandbox',
    banner: 'Airlock sandbox inbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    maxClients: 100,
    // A reverse DNS lookup per connection only slows a local inbox down.
    disableReverseLookup: true,
    // The default waits 30 s for open sessions when closing: far too long for a test or Ctrl-C.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        // Past the limit the message is refused anyway: stop buffering it.
        if (bytes <= maxMessageBytes) chunks.push(chunk)
      })
      stream.on('error', (error) => callback(error))
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > maxMessageBytes) {
          const error = Object.assign(
            new Error(`Message is larger than ${maxMessageBytes} bytes`),
            { responseCode: 552 },
          )
          callback(error)
          return
        }
        const { mailFrom, rcptTo } = session.envelope
        mailbox.add({
          raw: Buffer.concat(chunks),
          envelopeFrom: mailFrom ? mailFrom.address || null : null,
          to: rcptTo.map((recipient) => recipient.address),
        })
        callback(null, 'Delivered to the sandbox inbox')
      })
    },
  })
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (sandbox SMTP inbox)`, { cause: error })
          : error,
      )
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      // A connection error after start (a client resetting) must not crash the sandbox.
      server.on('error', () => {})
      const address = server.server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `smtp://${host}:${actual}`,
        port: actual,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
