import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { NotFoundError } from '../errors/http.js'

/** The console page's policy: its own scripts, styles and API only; no framing, no inline code. */
export const consoleCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
}

export type ConsolePageRoutesParameters = {
  /** The console's build (`apps/console/dist`, which `npm start` and `npm run build` write). */
  directory: string
}

/**
 * Serves the operator console's built files under `/console/`: the page (never cached, with
 * `consoleCsp`) and its hashed assets (cached for a year). Without a build, 404 naming the
 * command that makes one. The console calls `/admin/v1` on this same origin.
 *
 * @param parameters - Where the build is.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', consolePageRoutes({ directory: 'apps/console/dist' }))
 */
export function consolePageRoutes({ directory }: ConsolePageRoutesParameters) {
  const read = (path: string) =>
    readFile(join(directory, path)).catch(() => {
      throw new NotFoundError({ method: 'GET', path: `/console/${path} (run npm run build)` })
    })
  return new Hono()
    .get('/console', (c) => c.redirect('/console/', 308))
    .get('/console/', async (c) => {
      const page = await read('index.html')
      c.header('Content-Security-Policy', consoleCsp)
      c.header('Cache-Control', 'no-store')
      return c.html(page.toString('utf8'))
    })
    .get('/console/assets/:file{[\\w.-]+}', async (c) => {
      const file = c.req.param('file')
      const type = types[file.split('.').at(-1) ?? '']
      if (!type || file.startsWith('.'))
        throw new NotFoundError({ method: 'GET', path: c.req.path })
      const content = await read(join('assets', file))
      c.header('Content-Type', type)
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return c.body(new Uint8Array(content))
    })
}
