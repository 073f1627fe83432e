import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/**
 * The nonce Vite writes into the page (`html.cspNonce`): as long as a real one (16 random bytes in
 * base64), and swapped for a fresh one in every HTML answer, so a page's nonce is never reused.
 */
export const nonceStandIn = 'AirlockNonceStandIn00000'

export type SecurityHeadersParameters = {
  /** The Airlock server: its API, images and relay WebSocket. */
  apiUrl: string
  /** The e-mail wallet's secure origin: the frame. */
  secureUrl: string
  /** Further origins the page may call: the devnet chains' RPC. */
  connectOrigins?: readonly string[] | undefined
}

const origin = (url: string) => new URL(url).origin
const webSocketOf = (url: string) => origin(url).replace(/^http/, 'ws')

/**
 * The web app's Content Security Policy, with `nonce` as the one nonce of the page's scripts and
 * styles (Vite's own included): no inline or evaluated code, calls only to the Airlock server, the
 * secure origin and the chains, frames only from the secure origin, framed by nobody.
 *
 * @example
 * import { contentSecurityPolicy } from './securityHeaders.js'
 * const csp = contentSecurityPolicy({ apiUrl, secureUrl }, 'AbCd…')
 */
export function contentSecurityPolicy(parameters: SecurityHeadersParameters, nonce: string) {
  const { apiUrl, secureUrl, connectOrigins = [] } = parameters
  const connect = new Set([
    "'self'",
    origin(apiUrl),
    webSocketOf(apiUrl),
    origin(secureUrl),
    ...connectOrigins.map((url) => new URL(url).origin.replace(/^null$/, url)),
  ])
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${origin(apiUrl)}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${origin(secureUrl)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The headers of every answer of the web app's server (Vite's dev server under `npm start`, and
 * `vite preview`): `nosniff` and the referrer policy everywhere; on HTML, the CSP with a fresh
 * nonce and `Cross-Origin-Opener-Policy: same-origin-allow-popups` (the on-ramp checkout is a
 * popup the page keeps its handle on).
 *
 * @example
 * import { securityHeaders } from './securityHeaders.js'
 * export default defineConfig({ plugins: [securityHeaders({ apiUrl, secureUrl })], html: { cspNonce: nonceStandIn } })
 */
export function securityHeaders(parameters: SecurityHeadersParameters): Plugin {
  const middleware = (_: IncomingMessage, res: ServerResponse, next: () => void) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    const nonce = randomBytes(16).toString('base64')
    let html: boolean | undefined
    /** Whether the answer is HTML, decided when its headers go out; then it gets the CSP. */
    const decide = (contentType: unknown) => {
      if (html !== undefined) return html
      html = /^text\/html\b/.test(String(contentType ?? res.getHeader('content-type') ?? ''))
      if (html && !res.headersSent) {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(parameters, nonce))
        res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
      }
      return html
    }
    const swap = (chunk: unknown) => {
      if (!decide(undefined)) return chunk
      if (typeof chunk === 'string') return chunk.replaceAll(nonceStandIn, nonce)
      if (chunk instanceof Uint8Array)
        return Buffer.from(
          Buffer.from(chunk).toString('utf8').replaceAll(nonceStandIn, nonce),
          'utf8',
        )
      return chunk
    }
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((value) => typeof value === 'object' && value !== null) as
        | Record<string, unknown>
        | undefined
      const contentType = Object.entries(headers ?? {}).find(
        ([name]) => name.toLowerCase() === 'content-type',
      )?.[1]
      decide(contentType)
      return writeHead(status, ...rest)
    }) as typeof res.writeHead
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(swap(chunk), ...rest)) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'function' || chunk === undefined) {
        decide(undefined)
        return end(chunk, ...rest)
      }
      return end(swap(chunk), ...rest)
    }) as typeof res.end
    next()
  }
  return {
    name: 'airlock:security-headers',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}
