import { readLimitedBody } from '@airlock/protocol'

/**
 * The server's one body reader: reads a request body as UTF-8 text with `readLimitedBody`,
 * refusing more than `maxBytes` by its `Content-Length` up front and by the bytes as they arrive,
 * so a lying or absent length cannot make the server buffer more than `maxBytes` (plus one
 * chunk). Every route that reads a body reads it through here, with its own limit.
 *
 * @param request - The request.
 * @param maxBytes - The largest body accepted.
 * @returns The body text; invalid UTF-8 becomes U+FFFD.
 * @throws {PayloadTooLargeError} 413 when the body is larger.
 * @throws {RequestAbortedError} when the client aborts its upload (logged as an abort).
 *
 * @example
 * import { readLimitedText } from './middleware/readLimitedText.js'
 * const text = await readLimitedText(c.req.raw, 64 * 1024)
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBody(request, maxBytes))
}
