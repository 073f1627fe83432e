import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The peers trusted by default to name the client in X-Forwarded-For: none. A deployment names
 * its proxies in `TRUSTED_PROXIES` (`npm start` names the secure origin's proxy on loopback).
 */
export const defaultTrustedProxies: readonly string[] = []

/** The socket's peer under @hono/node-server; `app.request()` in tests has none. */
export function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress
}

/**
 * Whom the per-IP limits count, for an HTTP request (a Hono context) or a WebSocket upgrade (a
 * node:http request): the client a trusted proxy names in X-Forwarded-For (its first entry),
 * else the peer itself. An untrusted peer's header is ignored, as is one that names no IP
 * address (the proxy then counts as the client: a limit too strict rather than none). The one
 * place the server decides this, so every limit counts the same address.
 *
 * @param request - The Hono context, or the upgrade request.
 * @param remoteAddress - The peer of a Hono context (unused for an upgrade request, whose socket
 * is at hand). Defaults to `socketAddress`; tests of `app.request()` (no socket) pass their own.
 * @param trusted - `TRUSTED_PROXIES`: peers whose header counts, compared as written.
 * @returns The client's address, or `'unknown'` when there is no peer.
 *
 * @example
 * import { clientAddress } from '../middleware/clientAddress.js'
 * const ip = clientAddress(c, socketAddress, new Set(config.trustedProxies))
 */
export function clientAddress(
  request: Context | IncomingMessage,
  remoteAddress: ((c: Context) => string | undefined) | undefined,
  trusted: ReadonlySet<string>,
): string {
  const isContext = 'req' in request
  const peer = isContext ? (remoteAddress ?? socketAddress)(request) : request.socket?.remoteAddress
  if (peer === undefined) return 'unknown'
  if (!trusted.has(peer)) return peer
  const header = isContext
    ? request.req.header('x-forwarded-for')
    : request.headers['x-forwarded-for']?.toString()
  const forwarded = header?.split(',')[0]?.trim()
  return forwarded && isIP(forwarded) ? forwarded : peer
}
