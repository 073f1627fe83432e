/**
 * Turns bytes into text by a MIME charset label (`utf-8`, `iso-8859-1`, `windows-1252`, …). An
 * unknown or absent label is read as UTF-8, what nearly every client sends today; invalid
 * sequences become U+FFFD rather than failing the message.
 *
 * @param bytes - The bytes of a header word or a body part.
 * @param charset - The label from `charset=` or an encoded word. Defaults to UTF-8.
 * @returns The text.
 *
 * @example
 * import { decodeCharset } from './mail/decodeCharset.js'
 * decodeCharset(Uint8Array.of(0x43, 0x61, 0x66, 0xe9), 'iso-8859-1') // 'Café'
 */
export function decodeCharset(bytes: Uint8Array, charset?: string | undefined): string {
  const label = charset?.trim().toLowerCase() || 'utf-8'
  // 'us-ascii' often labels text that is really UTF-8 or Latin-1; UTF-8 reads the ASCII part the same.
  const effective = label === 'us-ascii' || label === 'ascii' ? 'utf-8' : label
  try {
    return new TextDecoder(effective).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
