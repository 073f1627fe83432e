import { allowedOriginsResponse } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import type { FrameBundle } from './buildFrameBundle.js'
import { type FrameConfig, frameConfigElementId } from './frame/readFrameConfig.js'
import { frameStyles } from './frameStyles.js'
import { proxyToServer } from './proxyToServer.js'
import { createFrameSessions } from './recovery/createFrameSessions.js'
import type { RecoveryKey } from './recovery/loadRecoveryKey.js'
import { recoverHandler } from './recovery/recoverHandler.js'
import { socialPages } from './social/socialPages.js'

export type SecureAppOptions = {
  /** The Airlock server: where project origins are read and the frame sends its requests. */
  serverUrl?: string | undefined
  /**
   * The allowed origins of a project, or `undefined` for an unknown one. Defaults to reading
   * `GET {serverUrl}/projects/v1/origins?projectId=`, remembered for a minute.
   */
  projectOrigins?: ((projectId: string) => Promise<readonly string[] | undefined>) | undefined
  /** The frame's script. Without it the page has no script (tests of the HTTP side). */
  bundle?: FrameBundle | undefined
  /** CAIP-2 reference of the chain the frame starts on. Defaults to `'31337'`. */
  defaultChainId?: string | undefined
  /**
   * The networks' names by CAIP-2 reference (`{ '31337': 'Airlock Devnet' }`): the approval screen
   * names the network a request is for. Unnamed networks show their chain id.
   */
  networkNames?: Readonly<Record<string, string>> | undefined
  /** The networks' block explorers by CAIP-2 reference: a batch's status links its transaction. */
  explorerUrls?: Readonly<Record<string, string>> | undefined
  /** Reported in `READY`. Defaults to `'1'`. */
  version?: string | undefined
  /** Opens sealed recovery shares; its public half goes into the page. Without it, no e-mail wallet. */
  recoveryKey?: RecoveryKey | undefined
  /** The social login callback page's script (`buildFrameBundle({ entry: 'socialCallback' })`). */
  callbackBundle?: FrameBundle | undefined
}

const originsTtlMs = 60_000
const projectIdPattern = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The secure origin's HTTP app: the embedded wallet's page, loaded by the modal in a hidden
 * iframe, and its script. The page exists per project (`/?projectId=`): only that project's
 * allowed origins may frame it (CSP `frame-ancestors`), its script may talk only to this origin
 * and the Airlock server (`connect-src`), and nothing runs that this origin did not serve
 * (`script-src 'self'` with Subresource Integrity, no inline code, no `eval`).
 *
 * @param options - The server, the bundle, and how project origins are found.
 * @returns The app.
 *
 * @example
 * import { buildFrameBundle, createSecureApp } from '@airlock/secure'
 * const app = createSecureApp({ serverUrl: 'http://127.0.0.1:8787', bundle: await buildFrameBundle() })
 */
export function createSecureApp(options: SecureAppOptions = {}): Hono {
  const { serverUrl, bundle, defaultChainId = '31337', version = '1', recoveryKey } = options
  const projectOrigins =
    options.projectOrigins ?? (serverUrl ? readProjectOrigins(serverUrl) : async () => undefined)

  // One process's memory: several secure-origin replicas need sticky sessions (see the README).
  const frameSessions = createFrameSessions()
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    // No other window may hold a reference to ours, except the social login popup's pages: the
    // modal opens the popup on /social/loading and must still be able to send it to the provider
    // (they talk back over this origin's BroadcastChannel, never through the opener).
    if (!c.req.path.startsWith('/social/')) c.header('Cross-Origin-Opener-Policy', 'same-origin')
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', policy({ ancestors: ["'none'"], serverUrl }))
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  // The frame's login requests go to its own origin; see proxyToServer for why.
  if (serverUrl) {
    app.all('/auth/v1/email/*', proxyToServer({ serverUrl }))
    app.all('/auth/v1/social/*', proxyToServer({ serverUrl }))
  }
  // The social login's popup pages: loading, and the provider's callback.
  app.route('/', socialPages({ callbackBundle: options.callbackBundle }))
  if (serverUrl && recoveryKey)
    app.post(
      '/wallet/recover',
      recoverHandler({ serverUrl, privateKey: recoveryKey.privateKey, frameSessions }),
    )

  app.get('/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(frameStyles)
  })
  if (bundle)
    app.get(`/${bundle.fileName}`, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8')
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return c.body(bundle.code)
    })

  app.get('/', async (c) => {
    const projectId = c.req.query('projectId') ?? ''
    if (!projectIdPattern.test(projectId))
      return c.text('The page needs a projectId: /?projectId=<your project id>', 400)
    const origins = await projectOrigins(projectId)
    if (!origins) return c.text(`Unknown project ${projectId}`, 404)
    const config: FrameConfig = {
      projectId,
      allowedOrigins: [...origins],
      serverUrl: serverUrl ?? 'http://127.0.0.1:8787',
      defaultChainId,
      ...(options.networkNames ? { networkNames: { ...options.networkNames } } : {}),
      ...(options.explorerUrls ? { explorerUrls: { ...options.explorerUrls } } : {}),
      version,
      // The page's own secret for `/wallet/recover` (this response is never cached).
      ...(recoveryKey
        ? { recoveryKey: recoveryKey.publicKey, frameSession: frameSessions.issue() }
        : {}),
    }
    c.header(
      'Content-Security-Policy',
      policy({ ancestors: origins.length > 0 ? origins : ["'none'"], serverUrl }),
    )
    // The policy follows the project's origins: never cached past a change of them.
    c.header('Cache-Control', 'no-store')
    return c.html(page(config, bundle))
  })
  return app
}

function policy({
  ancestors,
  serverUrl,
}: {
  ancestors: readonly string[]
  serverUrl: string | undefined
}) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${serverUrl ? ` ${serverUrl}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ')
}

function page(config: FrameConfig, bundle: FrameBundle | undefined): string {
  // JSON inside a script element: `<` escaped, so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const script = bundle
    ? `<script type="module" src="/${bundle.fileName}" integrity="${bundle.integrity}" crossorigin="anonymous"></script>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock wallet</title><link rel="stylesheet" href="/frame.css"><script type="application/json" id="${frameConfigElementId}">${json}</script>${script}</head><body></body></html>`
}

function readProjectOrigins(serverUrl: string) {
  const cache = new Map<string, { origins: readonly string[] | undefined; until: number }>()
  return async (projectId: string) => {
    const hit = cache.get(projectId)
    if (hit && hit.until > Date.now()) return hit.origins
    const response = await fetch(
      `${serverUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`,
    )
    // 4xx: the server does not know the project. Anything else is not remembered.
    if (response.status >= 400 && response.status < 500) {
      cache.set(projectId, { origins: undefined, until: Date.now() + originsTtlMs })
      return undefined
    }
    if (!response.ok) throw new Error(`The Airlock server answered ${response.status}`)
    const { allowedOrigins } = allowedOriginsResponse.parse(await response.json())
    cache.set(projectId, { origins: allowedOrigins, until: Date.now() + originsTtlMs })
    return allowedOrigins
  }
}
