/** One header field: its name in lower case and its unfolded value, still encoded. */
export type MailHeader = { name: string; value: string }

/**
 * Splits an RFC 5322 entity (a message or a MIME part, read as Latin-1 so every byte is one
 * character) into its header fields and its body. Folded lines are unfolded; lines that are not
 * fields are skipped, as lenient readers do. The body starts after the first empty line, CRLF or
 * bare LF.
 *
 * @param entity - The entity's source, one character per byte.
 * @returns The header fields in order, and the body.
 *
 * @example
 * import { parseMailHeaders } from './mail/parseMailHeaders.js'
 * const { headers, body } = parseMailHeaders('Subject: Hi\r\n\r\nHello')
 * // headers: [{ name: 'subject', value: 'Hi' }], body: 'Hello'
 */
export function parseMailHeaders(entity: string): { headers: MailHeader[]; body: string } {
  const end = /\r?\n\r?\n/.exec(entity)
  // An entity that starts with an empty line has no header fields.
  const startsEmpty = /^\r?\n/.exec(entity)
  const head = startsEmpty ? '' : end ? entity.slice(0, end.index) : entity
  const body = startsEmpty
    ? entity.slice(startsEmpty[0].length)
    : end
      ? entity.slice(end.index + end[0].length)
      : ''
  const headers: MailHeader[] = []
  for (const line of head.split(/\r?\n/)) {
    const last = headers.at(-1)
    if (/^[ \t]/.test(line)) {
      // A folded continuation: unfolding removes the line break only (RFC 5322 §2.2.3).
      if (last) last.value += line
      continue
    }
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    headers.push({ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1) })
  }
  for (const header of headers) header.value = header.value.trim()
  return { headers, body }
}
