import { PayloadTooLargeError, RequestAbortedError, readLimitedBody } from '@airlock/protocol'
import { socialCallbackRequest, socialLoginId } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import type { FrameBundle } from '../buildFrameBundle.js'
import { frameMessages } from '../frame/frameMessages.js'
import { textDirection } from '../frame/messages/textDirection.js'

/** Id of the callback page's `<script type="application/json">` holding the provider's answer. */
export const socialCallbackElementId = 'airlock-social-callback'

// A Map: a provider id of `constructor` (a valid id) must not find `Object.prototype`.
const providerNames = new Map([
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['apple', 'Apple'],
  ['github', 'GitHub'],
  ['facebook', 'Facebook'],
])
// The provider's answer as a form post (Apple's `form_post`): a few short fields.
const maxFormBytes = 8_192
const policy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The secure origin's pages of a social login, in the popup the modal opens inside the click:
 * - `GET /social/loading?provider=&locale=` — "Connecting to Google…", no script: the modal navigates the
 *   popup from here to the provider's authorization URL, which the frame asked the server for
 *   (`GET_SOCIAL_REDIRECT_URI`);
 * - `GET /social/callback` (query) and `POST /social/callback` (`form_post`): where the provider
 *   sends the browser back. The answer is written into the page (never into a script), and the
 *   page's one script (`socialCallback`, same origin, SRI) drops it from the address bar and the
 *   history, hands it to the server through this origin's proxy (so the attempt cookie goes
 *   along and the session cookie lands here), tells the frame over a `BroadcastChannel` of this
 *   origin, and closes the popup. Nothing goes to the dapp's page.
 * Both pages cannot be framed, load nothing from elsewhere, send no referrer and are not cached.
 *
 * @param parameters.callbackBundle - The callback page's script. Without it the page has none.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { socialPages } from './social/socialPages.js'
 * app.route('/', socialPages({ callbackBundle }))
 */
export function socialPages({ callbackBundle }: { callbackBundle?: FrameBundle | undefined }) {
  // `locale` is a plain language tag (see `language`) or English.
  const page = (title: string, body: string, head = '', locale = 'en') =>
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/frame.css">${head}</head><body class="social-popup">${body}</body></html>`
  const headers = { 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' }

  const callback = (answer: Record<string, string>) => {
    const parsed = socialCallbackRequest.safeParse(answer)
    const json = JSON.stringify(parsed.success ? parsed.data : {}).replace(/</g, '\\u003c')
    const script = callbackBundle
      ? `<script type="module" src="/${callbackBundle.fileName}" integrity="${callbackBundle.integrity}" crossorigin="anonymous"></script>`
      : ''
    const text = frameMessages(undefined).social.loggingIn
    return page(
      text,
      `<main><p id="social-status" role="status" aria-live="polite">${text}</p></main>`,
      `<script type="application/json" id="${socialCallbackElementId}">${json}</script>${script}`,
    )
  }

  const app = new Hono()
    .get('/social/loading', (c) => {
      const provider = socialLoginId.safeParse(c.req.query('provider') ?? '')
      const name = provider.success ? (providerNames.get(provider.data) ?? provider.data) : '…'
      const locale = language(c.req.query('locale'))
      const text = frameMessages(locale).social.connecting(name)
      return c.html(
        page(text, `<main><p role="status" aria-live="polite">${text}</p></main>`, '', locale),
        200,
        headers,
      )
    })
    .get('/social/callback', (c) => c.html(callback(c.req.query()), 200, headers))
    .post('/social/callback', async (c) => {
      const length = Number(c.req.header('content-length') ?? 0)
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (length > maxFormBytes || type !== 'application/x-www-form-urlencoded')
        return c.text('Expected the provider’s form post', 400)
      let text: string
      try {
        // Counted as it streams in: a body without a length cannot make this origin buffer more.
        text = new TextDecoder().decode(await readLimitedBody(c.req.raw, maxFormBytes))
      } catch (error) {
        if (error instanceof PayloadTooLargeError || error instanceof RequestAbortedError)
          return c.text('Expected the provider’s form post', 400)
        throw error
      }
      return c.html(callback(Object.fromEntries(new URLSearchParams(text))), 200, headers)
    })
  if (callbackBundle)
    app.get(`/${callbackBundle.fileName}`, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8')
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return c.body(callbackBundle.code)
    })
  return app
}

// Only a plain language tag may reach the catalogue lookup.
function language(value: string | undefined) {
  return value && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(value) ? value : undefined
}
