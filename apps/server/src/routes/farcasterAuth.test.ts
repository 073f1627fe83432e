import { type Devnet, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { Browser } from '../../test/emailAuthHarness.js'
import { ada, farcasterClients, grace, signIn } from '../../test/farcasterHarness.js'
import { openSocialHarness, type SocialHarness } from '../../test/socialHarness.js'
import { createLogger } from '../createLogger.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { createFarcasterRelayContext } from '../services/farcaster/createFarcasterRelayContext.js'
import { createSocialClients } from '../services/social/createSocialClients.js'
import { farcasterAuthRoutes } from './farcasterAuth.js'
import { farcasterRelayRoutes } from './farcasterRelay.js'

// Farcaster login end to end on the server: the frame's start and status through the secure
// origin's proxy, the Farcaster app answering on the relay with the standard wallet client.
describeEachBackend('Farcaster login', (backend) => {
  let harness: SocialHarness
  let devnet: Devnet
  let app: Hono
  let clients: ReturnType<typeof farcasterClients>

  beforeAll(async () => {
    ;[harness, devnet] = await Promise.all([
      openSocialHarness(backend),
      copyDevnetSnapshot().then(async (dataDir) =>
        startDevnet({ dataDir, ports: await freeDevnetPorts(), fund: [] }),
      ),
    ])
    await harness.projects.update('demo', { features: { socials: ['google', 'farcaster'] } })
    await harness.projects.create({ id: 'plain', name: 'No Farcaster', allowedOrigins: [] })
    await harness.projects.update('plain', { features: { socials: ['google'] } })
    const logger = createLogger({ logLevel: 'silent' })
    const rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
    const relay = createFarcasterRelayContext({
      db: harness.database.db,
      rpcUrl,
      hubUrl: undefined,
      relayKey: undefined,
      now: harness.now,
    })
    app = new Hono()
    app.route('/', farcasterRelayRoutes({ context: relay, projects: harness.projects, logger }))
    app.route(
      '/',
      farcasterAuthRoutes({
        db: harness.database.db,
        projects: harness.projects,
        clients: createSocialClients({ providers: [] }),
        mailer: undefined,
        keys: async () => harness.keys,
        secureOrigin: 'http://localhost:8788',
        relay,
        secureCookies: false,
        logger,
        rateLimit: false,
      }),
    )
    app.onError(errorHandler(logger))
    // The relay's clients reach the app through fetch: route their calls to it.
    clients = farcasterClients('http://relay.test', rpcUrl)
  })
  afterAll(async () => {
    await devnet?.stop()
    await harness?.dispose()
  })

  const call = async (browser: Browser, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const headers: Record<string, string> = {}
    if (browser.header()) headers.cookie = browser.header()
    if (body !== undefined) headers['content-type'] = 'application/json'
    return browser.take(
      await app.request(`/auth/v1/social/farcaster/${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
  }
  const start = async (browser = new Browser()) => {
    const response = await call(browser, 'POST', 'start', { projectId: 'demo' })
    expect(response.status, await response.clone().text()).toBe(200)
    const body = (await response.json()) as { url: string; attemptId: string }
    const channelToken = new URL(body.url).searchParams.get('channelToken') ?? ''
    const status = (await (
      await app.request('/v1/channel/status', {
        headers: { authorization: `Bearer ${channelToken}` },
      })
    ).json()) as { nonce: string; signatureParams: { domain: string } }
    return {
      browser,
      ...body,
      channelToken,
      nonce: status.nonce,
      domain: status.signatureParams.domain,
    }
  }
  const approve = async (
    login: { channelToken: string; nonce: string; domain: string },
    account = ada,
  ) => {
    const signed = await signIn(clients.wallet, {
      privateKey: account.custodyPrivateKey,
      fid: account.fid,
      domain: login.domain,
      nonce: login.nonce,
    })
    const response = await app.request('/v1/channel/authenticate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${login.channelToken}`,
      },
      body: JSON.stringify({ ...signed, fid: account.fid, username: account.username }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
  }
  const poll = async (browser: Browser) => {
    const response = await call(browser, 'GET', 'status')
    return { code: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('logs in as (farcaster, fid) once the app approves, with the username', async () => {
    const login = await start()
    expect(login.url).toMatch(/^farcaster:\/\/connect\?channelToken=[2-9A-HJ-NP-Z]{24}$/)
    expect(login.domain).toBe('localhost:8788')
    expect(await poll(login.browser)).toMatchObject({ code: 200, body: { status: 'PENDING' } })
    const before = await harness.counts()
    await approve(login)
    const done = await poll(login.browser)
    expect(done).toMatchObject({
      code: 200,
      body: {
        status: 'CONNECTED',
        provider: 'farcaster',
        identity: { provider: 'farcaster', username: ada.username },
      },
    })
    expect(login.browser.cookies.has('airlock-wallet')).toBe(true)
    expect(await harness.counts()).toMatchObject({
      users: before.users + 1,
      identities: before.identities + 1,
      sessions: before.sessions + 1,
    })
    // Asked again, the end is answered again without a new session.
    const session = login.browser.cookies.get('airlock-wallet')
    expect(await poll(login.browser)).toMatchObject({ body: { status: 'CONNECTED' } })
    expect(login.browser.cookies.get('airlock-wallet')).toBe(session)
    // The channel was consumed by the login: its completed state cannot be read again.
    const replay = await app.request('/v1/channel/status', {
      headers: { authorization: `Bearer ${login.channelToken}` },
    })
    expect(replay.status).toBe(401)

    // The same FID logs in to the same user the next time.
    const again = await start()
    await approve(again)
    expect(await poll(again.browser)).toMatchObject({ body: { status: 'CONNECTED' } })
    expect(await harness.counts()).toMatchObject({
      users: before.users + 1,
      identities: before.identities + 1,
    })
  })

  it("ignores an answer to another browser's channel, and expires", async () => {
    const mine = await start()
    const theirs = await start()
    await approve(theirs, grace)
    expect(await poll(mine.browser)).toMatchObject({ body: { status: 'PENDING' } })
    harness.advance(5 * 60_000 + 1)
    const expired = await poll(mine.browser)
    expect(expired).toMatchObject({ code: 410, body: { name: 'FarcasterLoginExpiredError' } })
  })

  it('keeps the attempt cookie past the link: the browser is told the link expired, and renews it', async () => {
    const { browser } = await start()
    // The browser still sends the cookie when the channel has just expired, so its poll is
    // answered FarcasterLoginExpiredError (which the modal renews on), not "no login here".
    const maxAge = Number(
      /max-age=(\d+)/i.exec(browser.lastSetCookie('airlock-social-attempt') ?? '')?.[1],
    )
    expect(maxAge).toBeGreaterThanOrEqual(5 * 60 + 30)
  })

  it('refuses a project that does not offer Farcaster, and a browser without an attempt', async () => {
    const browser = new Browser()
    const refused = await call(browser, 'POST', 'start', { projectId: 'plain' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { name: string }).name).toBe('SocialProviderNotOfferedError')
    expect((await poll(new Browser())).code).toBe(400)
  })
})
