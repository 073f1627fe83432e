import { decodeCharset } from './decodeCharset.js'
import { decodeEncodedWords } from './decodeEncodedWords.js'
import { decodeQuotedPrintable } from './decodeQuotedPrintable.js'
import { parseHeaderParameters } from './parseHeaderParameters.js'
import { type MailHeader, parseMailHeaders } from './parseMailHeaders.js'

/** A message as a person reads it: decoded headers and the text and HTML bodies. */
export type DecodedMail = {
  /** Every header field, value decoded (encoded words, UTF-8), in order. */
  headers: MailHeader[]
  /** The decoded `From`, such as `Airlock <no-reply@localhost>`; empty when absent. */
  from: string
  /** The decoded `To`; empty when absent (the envelope still names the recipients). */
  to: string
  subject: string
  /** The `Date` header as written, or `undefined`. */
  date: string | undefined
  /** The first `text/plain` part that is not an attachment, decoded, with `\n` line ends. */
  text: string | null
  /** The first `text/html` part that is not an attachment, decoded. */
  html: string | null
}

/** Nested multiparts deeper than this are not read (a hostile message could nest thousands). */
const maxDepth = 10

/**
 * Decodes a raw RFC 5322 message the way mail clients send it: header fields with RFC 2047
 * encoded words or raw UTF-8 (RFC 6532), and bodies that are a single part or a
 * `multipart/alternative`, `mixed` or `related` tree of parts in `7bit`, `8bit`, `binary`,
 * `quoted-printable` or `base64`, in UTF-8 or any charset `TextDecoder` knows. Attachments are
 * skipped. It never throws: what it cannot read is left out.
 *
 * @param raw - The message as received (the SMTP `DATA`).
 * @returns Its decoded headers and bodies.
 *
 * @example
 * import { decodeMailMessage } from './mail/decodeMailMessage.js'
 * const mail = decodeMailMessage(Buffer.from('Subject: =?UTF-8?B?Q2Fmw6k=?=\r\n\r\nHello'))
 * mail.subject // 'Café'
 * mail.text // 'Hello'
 */
export function decodeMailMessage(raw: Uint8Array): DecodedMail {
  // Latin-1 maps each byte to one character, so 8-bit and binary parts survive the split intact.
  const { headers, body } = parseMailHeaders(Buffer.from(raw).toString('latin1'))
  const decoded = headers.map(({ name, value }) => ({ name, value: decodeHeaderValue(value) }))
  const bodies: { text: string | null; html: string | null } = { text: null, html: null }
  readPart(headers, body, bodies, 0)
  const header = (name: string) => decoded.find((field) => field.name === name)?.value
  return {
    headers: decoded,
    from: header('from') ?? '',
    to: header('to') ?? '',
    subject: header('subject') ?? '',
    date: header('date'),
    ...bodies,
  }
}

function decodeHeaderValue(latin1: string): string {
  // Raw 8-bit header bytes are UTF-8 (RFC 6532); pure ASCII is unchanged by this.
  const text = /[\x80-\xff]/.test(latin1) ? decodeCharset(Buffer.from(latin1, 'latin1')) : latin1
  return decodeEncodedWords(text)
}

function readPart(
  headers: MailHeader[],
  body: string,
  found: { text: string | null; html: string | null },
  depth: number,
) {
  const field = (name: string) => headers.find((header) => header.name === name)?.value
  const type = parseHeaderParameters(field('content-type') ?? 'text/plain; charset=us-ascii')
  const disposition = parseHeaderParameters(field('content-disposition') ?? 'inline').value
  if (type.value.startsWith('multipart/')) {
    const boundary = type.parameters.boundary
    if (!boundary || depth >= maxDepth) return
    for (const part of splitMultipart(body, boundary)) {
      const parsed = parseMailHeaders(part)
      readPart(parsed.headers, parsed.body, found, depth + 1)
    }
    return
  }
  if (disposition === 'attachment') return
  const key = type.value === 'text/plain' ? 'text' : type.value === 'text/html' ? 'html' : undefined
  if (!key || found[key] !== null) return
  const bytes = decodeTransfer(body, (field('content-transfer-encoding') ?? '7bit').toLowerCase())
  found[key] = decodeCharset(bytes, type.parameters.charset).replace(/\r\n/g, '\n')
}

function decodeTransfer(body: string, encoding: string): Uint8Array {
  if (encoding === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  // 7bit, 8bit, binary, or an unknown label: the bytes as they are.
  return Buffer.from(body, 'latin1')
}

// The parts between `--boundary` lines, up to `--boundary--` (RFC 2046 §5.1.1). The line break
// before a delimiter belongs to the delimiter, not to the part.
function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?=\\r?\\n|$)`, 'g')
  const parts: string[] = []
  let start: number | undefined
  for (const match of body.matchAll(delimiter)) {
    if (start !== undefined) parts.push(body.slice(start, match.index))
    if (match[1]) return parts
    // The part starts after the delimiter's own line break.
    const after = body.slice(match.index + match[0].length)
    start = match.index + match[0].length + (/^\r?\n/.exec(after)?.[0].length ?? 0)
  }
  // No closing delimiter (a truncated message): keep what came after the last one.
  if (start !== undefined) parts.push(body.slice(start))
  return parts
}
