import { Hono } from 'hono'

/**
 * The sandbox's HTTP app: development stand-ins for third parties (mail inbox, OIDC provider,
 * on-ramp checkout), each reached over its real protocol. They arrive with the features that
 * need them; for now it lists them and answers a health check.
 *
 * @example
 * import { createSandboxApp } from '@airlock/sandbox'
 * const response = await createSandboxApp().request('/health')
 */
export function createSandboxApp(): Hono {
  const app = new Hono()
  app.get('/health', (c) => c.json({ status: 'ok', standIns: [] }))
  app.get('/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock sandbox</title></head><body><h1>Airlock sandbox</h1><p>Stand-ins for third-party services used in development.</p></body></html>',
    ),
  )
  return app
}
