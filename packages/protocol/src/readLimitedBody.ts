import { PayloadTooLargeError, RequestAbortedError } from './errors/body.js'

/**
 * What the reader needs of a request; the Fetch API's `Request` has it. Spelled out here because
 * this package is built without the DOM's types.
 */
export type LimitedBodyRequest = {
  headers: { get(name: string): string | null }
  body: {
    getReader(): {
      read(): Promise<
        { done: true; value?: Uint8Array | undefined } | { done: false; value: Uint8Array }
      >
      cancel(): Promise<void>
    }
  } | null
}

/**
 * Reads a request body as it streams in, refusing more than `maxBytes`: first by its
 * `Content-Length`, before a byte is read, then by counting the bytes as they arrive, so a lying
 * or absent length cannot make a server hold more than `maxBytes` (plus one chunk). The one body
 * reader of the server, the secure origin and the sandbox, each route with its own limit.
 *
 * @param request - The request.
 * @param maxBytes - The largest body accepted.
 * @returns The body's bytes (empty when there is none).
 * @throws {PayloadTooLargeError} 413 when the body is larger; the rest is left unread.
 * @throws {RequestAbortedError} when the client aborts its upload before the end.
 *
 * @example
 * import { readLimitedBody } from '@airlock/protocol'
 * const text = new TextDecoder().decode(await readLimitedBody(c.req.raw, 64 * 1024))
 */
export async function readLimitedBody(
  request: LimitedBodyRequest,
  maxBytes: number,
): Promise<Uint8Array> {
  const length = request.headers.get('content-length')
  if (length !== null && !(Number(length) <= maxBytes)) throw new PayloadTooLargeError({ maxBytes })
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    let next: Awaited<ReturnType<typeof reader.read>>
    try {
      next = await reader.read()
    } catch (cause) {
      // The only way a request's own body stream fails: its connection closed or reset mid-upload.
      throw new RequestAbortedError({ cause })
    }
    if (next.done) break
    received += next.value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new PayloadTooLargeError({ maxBytes })
    }
    chunks.push(next.value)
  }
  const body = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
