import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartSandboxReturnType, startSandbox } from './startSandbox.js'

const MiB = 1024 * 1024
// The kernel's socket buffers hold a few MiB between client and sandbox: a sandbox that refuses
// at the limit answers long before this much has been written.
const refusedWithin = 32 * MiB

type Upload = { status: number; body: string; sentBytes: number }

/** A port nothing listens on: the treasury's chain, never reached by these attacks. */
async function closedPort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}

// The sandbox's routes that take a body, attacked with one far over their limit: each must answer
// while the body is still streaming in, without reading it all.
describe('sandbox request bodies over the limit (attack)', () => {
  let sandbox: StartSandboxReturnType

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      smtpPort: 0,
      chains: [{ chainId: 31337, rpcUrl: `http://127.0.0.1:${await closedPort()}` }],
      oidcClients: [
        {
          provider: 'google',
          clientId: 'attack-client',
          clientSecret: 'attack-secret',
          redirectUris: ['http://127.0.0.1:1/callback'],
        },
      ],
    })
  })
  afterAll(async () => {
    await sandbox?.close()
  })

  /**
   * Streams up to 32 MiB to `path`, 64 KiB at a time, following backpressure, and stops
   * writing as soon as the answer arrives (or once `refusedWithin` has gone unanswered).
   */
  async function upload(
    path: string,
    contentType: string,
    headers: Record<string, string> = {},
  ): Promise<Upload> {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sentBytes = 0
    const request = httpRequest(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
    })
    request.setMaxListeners(0) // one drain/close race per chunk
    request.on('error', () => {}) // the sandbox closes the connection on the unread rest
    let answer: IncomingMessage | undefined
    const answered = once(request, 'response').then(([response]) => {
      answer = response as IncomingMessage
    })
    request.write(contentType.includes('json') ? '"' : 'a=')
    while (!answer && sentBytes < refusedWithin && !request.destroyed) {
      sentBytes += chunk.length
      if (!request.write(chunk))
        await Promise.race([once(request, 'drain'), answered, once(request, 'close')])
    }
    if (!answer) request.end(contentType.includes('json') ? '"' : '')
    await answered
    const response = answer as unknown as IncomingMessage
    let body = ''
    for await (const part of response) body += part
    request.destroy()
    return { status: response.statusCode ?? 0, body, sentBytes }
  }

  it('POST /onramp/v1/sessions refuses a streamed 300 MiB body with 413 as it arrives', async () => {
    const result = await upload('/onramp/v1/sessions', 'application/json')
    expect(result.status).toBe(413)
    expect(JSON.parse(result.body)).toMatchObject({ name: 'PayloadTooLargeError' })
    expect(result.sentBytes).toBeLessThan(refusedWithin)
    // Still answering others.
    expect((await fetch(`${sandbox.url}/onramp/v1/options`)).status).toBe(200)
  })

  it('POST /onramp/v1/sessions/:id/pay refuses a streamed body without reading it all', async () => {
    const result = await upload('/onramp/v1/sessions/unknown/pay', 'application/json')
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    expect(result.sentBytes).toBeLessThan(refusedWithin)
  })

  it("the identity provider's token endpoint refuses a streamed form without reading it all", async () => {
    // oidc-provider's own body limit: an OAuth error (400 invalid_request), as clients expect.
    const result = await upload('/oidc/google/token', 'application/x-www-form-urlencoded')
    expect(result.status).toBe(400)
    expect(JSON.parse(result.body)).toMatchObject({ error: 'invalid_request' })
    expect(result.sentBytes).toBeLessThan(refusedWithin)
  })

  it('a login form post of a live interaction refuses a streamed body with 413', async () => {
    const challenge = createHash('sha256').update('v'.repeat(50)).digest('base64url')
    const authorize = await fetch(
      `${sandbox.url}/oidc/google/auth?${new URLSearchParams({
        client_id: 'attack-client',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: 'http://127.0.0.1:1/callback',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    )
    const location = authorize.headers.get('location') ?? ''
    expect(location).toMatch(/\/interaction\//)
    const cookie = authorize.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    const path = `${new URL(location, sandbox.url).pathname}/login`
    const result = await upload(path, 'application/x-www-form-urlencoded', { cookie })
    expect({ status: result.status, tooLarge: /too large/i.test(result.body) }).toEqual({
      status: 413,
      tooLarge: true,
    })
    expect(result.sentBytes).toBeLessThan(refusedWithin)
  })

  it('a login form post of an unknown interaction is refused without reading the body', async () => {
    const result = await upload(
      '/oidc/google/interaction/unknown/login',
      'application/x-www-form-urlencoded',
    )
    expect(result.status).toBe(400)
    expect(result.sentBytes).toBeLessThan(refusedWithin)
  })
})
