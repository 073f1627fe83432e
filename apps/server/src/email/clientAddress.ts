import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Context } from 'hono'

/** The peers trusted by default to name the client in X-Forwarded-For: the machine itself. */
export const defaultTrustedProxies = ['127.0.0.1', '::1', '::ffff:127.0.0.1']

/** The socket's peer under @hono/node-server; `app.request()` in tests has none. */
export function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress
}

/**
 * Whom the per-IP limits count: the browser a trusted proxy names in X-Forwarded-For (its first
 * entry), else the peer itself. An untrusted peer's header is ignored, as is one that names no IP
 * address (the proxy then counts as the client: a limit too strict rather than none).
 *
 * @example
 * import { clientAddress, socketAddress } from './email/clientAddress.js'
 * const ip = clientAddress(c, socketAddress, new Set(defaultTrustedProxies))
 */
export function clientAddress(
  c: Context,
  remoteAddress: (c: Context) => string | undefined,
  trusted: ReadonlySet<string>,
): string {
  const peer = remoteAddress(c)
  if (peer === undefined) return 'unknown'
  if (!trusted.has(peer)) return peer
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded && isIP(forwarded) ? forwarded : peer
}
