import { farcasterTestAccounts } from '@airlock/devnet'
import { type Context, Hono } from 'hono'
import type { SandboxLocale } from '../locales/catalogues.js'
import { matchLocale, resolveLocale } from '../locales/resolveLocale.js'
import { isolate } from '../locales/translate.js'
import type { MessageKey } from '../locales/types.js'
import { approveFarcasterSignIn, readSignInRequest } from './approveFarcasterSignIn.js'
import { renderApprovePage, renderLinkPage, renderOutcomePage } from './renderFarcasterPages.js'

export type FarcasterRoutesParameters = {
  /** The connect relay's base URL: the Airlock server. */
  relayUrl: string
  /** `FARCASTER_RELAY_KEY`, when the relay asks for one. */
  relayKey?: string | undefined
}

/**
 * The sandbox's Farcaster app and hub: `/farcaster` takes a sign-in link (or `/farcaster/connect?
 * channelToken=…`, the link's https form), asks "Sign in to <domain>?" with the devnet's seeded
 * accounts and answers the relay with the chosen custody key's signature; `/farcaster/hub/v1/
 * userDataByFid?fid=` serves the seeded profiles in a Farcaster hub's HTTP shape (the server's
 * `FARCASTER_HUB_URL` in the embedded default).
 *
 * @param parameters - The relay's URL and key.
 * @returns The routes.
 *
 * @example
 * import { farcasterRoutes } from './farcaster/farcasterRoutes.js'
 * app.route('/', farcasterRoutes({ relayUrl: 'http://127.0.0.1:8787' }))
 */
export function farcasterRoutes({ relayUrl, relayKey }: FarcasterRoutesParameters): Hono {
  return new Hono()
    .get('/farcaster', (c) => c.html(renderLinkPage(pageLocale(c))))
    .get('/farcaster/connect', async (c) => {
      const locale = pageLocale(c)
      const link = c.req.query('link') ?? c.req.url
      try {
        return c.html(renderApprovePage(locale, await readSignInRequest(relayUrl, link)))
      } catch (error) {
        return failed(c, locale, error)
      }
    })
    .post('/farcaster/connect', async (c) => {
      const locale = pageLocale(c)
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const token = typeof form.channelToken === 'string' ? form.channelToken : ''
      const fid = Number(form.fid)
      try {
        const done = await approveFarcasterSignIn({
          relayUrl,
          relayKey,
          link: `farcaster://connect?${new URLSearchParams({ channelToken: token })}`,
          fid: Number.isSafeInteger(fid) ? fid : 0,
        })
        return c.html(
          renderOutcomePage(locale, 'farcaster.approvedTitle', [
            'farcaster.approved',
            { domain: isolate(done.domain), username: isolate(done.username) },
          ]),
        )
      } catch (error) {
        return failed(c, locale, error)
      }
    })
    .get('/farcaster/cancelled', (c) =>
      c.html(renderOutcomePage(pageLocale(c), 'farcaster.title', ['farcaster.cancelled'])),
    )
    .get('/farcaster/hub/v1/userDataByFid', (c) => {
      const account = farcasterTestAccounts.find(
        (entry) => String(entry.fid) === c.req.query('fid'),
      )
      if (!account) return c.json({ errCode: 'not_found', message: 'no such fid' }, 404)
      const data = (type: string, value: string) => ({
        data: {
          type: 'MESSAGE_TYPE_USER_DATA_ADD',
          fid: account.fid,
          userDataBody: { type, value },
        },
      })
      return c.json({
        messages: [
          data('USER_DATA_TYPE_USERNAME', account.username),
          data('USER_DATA_TYPE_DISPLAY', account.displayName),
          data('USER_DATA_TYPE_BIO', account.bio),
        ],
      })
    })
}

function pageLocale(c: Context): SandboxLocale {
  c.header('Vary', 'Accept-Language')
  return (
    matchLocale(c.req.query('lang') ?? '') ??
    resolveLocale({ acceptLanguage: c.req.header('accept-language') })
  )
}

const codes: Record<string, MessageKey> = {
  invalidLink: 'farcaster.invalidLink',
  expired: 'farcaster.expired',
  unknownAccount: 'farcaster.unknownAccount',
  refused: 'farcaster.refused',
}

function failed(c: Context, locale: SandboxLocale, error: unknown) {
  const { code, status, reason } = error as { code?: string; status?: number; reason?: string }
  const key = (code && Object.hasOwn(codes, code) && codes[code]) || 'farcaster.unreachable'
  const page = renderOutcomePage(locale, 'farcaster.errorTitle', [key, { reason: reason ?? '' }])
  return c.html(page, (status && status >= 400 && status < 600 ? status : 502) as 400)
}
