import type { Context } from 'hono'
import type { ServedImage } from './createImage.js'

export type ServeImageParameters = {
  /**
   * `true` when the URL names the exact bytes (a content hash), so caches may keep the answer
   * forever; otherwise it is cached for `maxAge` seconds and revalidated by ETag.
   */
  immutable: boolean
  /** Seconds a name-addressed image may be cached. Defaults to `86400` (a day). */
  maxAge?: number
}

/**
 * Answers an image request: the bytes with their type, a strong ETag and cache headers, or a
 * bodyless 304 when `If-None-Match` already names this version. SVGs may not run scripts or load
 * anything (`Content-Security-Policy`), and no browser may sniff another type (`nosniff`).
 *
 * @param c - The request's context.
 * @param image - From `createImage`.
 * @returns The response.
 *
 * @example
 * import { Hono } from 'hono'
 * import { createImage } from './images/createImage.js'
 * import { serveImage } from './images/serveImage.js'
 * const logo = createImage({ body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
 * const app = new Hono().get('/logo.svg', (c) => serveImage(c, logo, { immutable: false }))
 */
export function serveImage(
  c: Context,
  image: ServedImage,
  { immutable, maxAge = 86_400 }: ServeImageParameters,
): Response {
  const headers: Record<string, string> = {
    ETag: image.etag,
    'Cache-Control': immutable
      ? 'public, max-age=31536000, immutable'
      : `public, max-age=${maxAge}`,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened on its own must not run script, submit forms or be framed.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; sandbox",
    // Dapps on other origins show these images, including pages isolated with COEP.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, image.etag))
    return c.body(null, 304, headers)
  return c.body(image.body, 200, { ...headers, 'Content-Type': image.contentType })
}

// If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`.
function matches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
