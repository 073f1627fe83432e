import { createHash } from 'node:crypto'

/** An image ready to serve: its bytes, type, and the hash that names and validates it. */
export type ServedImage = {
  body: Uint8Array<ArrayBuffer>
  /** Such as `image/svg+xml; charset=utf-8`. */
  contentType: string
  /** The first 32 hex digits of the SHA-256 of `body`: a content address, and the ETag's value. */
  hash: string
  /** A strong entity tag, `"<hash>"`. */
  etag: string
}

/**
 * Wraps image bytes for serving: encodes text as UTF-8 and hashes the result, so the hash names the
 * exact bytes a client receives.
 *
 * @param parameters.body - SVG text, or the bytes of a raster image.
 * @param parameters.contentType - Defaults to `image/svg+xml; charset=utf-8`.
 * @returns The bytes with their content type, hash and ETag.
 *
 * @example
 * import { createImage } from './images/createImage.js'
 * const image = createImage({ body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
 * image.etag // '"…32 hex digits…"'
 */
export function createImage({
  body,
  contentType = 'image/svg+xml; charset=utf-8',
}: {
  body: string | Uint8Array<ArrayBuffer>
  contentType?: string
}): ServedImage {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
  return { body: bytes, contentType, hash, etag: `"${hash}"` }
}
