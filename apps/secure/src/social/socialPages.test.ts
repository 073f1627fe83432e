import { expect, test } from 'vitest'
import { createSecureApp } from '../createSecureApp.js'

const callbackBundle = {
  fileName: 'social-callback-abc.js',
  code: 'export {}',
  integrity: 'sha384-xyz',
}
const app = createSecureApp({ callbackBundle, projectOrigins: async () => ['http://localhost:*'] })

const expectLockedDown = (response: Response) => {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("connect-src 'self'")
  expect(csp).toContain("form-action 'none'")
  expect(csp).not.toMatch(/unsafe-(inline|eval)/)
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  expect(response.headers.get('cache-control')).toBe('no-store')
  // The opener (the modal) must keep its handle on the popup: no COOP that would sever it.
  expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
}

test('the loading page names the provider in the modal’s language and runs no script', async () => {
  const response = await app.request('/social/loading?provider=github&locale=de')
  expect(response.status).toBe(200)
  expectLockedDown(response)
  const html = await response.text()
  expect(html).toContain('Verbindung zu GitHub…')
  expect(html).not.toContain('<script')
  const odd = await (await app.request('/social/loading?provider=%3Cb%3E')).text()
  expect(odd).toContain('Connecting to …')
  expect(odd).not.toContain('<b>')
  const own = await (await app.request('/social/loading?provider=constructor')).text()
  expect(own).toContain('Connecting to constructor…')
})

test('the loading page reads right to left in Hebrew and Persian, with their language named', async () => {
  const hebrew = await (await app.request('/social/loading?provider=github&locale=he')).text()
  expect(hebrew).toContain('<html lang="he" dir="rtl">')
  expect(hebrew).toContain('מתחבר אל GitHub…')
  const persian = await (await app.request('/social/loading?provider=github&locale=fa')).text()
  expect(persian).toContain('<html lang="fa" dir="rtl">')
  const chinese = await (await app.request('/social/loading?provider=github&locale=zh-TW')).text()
  expect(chinese).toContain('<html lang="zh-TW" dir="ltr">')
  expect(chinese).toContain('正在連線至 GitHub…')
})

test('the callback page keeps the answer out of any script and loads its own, with SRI', async () => {
  const response = await app.request(
    '/social/callback?code=c0de&state=st4te&iss=http%3A%2F%2F127.0.0.1%3A8790%2Foidc%2Fgoogle&junk=%3C%2Fscript%3E',
  )
  expect(response.status).toBe(200)
  expectLockedDown(response)
  const html = await response.text()
  expect(html).toContain(
    '<script type="application/json" id="airlock-social-callback">{"code":"c0de","state":"st4te","iss":"http://127.0.0.1:8790/oidc/google"}</script>',
  )
  expect(html).toContain(
    '<script type="module" src="/social-callback-abc.js" integrity="sha384-xyz" crossorigin="anonymous"></script>',
  )
  const script = await app.request('/social-callback-abc.js')
  expect(script.headers.get('content-type')).toContain('text/javascript')
})

test('the callback takes the provider’s form post (Apple), and nothing else', async () => {
  const posted = await app.request('/social/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'code=c0de&state=st4te&user=%7B%7D',
  })
  expect(posted.status).toBe(200)
  expect(await posted.text()).toContain('{"code":"c0de","state":"st4te"}')
  const json = await app.request('/social/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(json.status).toBe(400)
  const huge = await app.request('/social/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `code=${'a'.repeat(10_000)}`,
  })
  expect(huge.status).toBe(400)
})

test('a value that does not fit is dropped, and none can close the JSON element', async () => {
  const html = await (
    await app.request(
      `/social/callback?code=${'x'.repeat(3000)}&state=%3C%2Fscript%3E%3Cscript%3Ealert(1)`,
    )
  ).text()
  expect(html).toContain('<script type="application/json" id="airlock-social-callback">{}</script>')
  const escaped = await (
    await app.request('/social/callback?code=a&state=%3C%2Fscript%3E%3Cscript%3Ealert(1)')
  ).text()
  expect(escaped).not.toContain('<script>alert(1)')
  expect(escaped).toContain('\\u003c/script>')
})

test('every HTML page carries the security headers; only the popup pages keep their opener', async () => {
  const frame = createSecureApp({ projectOrigins: async () => ['https://dapp.example'] })
  const pages: [string, Response][] = [
    ['/?projectId=demo', await frame.request('/?projectId=demo')],
    ['/?projectId=', await frame.request('/?projectId=')],
    ['/social/loading', await app.request('/social/loading?provider=google')],
    ['/social/callback', await app.request('/social/callback?code=c&state=s')],
    [
      'POST /social/callback',
      await app.request('/social/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=c&state=s',
      }),
    ],
  ]
  const headers = pages.map(([name, response]) => [
    name,
    response.headers.get('x-content-type-options'),
    response.headers.get('referrer-policy'),
    response.headers.get('cross-origin-opener-policy'),
    /default-src 'none'.*frame-ancestors/.test(
      response.headers.get('content-security-policy') ?? '',
    ),
  ])
  expect(headers).toEqual([
    ['/?projectId=demo', 'nosniff', 'no-referrer', 'same-origin', true],
    ['/?projectId=', 'nosniff', 'no-referrer', 'same-origin', true],
    ['/social/loading', 'nosniff', 'no-referrer', null, true],
    ['/social/callback', 'nosniff', 'no-referrer', null, true],
    ['POST /social/callback', 'nosniff', 'no-referrer', null, true],
  ])
})

test('a streamed callback post over the limit is refused without reading it all', async () => {
  let pulled = 0
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 4096
      controller.enqueue(new Uint8Array(4096).fill(0x61))
    },
  })
  const response = await app.request('/social/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: endless,
    duplex: 'half',
  } as RequestInit)
  expect(response.status).toBe(400)
  expect(pulled).toBeLessThan(64 * 1024)
})
