import { randomUUID } from 'node:crypto'
import { type DecodedMail, decodeMailMessage } from './decodeMailMessage.js'

/** A received message: what the SMTP envelope said, the decoded content and the raw source. */
export type MailMessage = {
  /** Random, unguessable, URL-safe. */
  id: string
  /** The decoded `From` header, such as `Airlock <no-reply@localhost>`. */
  from: string
  /** The envelope's recipients (`RCPT TO`), lower-cased: everyone it was delivered to, Bcc too. */
  to: string[]
  subject: string
  text: string | null
  html: string | null
  /** When the inbox received it. */
  receivedAt: Date
  /** The envelope's sender (`MAIL FROM`), or `null` for a bounce (`<>`). */
  envelopeFrom: string | null
  headers: DecodedMail['headers']
  /** The message exactly as received. */
  raw: Buffer
}

export type Mailbox = {
  /** Decodes and stores a message; the oldest is dropped beyond the capacity. */
  add(parameters: { raw: Buffer; envelopeFrom: string | null; to: readonly string[] }): MailMessage
  /** Messages newest first, only those delivered to `to` (any case) when it is given. */
  list(parameters?: { to?: string | undefined }): MailMessage[]
  get(id: string): MailMessage | undefined
  /** Deletes every message. @returns How many there were. */
  clear(): number
}

export type CreateMailboxParameters = {
  /** How many messages are kept. Defaults to `500`. */
  capacity?: number
  /** The clock. Defaults to `() => new Date()`. */
  now?: () => Date
}

/**
 * The sandbox inbox's store: received messages in memory, the newest `capacity` of them, so a
 * long-running development stack never grows without bound and a restart starts empty.
 *
 * @param parameters - Capacity and clock.
 * @returns The mailbox.
 *
 * @example
 * import { createMailbox } from './mail/createMailbox.js'
 * const mailbox = createMailbox({ capacity: 500 })
 * mailbox.list({ to: 'alice@example.org' })[0]?.subject
 */
export function createMailbox({
  capacity = 500,
  now = () => new Date(),
}: CreateMailboxParameters = {}): Mailbox {
  // Oldest first; reads reverse it.
  const messages: MailMessage[] = []
  const byId = new Map<string, MailMessage>()
  return {
    add({ raw, envelopeFrom, to }) {
      const decoded = decodeMailMessage(raw)
      const message: MailMessage = {
        id: randomUUID(),
        from: decoded.from,
        to: to.map((address) => address.toLowerCase()),
        subject: decoded.subject,
        text: decoded.text,
        html: decoded.html,
        receivedAt: now(),
        envelopeFrom,
        headers: decoded.headers,
        raw,
      }
      messages.push(message)
      byId.set(message.id, message)
      while (messages.length > capacity) {
        const dropped = messages.shift()
        if (dropped) byId.delete(dropped.id)
      }
      return message
    },
    list({ to } = {}) {
      const wanted = to?.trim().toLowerCase()
      const newestFirst = [...messages].reverse()
      return wanted ? newestFirst.filter((message) => message.to.includes(wanted)) : newestFirst
    },
    get(id) {
      return byId.get(id)
    },
    clear() {
      const count = messages.length
      messages.length = 0
      byId.clear()
      return count
    },
  }
}
