import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createSecureApp } from '../createSecureApp.js'
import { loadRecoveryKey, type RecoveryKey } from './loadRecoveryKey.js'
import { sealRecoveryShare } from './sealRecoveryShare.js'

const dir = mkdtempSync(join(tmpdir(), 'airlock-recover-'))
const share = `0x${'cd'.repeat(33)}`
let recoveryKey: RecoveryKey
let sealed: string
const projectOrigins = async () => ['https://dapp.example']
const cookie = 'airlock-wallet=session-a'

beforeAll(async () => {
  recoveryKey = await loadRecoveryKey({ file: join(dir, 'key.json') })
  sealed = await sealRecoveryShare(share, recoveryKey.publicKey)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
afterEach(() => vi.unstubAllGlobals())

/** The secure app, with the Airlock server answering every logged-in request with the share. */
function secureApp() {
  const server = vi.fn(async (request: Request) =>
    request.headers.get('cookie')
      ? Response.json({ recoveryShare: sealed })
      : Response.json({ name: 'UnauthorizedError', message: 'Not logged in' }, { status: 401 }),
  )
  vi.stubGlobal('fetch', server)
  return {
    app: createSecureApp({ serverUrl: 'http://server.test', recoveryKey, projectOrigins }),
    server,
  }
}

/** The frame-session secret the secure origin wrote into the frame's page. */
async function frameSecret(app: ReturnType<typeof createSecureApp>) {
  const html = await (await app.request('/?projectId=dev')).text()
  const json = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}'
  const { frameSession } = JSON.parse(json) as { frameSession?: string }
  expect(frameSession).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return frameSession as string
}

const recover = (app: ReturnType<typeof createSecureApp>, headers: Record<string, string>) =>
  app.request('/wallet/recover', { method: 'POST', headers })

test('a script forging Sec-Fetch-Site without a frame session gets no recovery share', async () => {
  const { app, server } = secureApp()
  const response = await recover(app, { cookie, 'sec-fetch-site': 'same-origin' })
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({
    name: 'ForbiddenError',
    message: 'Only the wallet frame may recover a wallet',
  })
  // The server was never asked: the sealed share did not even leave it.
  expect(server).not.toHaveBeenCalled()
})

test('the frame of the page recovers with its secret; an unknown secret is refused', async () => {
  const { app } = secureApp()
  const secret = await frameSecret(app)
  const forged = await recover(app, {
    cookie,
    'x-airlock-frame-session': `${secret.slice(0, -2)}AA`,
  })
  expect(forged.status).toBe(403)
  const response = await recover(app, { cookie, 'x-airlock-frame-session': secret })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ recoveryShare: share })
})

test("a frame session serves one login session only, once, and never another's", async () => {
  const { app, server } = secureApp()
  const secret = await frameSecret(app)
  // Not logged in: refused here, the server is not asked, and the secret stays unbound.
  expect((await recover(app, { 'x-airlock-frame-session': secret })).status).toBe(401)
  expect(server).not.toHaveBeenCalled()
  const first = await recover(app, { cookie, 'x-airlock-frame-session': secret })
  expect(first.status).toBe(200)
  // Used: neither the same session nor another one can open a share with it again.
  for (const session of [cookie, 'airlock-wallet=session-b']) {
    const again = await recover(app, { cookie: session, 'x-airlock-frame-session': secret })
    expect(again.status).toBe(403)
  }
  // Refused by the server (a rate limit): the secret stays bound to the session that tried.
  server.mockResolvedValueOnce(Response.json({ message: 'Too many' }, { status: 429 }))
  const bound = await frameSecret(app)
  expect((await recover(app, { cookie, 'x-airlock-frame-session': bound })).status).toBe(429)
  const stolen = await recover(app, {
    cookie: 'airlock-wallet=session-b',
    'x-airlock-frame-session': bound,
  })
  expect(stolen.status).toBe(403)
  expect((await recover(app, { cookie, 'x-airlock-frame-session': bound })).status).toBe(200)
})

test('the recovery code the user typed reaches the server in a POST, and only it', async () => {
  const { app, server } = secureApp()
  const secret = await frameSecret(app)
  const response = await app.request('/wallet/recover', {
    method: 'POST',
    headers: { cookie, 'x-airlock-frame-session': secret, 'content-type': 'application/json' },
    body: JSON.stringify({ code: '123456', extra: 'dropped' }),
  })
  expect(response.status).toBe(200)
  const forwarded = server.mock.calls[0]?.[0] as Request
  expect(forwarded.method).toBe('POST')
  expect(new URL(forwarded.url).pathname).toBe('/auth/v1/email/wallet/recovery-share')
  expect(forwarded.headers.get('content-type')).toBe('application/json')
  expect(await forwarded.json()).toEqual({ code: '123456' })
})

test('a recovery body over 1 KiB is refused with 413 before the server is asked (attack)', async () => {
  const { app, server } = secureApp()
  const secret = await frameSecret(app)
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++
      if (pulled > 4096) controller.close()
      else controller.enqueue(chunk)
    },
  })
  const response = await app.request('/wallet/recover', {
    method: 'POST',
    headers: { cookie, 'x-airlock-frame-session': secret, 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(response.status).toBe(413)
  expect(pulled).toBeLessThan(16)
  expect(server).not.toHaveBeenCalled()
})

test('the visitor’s language reaches the server with the recovery, for the notice e-mail', async () => {
  const { app, server } = secureApp()
  const secret = await frameSecret(app)
  const response = await app.request('/wallet/recover', {
    method: 'POST',
    headers: {
      cookie,
      'x-airlock-frame-session': secret,
      'content-type': 'application/json',
      'accept-language': 'he',
    },
    body: JSON.stringify({ code: '123456' }),
  })
  expect(response.status).toBe(200)
  const forwarded = server.mock.calls[0]?.[0] as Request
  expect(forwarded.headers.get('accept-language')).toBe('he')
})
