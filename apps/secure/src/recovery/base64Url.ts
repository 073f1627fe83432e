// base64url without padding (RFC 4648 §5), in the browser and in Node alike.

/**
 * Encodes bytes as base64url without padding.
 *
 * @example
 * import { toBase64Url } from './recovery/base64Url.js'
 * toBase64Url(new Uint8Array([251, 255])) // '-_8'
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Decodes base64url, with or without padding.
 *
 * @throws When `text` is not base64.
 *
 * @example
 * import { fromBase64Url } from './recovery/base64Url.js'
 * fromBase64Url('-_8') // Uint8Array [251, 255]
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
