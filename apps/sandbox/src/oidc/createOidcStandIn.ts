import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PayloadTooLargeError, readLimitedBody } from '@airlock/protocol'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { type Context, Hono } from 'hono'
import type { Provider } from 'oidc-provider'
import type { SandboxLocale } from '../locales/catalogues.js'
import { resolveLocale } from '../locales/resolveLocale.js'
import { translate } from '../locales/translate.js'
import type { MessageKey } from '../locales/types.js'
import { escapeHtml } from '../mail/escapeHtml.js'
import { createOidcProvider } from './createOidcProvider.js'
import { oidcStylesheet } from './oidcStylesheet.js'
import { renderConsentPage, renderLoginPage, renderNoticePage } from './renderInteractionPages.js'
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

/**
 * The sandbox's OpenID Connect provider (oidc-provider), playing Google, X, Discord, Apple, GitHub
 * and Facebook, each its own issuer at `<sandbox>/oidc/<id>` with discovery, JWKS, authorization,
 * token and userinfo endpoints. Its login page lists the test users (`sandboxTestUsers`), its
 * consent page asks before it answers the client, PKCE with S256 is required and only the clients
 * given (the Airlock server's, with their exact redirect URIs) may use it. Pages are plain
 * server-rendered HTML under a strict CSP: no script at all. They speak the language of the
 * authorization request's `ui_locales`, else of the browser's `Accept-Language` (24 locales).
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
  // Before the interaction is known only the browser's languages count.
  const localeOf = (c: Context, uiLocales?: unknown): SandboxLocale => {
    c.header('Vary', 'Accept-Language')
    return resolveLocale({
      requested: [typeof uiLocales === 'string' ? uiLocales : undefined],
      acceptLanguage: c.req.header('accept-language'),
    })
  }
  const notice = (
    c: Context,
    status: 400 | 404 | 413,
    heading: MessageKey,
    hint?: MessageKey,
    title?: MessageKey,
  ) =>
    c.html(
      renderNoticePage({
        locale: localeOf(c),
        providerName: nameOf(c.req.param('provider') ?? ''),
        heading,
        hint,
        title,
      }),
      status,
    )
  const expired = (c: Context) =>
    notice(c, 400, 'oidc.expired', 'oidc.expiredHint', 'oidc.expiredTitle')

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
      if (!provider) return notice(c, 404, 'oidc.unknownProvider')
      const { incoming, outgoing } = node(c)
      const interaction = await provider
        .interactionDetails(incoming, outgoing)
        .catch(() => undefined)
      if (!interaction || interaction.uid !== c.req.param('uid')) return expired(c)
      const page = {
        locale: localeOf(c, interaction.params.ui_locales),
        providerName: nameOf(c.req.param('provider')),
        action: `/oidc/${escapeHtml(c.req.param('provider'))}/interaction/${escapeHtml(interaction.uid)}`,
        clientId: String(interaction.params.client_id ?? ''),
      }
      if (interaction.prompt.name === 'login') return c.html(renderLoginPage(page))
      const user = sandboxTestUsers.find((entry) => entry.id === interaction.session?.accountId)
      return c.html(
        renderConsentPage({
          ...page,
          scope: String(interaction.params.scope ?? ''),
          userName: user?.name ?? '',
        }),
      )
    })
    .post('/oidc/:provider/interaction/:uid/:step{login|consent|abort}', async (c) => {
      const provider = providerOf(c)
      if (!provider) return notice(c, 404, 'oidc.unknownProvider')
      const { incoming, outgoing } = node(c)
      const interaction = await provider
        .interactionDetails(incoming, outgoing)
        .catch(() => undefined)
      if (!interaction || interaction.uid !== c.req.param('uid')) return expired(c)
      // Counted as it streams in: a form larger than a login's is refused, never held first.
      const body = await readLimitedBody(c.req.raw, maxFormBytes).catch((error: unknown) => error)
      if (!(body instanceof Uint8Array))
        return body instanceof PayloadTooLargeError
          ? notice(c, 413, 'oidc.tooLarge')
          : notice(c, 400, 'oidc.unreadable')
      const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
      const step = c.req.param('step')
      const denied = { error: 'access_denied', error_description: 'The user cancelled the login' }
      let result: Parameters<Provider['interactionResult']>[2] = denied
      if (step === 'login') {
        const user = sandboxTestUsers.find((entry) => entry.id === form.user)
        if (!user) return notice(c, 400, 'oidc.unknownUser')
        result = { login: { accountId: user.id } }
      } else if (step === 'consent' && form.decision === 'allow') {
        const accountId = interaction.session?.accountId
        if (!accountId) return notice(c, 400, 'oidc.signInFirst')
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
      if (!provider) return notice(c, 404, 'oidc.unknownProvider')
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
      // Together: each one's key is made on the thread pool.
      const made = await Promise.all(
        ids.map((id) =>
          createOidcProvider({
            id: id as SandboxIdentityProviderId,
            issuer: `${baseUrl}/oidc/${id}`,
            clients: clients.filter((client) => client.provider === id),
            cookieKeys,
            renderError: (error, locale) =>
              renderOidcPage({
                locale,
                providerName: nameOf(id),
                title: translate(locale, 'oidc.errorTitle'),
                main: `<h1 class="error" dir="ltr">${escapeHtml(error.error)}</h1><p>${escapeHtml(error.description ?? translate(locale, 'oidc.errorUnknown'))}</p>`,
              }),
          }),
        ),
      )
      for (const [i, id] of ids.entries()) providers.set(id, made[i] as Provider)
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
