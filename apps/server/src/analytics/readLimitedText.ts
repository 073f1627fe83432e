import { PayloadTooLargeError } from '../errors/analytics.js'

/**
 * Reads a request body as UTF-8 text, refusing more than `maxBytes`: first by its
 * `Content-Length`, then by the bytes actually received, so a lying or absent length cannot make
 * the server buffer more than `maxBytes` (plus one chunk).
 *
 * @param request - The request.
 * @param maxBytes - The largest body accepted.
 * @returns The body text; invalid UTF-8 becomes U+FFFD.
 * @throws {PayloadTooLargeError} 413 when the body is larger.
 *
 * @example
 * import { readLimitedText } from './analytics/readLimitedText.js'
 * const text = await readLimitedText(c.req.raw, 64 * 1024)
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const length = request.headers.get('content-length')
  if (length !== null && Number(length) > maxBytes) throw new PayloadTooLargeError({ maxBytes })
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new PayloadTooLargeError({ maxBytes })
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
