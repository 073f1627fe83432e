import { randomBytes } from 'node:crypto'
import { farcasterSpareCustodyKey, setFarcasterCustody } from '@airlock/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  ada,
  type FarcasterHarness,
  farcasterClients,
  grace,
  linus,
  openFarcasterHarness,
  signIn,
} from '../../test/farcasterHarness.js'
import { createLogger } from '../createLogger.js'
import { createRedisSharedState } from '../limits/createRedisSharedState.js'

const domain = 'localhost:8788'
const redisUrl = process.env.REDIS_URL

// Every forged or stale answer is refused with a clear error, and the channel stays as it was:
// still pending, answerable by the real Farcaster app.
describeEachBackend('Farcaster connect relay attacks', (backend) => {
  let harness: FarcasterHarness
  let relay: string
  let clients: ReturnType<typeof farcasterClients>

  beforeAll(async () => {
    harness = await openFarcasterHarness(backend)
    relay = await harness.serve(harness.relay())
    clients = farcasterClients(relay, harness.rpcUrl)
  })
  afterAll(() => harness?.dispose())

  const open = async (base = relay) => {
    const response = await fetch(`${base}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'http://localhost:8788/farcaster', domain }),
    })
    expect(response.status).toBe(201)
    return (await response.json()) as { channelToken: string; nonce: string }
  }
  const answer = (channelToken: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${relay}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${channelToken}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const status = (channelToken: string, base = relay) =>
    fetch(`${base}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
  /** The answer is refused with `code` and `name`, and the channel is still pending. */
  const refused = async (
    channelToken: string,
    response: Response,
    code: number,
    name: string,
    details?: RegExp,
  ) => {
    const body = (await response.json()) as { name: string; details?: string }
    expect({ code: response.status, name: body.name }).toEqual({ code, name })
    if (details) expect(body.details).toMatch(details)
    expect((await status(channelToken)).status).toBe(202)
  }
  const signed = (nonce: string, overrides: Partial<Parameters<typeof signIn>[1]> = {}) =>
    signIn(clients.wallet, {
      privateKey: ada.custodyPrivateKey,
      fid: ada.fid,
      domain,
      nonce,
      ...overrides,
    })

  it('refuses a message for another domain or another nonce', async () => {
    const { channelToken, nonce } = await open()
    const otherDomain = await signed(nonce, { domain: 'evil.example' })
    await refused(
      channelToken,
      await answer(channelToken, { ...otherDomain, fid: ada.fid }),
      401,
      'FarcasterSignInRejectedError',
      /Invalid domain/,
    )
    const otherNonce = await signed('abcdefgh12345678')
    await refused(
      channelToken,
      await answer(channelToken, { ...otherNonce, fid: ada.fid }),
      401,
      'FarcasterSignInRejectedError',
      /Invalid nonce/,
    )
  })

  it("refuses a key that is not the FID's custody, and a forged fid", async () => {
    const { channelToken, nonce } = await open()
    // Linus signs in as Ada's FID: his key is not its custody.
    const notCustody = await signed(nonce, { privateKey: linus.custodyPrivateKey })
    await refused(
      channelToken,
      await answer(channelToken, { ...notCustody, fid: ada.fid }),
      401,
      'FarcasterSignInRejectedError',
      /does not own fid 1001|not an auth address or owner of fid 1001/,
    )
    // Ada's real message, with another fid in the body.
    const real = await signed(nonce)
    await refused(
      channelToken,
      await answer(channelToken, { ...real, fid: grace.fid }),
      401,
      'FarcasterSignInRejectedError',
      /farcaster:\/\/fid\/1002/,
    )
    // A message whose resource names another FID, signed by Ada.
    const forged = await signed(nonce, { fid: grace.fid })
    await refused(
      channelToken,
      await answer(channelToken, { ...forged, fid: grace.fid }),
      401,
      'FarcasterSignInRejectedError',
      /fid 1002/,
    )
  })

  it('refuses the previous custody after a transfer on the registry', async () => {
    const spare = privateKeyToAccount(farcasterSpareCustodyKey)
    await setFarcasterCustody({ rpcUrl: harness.rpcUrl, fid: linus.fid, custody: spare.address })
    const { channelToken, nonce } = await open()
    const old = await signed(nonce, { privateKey: linus.custodyPrivateKey, fid: linus.fid })
    await refused(
      channelToken,
      await answer(channelToken, { ...old, fid: linus.fid }),
      401,
      'FarcasterSignInRejectedError',
      /owner of fid 1003/,
    )
    const current = await signed(nonce, { privateKey: farcasterSpareCustodyKey, fid: linus.fid })
    expect((await answer(channelToken, { ...current, fid: linus.fid })).status).toBe(201)
  })

  it('refuses a reused channel, an expired one, and unknown or missing tokens', async () => {
    const { channelToken, nonce } = await open()
    const real = await signed(nonce)
    expect((await answer(channelToken, { ...real, fid: ada.fid })).status).toBe(201)
    const again = await answer(channelToken, { ...real, fid: ada.fid })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { name: string }).name).toBe('FarcasterChannelAnsweredError')
    expect((await status(channelToken)).status).toBe(200)
    // Read once: replaying the token finds nothing, for the status and for an answer.
    expect((await status(channelToken)).status).toBe(401)
    expect((await answer(channelToken, { ...real, fid: ada.fid })).status).toBe(401)

    // Another channel's token reads that channel only; a made-up or missing one reads nothing.
    const first = await open()
    const second = await open()
    expect(((await (await status(second.channelToken)).json()) as { nonce: string }).nonce).toBe(
      second.nonce,
    )
    expect((await status('ABCDEFGHJKLMNPQRSTUVWXYZ')).status).toBe(401)
    expect((await fetch(`${relay}/v1/channel/status`)).status).toBe(401)

    const late = await signed(first.nonce)
    harness.advance(5 * 60_000 + 1)
    const expired = await answer(first.channelToken, { ...late, fid: ada.fid })
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { name: string }).name).toBe('FarcasterChannelNotFoundError')
    expect((await status(first.channelToken)).status).toBe(401)
  })

  it('refuses oversized, malformed and unexpected bodies with a 4xx naming the problem', async () => {
    const { channelToken, nonce } = await open()
    const real = await signed(nonce)
    const big = await answer(channelToken, { ...real, fid: ada.fid, bio: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
    await refused(channelToken, await answer(channelToken, '{"message":'), 400, 'InvalidJsonError')
    await refused(
      channelToken,
      await answer(channelToken, { ...real, fid: ada.fid, signature: '0x1234' }),
      400,
      'ValidationError',
    )
    await refused(
      channelToken,
      await answer(channelToken, { ...real, fid: ada.fid, admin: true }),
      400,
      'ValidationError',
    )
    await refused(
      channelToken,
      await answer(channelToken, { ...real, fid: ada.fid, username: 'Not A Name' }),
      400,
      'ValidationError',
    )
    const badChannel = await fetch(`${relay}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'not a url', domain: 'a b' }),
    })
    expect(badChannel.status).toBe(400)
    expect((await answer(channelToken, { ...real, fid: ada.fid })).status).toBe(201)
  })

  it('asks for the relay key when one is set', async () => {
    const keyed = await harness.serve(harness.relay({ relayKey: 'sixteen-chars-key!' }))
    const { channelToken, nonce } = await open(keyed)
    const real = await signed(nonce)
    const post = (key: string) =>
      fetch(`${keyed}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${channelToken}`,
          'x-farcaster-auth-relay-key': key,
        },
        body: JSON.stringify({ ...real, fid: ada.fid }),
      })
    expect((await post('wrong-key-of-18ch')).status).toBe(401)
    expect((await status(channelToken, keyed)).status).toBe(202)
    expect((await post('sixteen-chars-key!')).status).toBe(201)
  })

  it('limits channel creation per IP and per project', async () => {
    let peer = '203.0.113.1'
    const limited = await harness.serve(
      harness.relay({ rateLimit: { perIp: 3, perProject: 4 }, remoteAddress: () => peer }),
    )
    const create = (query = '') =>
      fetch(`${limited}/v1/channel${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siweUri: 'https://example.com/', domain: 'example.com' }),
      })
    for (let i = 0; i < 3; i++) expect((await create()).status).toBe(201)
    const tooMany = await create()
    expect(tooMany.status).toBe(429)
    expect(tooMany.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await tooMany.json()) as { details: string }).details).toMatch(/this address/)

    // From many addresses, one project's channels are limited too.
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      peer = `203.0.113.${10 + i}`
      statuses.push((await create('?projectId=demo')).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429])
    expect((await create('?projectId=no-such-project')).status).toBe(403)
  })

  it.skipIf(!redisUrl)(
    'shares the channel limits between two server instances through Redis (REDIS_URL set)',
    async () => {
      // Two instances of the relay, each with its own connection to Redis, as two replicas
      // have; a prefix of this run's own, so parallel runs on one Redis never share a count.
      const prefix = `airlock-test:${randomBytes(4).toString('hex')}:`
      const logger = createLogger({ logLevel: 'silent' })
      const states = [0, 1].map(() =>
        createRedisSharedState({ url: redisUrl ?? '', logger, prefix }),
      )
      try {
        let peer = '203.0.113.50'
        const [first = '', second = ''] = await Promise.all(
          states.map((state) =>
            harness.serve(
              harness.relay({
                rateLimit: { perIp: 3, perProject: 4 },
                remoteAddress: () => peer,
                limiters: state.limiters,
              }),
            ),
          ),
        )
        const create = (base: string, query = '') =>
          fetch(`${base}/v1/channel${query}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ siweUri: 'https://example.com/', domain: 'example.com' }),
          }).then((response) => response.status)
        // One address: three channels across both instances, then each refuses the fourth.
        const byIp = [
          await create(first),
          await create(second),
          await create(first),
          await create(second),
          await create(first),
        ]
        expect(byIp).toEqual([201, 201, 201, 429, 429])
        // One project from many addresses: four across both instances, then no more on either.
        const byProject: number[] = []
        for (let i = 0; i < 6; i++) {
          peer = `203.0.113.${60 + i}`
          byProject.push(await create(i % 2 ? second : first, '?projectId=demo'))
        }
        expect(byProject).toEqual([201, 201, 201, 201, 429, 429])
      } finally {
        await Promise.all(states.map((state) => state.close()))
      }
    },
  )
})
