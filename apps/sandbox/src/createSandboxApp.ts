import { Hono } from 'hono'
import { type MailRoutesParameters, mailRoutes } from './mail/mailRoutes.js'
import type { OidcStandIn } from './oidc/createOidcStandIn.js'
import { type OnRampRoutesParameters, onRampRoutes } from './onramp/onRampRoutes.js'

export type CreateSandboxAppParameters = {
  /** Serves the on-ramp provider stand-in (`/onramp/…`) on these devnet chains. Defaults to none. */
  onRamp?: OnRampRoutesParameters | undefined
  /** Serves the inbox of the SMTP stand-in (`/mail`, `/mail/api/…`) from this mailbox. Defaults to none. */
  mail?: MailRoutesParameters | undefined
  /** Serves the OpenID Connect provider stand-in (`/oidc/…`), from `createOidcStandIn`. Defaults to none. */
  oidc?: OidcStandIn | undefined
}

/**
 * The sandbox's HTTP app: development stand-ins for third parties (mail inbox, OIDC provider,
 * on-ramp checkout), each reached over its real protocol. They arrive with the features that
 * need them; `/health` lists the ones served.
 *
 * @param parameters.onRamp - Chains for the on-ramp checkout that delivers on the devnet.
 * @param parameters.mail - The mailbox `startSmtpInbox` fills, read at `/mail`.
 * @param parameters.oidc - The identity provider of `createOidcStandIn` (Google, X, … at `/oidc/<id>`).
 * @returns The app.
 *
 * @example
 * import { createSandboxApp } from '@airlock/sandbox'
 * const response = await createSandboxApp().request('/health')
 */
export function createSandboxApp({ onRamp, mail, oidc }: CreateSandboxAppParameters = {}): Hono {
  const app = new Hono()
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
  app.get('/health', (c) => c.json({ status: 'ok', standIns }))
  app.get('/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock sandbox</title></head><body><h1>Airlock sandbox</h1><p>Stand-ins for third-party services used in development.</p></body></html>',
    ),
  )
  return app
}
