import { Hono } from 'hono'

export type SecureAppOptions = {
  /** Origins that may frame this page. Defaults to local development origins. */
  frameAncestors?: string[] | undefined
}

const defaultFrameAncestors = ['http://localhost:*', 'http://127.0.0.1:*']

/**
 * The secure origin's HTTP app: the embedded wallet's isolated page. For now it serves the page
 * shell under a strict Content-Security-Policy and a health check.
 *
 * @example
 * import { createSecureApp } from '@airlock/secure'
 * const app = createSecureApp({ frameAncestors: ['https://dapp.example'] })
 */
export function createSecureApp(options: SecureAppOptions = {}): Hono {
  const ancestors = (options.frameAncestors ?? defaultFrameAncestors).join(' ')
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')

  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock secure origin</title></head><body></body></html>',
    ),
  )
  return app
}
