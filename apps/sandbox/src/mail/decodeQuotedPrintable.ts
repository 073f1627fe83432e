/**
 * Decodes a quoted-printable body (RFC 2045 §6.7) to bytes: `=XX` escapes become their byte and
 * soft line breaks (`=` at the end of a line) join lines. Mail clients are not all strict, so a
 * malformed escape is kept as it is instead of failing the whole message, and trailing white space
 * on a line (which transport may add) is dropped, as the RFC asks.
 *
 * @param text - The encoded body, as 7-bit text.
 * @returns The decoded bytes; decode them with the part's charset.
 *
 * @example
 * import { decodeQuotedPrintable } from './mail/decodeQuotedPrintable.js'
 * new TextDecoder().decode(decodeQuotedPrintable('Caf=C3=A9')) // 'Café'
 */
export function decodeQuotedPrintable(text: string): Uint8Array {
  const bytes: number[] = []
  const lines = text.split(/\r?\n/)
  lines.forEach((rawLine, index) => {
    const line = rawLine.replace(/[ \t]+$/, '')
    const soft = line.endsWith('=')
    const content = soft ? line.slice(0, -1) : line
    for (let i = 0; i < content.length; i++) {
      const char = content.charCodeAt(i)
      if (char === 0x3d) {
        const hex = content.slice(i + 1, i + 3)
        if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(Number.parseInt(hex, 16))
          i += 2
          continue
        }
      }
      // Anything beyond 7 bits (an 8-bit body mislabelled as quoted-printable) goes through as UTF-8.
      if (char < 0x80) {
        bytes.push(char)
        continue
      }
      const piece = String.fromCodePoint(content.codePointAt(i) ?? 0xfffd)
      bytes.push(...Buffer.from(piece, 'utf8'))
      i += piece.length - 1
    }
    if (!soft && index < lines.length - 1) bytes.push(0x0d, 0x0a)
  })
  return Uint8Array.from(bytes)
}
