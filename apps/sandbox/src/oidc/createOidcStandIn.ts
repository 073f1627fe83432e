import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PayloadTooLargeError, readLimitedBody } from '@airlock/protocol'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { type Context, Hono } from 'hono'
import type { Provider } from 'oidc-provider'
import { escapeHtml } from '../mail/escapeHtml.js'
import { createOidcProvider } from './createOidcProvider.js'
import { oidcStylesheet } from './oidcStylesheet.js'
import { renderOidcPage } from './renderOidcPage.js'
import {
  type SandboxIdentityProviderId,
  type SandboxOidcClient,
  sandboxIdentityProviders,
} from './sandboxIdentityProviders.js'
import { sandboxTestUsers } from './sandboxTestUsers.js'

/** The largest login or consent form read: two or three short fields. */
const maxFormBytes = 8 * 1024

export type OidcStandIn = {
  /** `/oidc/*`: every provider's endpoints, its login and consent pages, and an index. */
  routes: Hono
  /** Creates the providers once the sandbox's own URL is known (its port may be picked at listen). */
  start(baseUrl: string): Promise<void>
}

const scopeNames: Record<string, string> = {
  openid: 'know who you are',
  email: 'see your e-mail address',
  profile: 'see your name and user name',
}

/**
 * The sandbox's OpenID Connect provider (oidc-provider), playing Google, X, Discord, Apple, GitHub
 * and Facebook, each its own issuer at `<sandbox>/oidc/<id>` with discovery, JWKS, authorization,
 * token and userinfo endpoints. Its login page lists the test users (`sandboxTestUsers`), its
 * consent page asks before it answers the client, PKCE with S256 is required and only the clients
 * given (the Airlock server's, with their exact redirect URIs) may use it. Pages are plain
 * server-rendered HTML under a strict CSP: no script at all.
 *
 * @param parameters.clients - The clients to register, each at one provider.
 * @returns The routes and the function that creates the providers.
 *
 * @example
 * import { createOidcStandIn } from './oidc/createOidcStandIn.js'
 * const oidc = createOidcStandIn({ clients: [{ provider: 'google', clientId: 'airlock', clientSecret: 's', redirectUris: ['http://localhost:8788/social/callback'] }] })
 * await oidc.start('http://127.0.0.1:8790')
 */
export function createOidcStandIn({
  clients,
}: {
  clients: readonly SandboxOidcClient[]
}): OidcStandIn {
  const providers = new Map<string, Provider>()
  // Forms end in a redirect to a client: the CSP's form-action must allow their origins too.
  const clientOrigins = [
    ...new Set(clients.flatMap((client) => client.redirectUris.map((uri) => new URL(uri).origin))),
  ]
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${clientOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')

  const nameOf = (id: string) =>
    sandboxIdentityProviders.find((provider) => provider.id === id)?.name ?? id
  const node = (c: Context) => c.env as { incoming: IncomingMessage; outgoing: ServerResponse }
  const providerOf = (c: Context) => providers.get(c.req.param('provider') ?? '')
  const page = (
    c: Context,
    title: string,
    main: string,
    status: 200 | 400 | 404 | 413 | 503 = 200,
  ) =>
    c.html(
      renderOidcPage({ providerName: nameOf(c.req.param('provider') ?? ''), title, main }),
      status,
    )

  const routes = new Hono()
    .use('/oidc/*', async (c, next) => {
      const { outgoing } = node(c)
      // Also on the answers oidc-provider writes itself.
      for (const [name, value] of [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'no-referrer'],
        ['Cross-Origin-Resource-Policy', 'same-site'],
      ])
        outgoing?.setHeader(name as string, value as string)
      await next()
    })
    .get('/oidc/oidc.css', (c) => c.body(oidcStylesheet, 200, { 'Content-Type': 'text/css' }))
    .get('/oidc', (c) => c.html(renderIndex(providers)))
    .get('/oidc/:provider/interaction/:uid', async (c) => {
      const provider = providerOf(c)
      if (!provider) return page(c, 'Unknown provider', '<h1>Unknown provider</h1>', 404)
      const { incoming, outgoing } = node(c)
      const interaction = await provider
        .interactionDetails(incoming, outgoing)
        .catch(() => undefined)
      if (!interaction || interaction.uid !== c.req.param('uid'))
        return page(
          c,
          'Expired',
          '<h1>This login has expired</h1><p>Start again from the app.</p>',
          400,
        )
      const action = `/oidc/${escapeHtml(c.req.param('provider'))}/interaction/${escapeHtml(interaction.uid)}`
      const clientId = String(interaction.params.client_id ?? '')
      if (interaction.prompt.name === 'login') {
        const users = sandboxTestUsers
          .map(
            (user) =>
              `<li><form method="post" action="${action}/login"><input type="hidden" name="user" value="${escapeHtml(user.id)}"><button class="user" type="submit"><strong>${escapeHtml(user.name)}</strong><small>${escapeHtml(user.email ?? 'no e-mail')} · ${escapeHtml(user.note)}</small></button></form></li>`,
          )
          .join('')
        return page(
          c,
          'Choose an account',
          `<h1>Choose an account</h1><p>to continue to <strong>${escapeHtml(clientId)}</strong></p><ul>${users}</ul><div class="actions"><form method="post" action="${action}/abort"><button class="secondary" type="submit">Cancel</button></form></div>`,
        )
      }
      const scopes = String(interaction.params.scope ?? '')
        .split(' ')
        .filter((scope) => scopeNames[scope])
        .map((scope) => `<li>${escapeHtml(scopeNames[scope] ?? scope)}</li>`)
        .join('')
      const user = sandboxTestUsers.find((entry) => entry.id === interaction.session?.accountId)
      return page(
        c,
        'Allow access',
        `<h1>Allow ${escapeHtml(clientId)} to</h1><ul>${scopes}</ul><p>You are signed in as ${escapeHtml(user?.name ?? '')}.</p><div class="actions"><form method="post" action="${action}/consent"><input type="hidden" name="decision" value="allow"><button class="primary" type="submit">Allow</button></form><form method="post" action="${action}/consent"><input type="hidden" name="decision" value="deny"><button class="secondary" type="submit">Deny</button></form></div>`,
      )
    })
    .post('/oidc/:provider/interaction/:uid/:step{login|consent|abort}', async (c) => {
      const provider = providerOf(c)
      if (!provider) return page(c, 'Unknown provider', '<h1>Unknown provider</h1>', 404)
      const { incoming, outgoing } = node(c)
      const interaction = await provider
        .interactionDetails(incoming, outgoing)
        .catch(() => undefined)
      if (!interaction || interaction.uid !== c.req.param('uid'))
        return page(
          c,
          'Expired',
          '<h1>This login has expired</h1><p>Start again from the app.</p>',
          400,
        )
      // Counted as it streams in: a form larger than a login's is refused, never held first.
      const body = await readLimitedBody(c.req.raw, maxFormBytes).catch((error: unknown) => error)
      if (!(body instanceof Uint8Array))
        return body instanceof PayloadTooLargeError
          ? page(c, 'Too large', '<h1>This form is too large</h1>', 413)
          : page(c, 'Unreadable', '<h1>This form could not be read</h1>', 400)
      const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
      const step = c.req.param('step')
      const denied = { error: 'access_denied', error_description: 'The user cancelled the login' }
      let result: Parameters<Provider['interactionResult']>[2] = denied
      if (step === 'login') {
        const user = sandboxTestUsers.find((entry) => entry.id === form.user)
        if (!user) return page(c, 'Unknown user', '<h1>Unknown user</h1>', 400)
        result = { login: { accountId: user.id } }
      } else if (step === 'consent' && form.decision === 'allow') {
        const accountId = interaction.session?.accountId
        if (!accountId) return page(c, 'Not signed in', '<h1>Sign in first</h1>', 400)
        const grant = new provider.Grant({
          accountId,
          clientId: String(interaction.params.client_id),
        })
        grant.addOIDCScope(String(interaction.params.scope ?? 'openid'))
        const claims = interaction.prompt.details.missingOIDCClaims
        if (Array.isArray(claims)) grant.addOIDCClaims(claims as string[])
        result = { consent: { grantId: await grant.save() } }
      }
      const returnTo = await provider.interactionResult(incoming, outgoing, result, {
        mergeWithLastSubmission: step !== 'abort',
      })
      return c.redirect(returnTo, 303)
    })
    .all('/oidc/:provider/*', async (c) => {
      const provider = providerOf(c)
      if (!provider) return page(c, 'Unknown provider', '<h1>Unknown provider</h1>', 404)
      const { incoming, outgoing } = node(c)
      // Mounted at /oidc/<id>: oidc-provider reads the mount path from originalUrl (as under express).
      const mount = `/oidc/${c.req.param('provider')}`
      const request = incoming as IncomingMessage & { originalUrl?: string }
      const url = request.url ?? mount
      request.originalUrl = url
      request.url = url.slice(mount.length) || '/'
      await provider.callback()(request, outgoing)
      return RESPONSE_ALREADY_SENT
    })

  return {
    routes,
    async start(baseUrl) {
      const ids = [...new Set(clients.map((client) => client.provider))]
      const cookieKeys = [randomBytes(32).toString('base64url')]
      for (const id of ids) {
        const provider = await createOidcProvider({
          id: id as SandboxIdentityProviderId,
          issuer: `${baseUrl}/oidc/${id}`,
          clients: clients.filter((client) => client.provider === id),
          cookieKeys,
          renderError: (error) =>
            renderOidcPage({
              providerName: nameOf(id),
              title: 'Error',
              main: `<h1 class="error">${escapeHtml(error.error)}</h1><p>${escapeHtml(error.description)}</p>`,
            }),
        })
        providers.set(id, provider)
      }
    },
  }
}

function renderIndex(providers: Map<string, Provider>) {
  const rows = [...providers.entries()]
    .map(
      ([id, provider]) =>
        `<li><a href="/oidc/${escapeHtml(id)}/.well-known/openid-configuration">${escapeHtml(provider.issuer)}</a></li>`,
    )
    .join('')
  const users = sandboxTestUsers
    .map(
      (user) =>
        `<li><strong>${escapeHtml(user.name)}</strong> (${escapeHtml(user.email ?? 'no e-mail')}): ${escapeHtml(user.note)}</li>`,
    )
    .join('')
  return renderOidcPage({
    providerName: 'Identity provider',
    title: 'Identity provider',
    main: `<h1>Identity provider</h1><p>OpenID Connect issuers standing in for the social logins:</p><ul>${rows || '<li>none configured</li>'}</ul><h2>Test users</h2><ul>${users}</ul>`,
  })
}
