import { Hono } from 'hono'
import { type FarcasterRoutesParameters, farcasterRoutes } from './farcaster/farcasterRoutes.js'
import { type MailRoutesParameters, mailRoutes } from './mail/mailRoutes.js'
import type { OidcStandIn } from './oidc/createOidcStandIn.js'
import { type OnRampRoutesParameters, onRampRoutes } from './onramp/onRampRoutes.js'

const pageCsp =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

export type CreateSandboxAppParameters = {
  /** Serves the on-ramp provider stand-in (`/onramp/…`) on these devnet chains. Defaults to none. */
  onRamp?: OnRampRoutesParameters | undefined
  /** Serves the inbox of the SMTP stand-in (`/mail`, `/mail/api/…`) from this mailbox. Defaults to none. */
  mail?: MailRoutesParameters | undefined
  /** Serves the OpenID Connect provider stand-in (`/oidc/…`), from `createOidcStandIn`. Defaults to none. */
  oidc?: OidcStandIn | undefined
  /** Serves the Farcaster app and hub stand-in (`/farcaster/…`) for this relay. Defaults to none. */
  farcaster?: FarcasterRoutesParameters | undefined
}

/**
 * The sandbox's HTTP app: development stand-ins for third parties (mail inbox, OIDC provider,
 * on-ramp checkout), each reached over its real protocol. They arrive with the features that
 * need them; `/health` lists the ones served.
 *
 * @param parameters.onRamp - Chains for the on-ramp checkout that delivers on the devnet.
 * @param parameters.mail - The mailbox `startSmtpInbox` fills, read at `/mail`.
 * @param parameters.oidc - The identity provider of `createOidcStandIn` (Google, X, … at `/oidc/<id>`).
 * @param parameters.farcaster - The connect relay the Farcaster app answers (`/farcaster`).
 * @returns The app.
 *
 * @example
 * import { createSandboxApp } from '@airlock/sandbox'
 * const response = await createSandboxApp().request('/health')
 */
export function createSandboxApp({
  onRamp,
  mail,
  oidc,
  farcaster,
}: CreateSandboxAppParameters = {}): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    // The identity provider sets its headers on the Node response itself (oidc-provider writes
    // some answers directly), headers that these would override.
    if (/^\/oidc(\/|$)/.test(c.req.path)) return
    // Each stand-in's pages bring their own policy; these are the floor for every page.
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', pageCsp)
    c.header('X-Content-Type-Options', 'nosniff')
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'no-referrer')
    // The checkout page runs in the modal's popup, which the modal still drives and watches
    // (`popup.closed`): no opener policy there, nor on the identity provider's popup pages.
    if (!/^\/onramp(\/|$)/.test(c.req.path)) c.header('Cross-Origin-Opener-Policy', 'same-origin')
  })
  const standIns: string[] = []
  if (onRamp) {
    app.route('/', onRampRoutes(onRamp))
    standIns.push('onramp')
  }
  if (mail) {
    app.route('/', mailRoutes(mail))
    standIns.push('mail')
  }
  if (oidc) {
    app.route('/', oidc.routes)
    standIns.push('oidc')
  }
  if (farcaster) {
    app.route('/', farcasterRoutes(farcaster))
    standIns.push('farcaster')
  }
  app.get('/health', (c) => c.json({ status: 'ok', standIns }))
  app.get('/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock sandbox</title></head><body><h1>Airlock sandbox</h1><p>Stand-ins for third-party services used in development.</p></body></html>',
    ),
  )
  return app
}
