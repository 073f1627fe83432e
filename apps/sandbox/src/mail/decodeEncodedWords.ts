import { decodeCharset } from './decodeCharset.js'

// =?charset[*language]?B|Q?encoded-text?=  (RFC 2047 §2, with the RFC 2231 §5 language suffix)
const encodedWord = /=\?([^?*\s]+)(?:\*[^?\s]*)?\?([BbQq])\?([^?\s]*)\?=/g

/**
 * Decodes the RFC 2047 encoded words in a header value (`=?UTF-8?B?…?=`, `=?iso-8859-1?Q?…?=`).
 * White space between two adjacent encoded words is dropped, as the RFC says, and adjacent words
 * in one charset are decoded together, so a character whose bytes a client split over two words
 * comes out whole. Text around the words is kept; a malformed word is left as written.
 *
 * @param value - An unfolded header value.
 * @returns The decoded text.
 *
 * @example
 * import { decodeEncodedWords } from './mail/decodeEncodedWords.js'
 * decodeEncodedWords('=?UTF-8?Q?Caf=C3=A9?= open') // 'Café open'
 */
export function decodeEncodedWords(value: string): string {
  const pieces: ({ text: string } | { charset: string; bytes: Uint8Array })[] = []
  let last = 0
  for (const match of value.matchAll(encodedWord)) {
    const [whole, charset = '', encoding = '', text = ''] = match
    const between = value.slice(last, match.index)
    const previous = pieces.at(-1)
    // Only white space separates this word from the one before: RFC 2047 §6.2 drops it.
    if (!(previous && 'bytes' in previous && /^\s*$/.test(between)) && between)
      pieces.push({ text: between })
    last = match.index + whole.length
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQ(text)
    const tail = pieces.at(-1)
    if (tail && 'bytes' in tail && tail.charset.toLowerCase() === charset.toLowerCase())
      tail.bytes = Buffer.concat([tail.bytes, bytes])
    else pieces.push({ charset, bytes })
  }
  if (last < value.length) pieces.push({ text: value.slice(last) })
  return pieces
    .map((piece) => ('text' in piece ? piece.text : decodeCharset(piece.bytes, piece.charset)))
    .join('')
}

// The "Q" encoding (RFC 2047 §4.2): quoted-printable where `_` is a space, within one word.
function decodeQ(text: string): Uint8Array {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    const hex = text.slice(i + 1, i + 3)
    if (char === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(char === 0x5f ? 0x20 : char & 0xff)
  }
  return Uint8Array.from(bytes)
}
