import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  ada,
  type FarcasterHarness,
  farcasterClients,
  openFarcasterHarness,
  signIn,
} from '../../test/farcasterHarness.js'

// `@farcaster/auth-client`'s app and wallet clients, unmodified, against our relay: the whole
// channel's life, and the verification of its answer against the devnet's ID registry.
describeEachBackend('Farcaster connect relay', (backend) => {
  let harness: FarcasterHarness
  let relay: string

  beforeAll(async () => {
    harness = await openFarcasterHarness(backend)
    relay = await harness.serve(harness.relay())
  })
  afterAll(() => harness?.dispose())

  it('opens, answers and closes a channel with the standard clients', async () => {
    const { app, wallet } = farcasterClients(relay, harness.rpcUrl)
    const created = await app.createChannel({
      siweUri: 'http://localhost:8788/farcaster',
      domain: 'localhost:8788',
    })
    expect(created.response.status).toBe(201)
    const { channelToken, url, nonce } = created.data
    expect(channelToken).toMatch(/^[2-9A-HJ-NP-Z]{24}$/)
    expect(url).toBe(`farcaster://connect?channelToken=${channelToken}`)
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)

    const pending = await app.status({ channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      nonce,
      signatureParams: {
        siweUri: 'http://localhost:8788/farcaster',
        domain: 'localhost:8788',
        nonce,
      },
      acceptAuthAddress: true,
    })

    const parsed = wallet.parseSignInURI({ uri: url })
    if (parsed.isError) throw parsed.error
    expect(parsed.channelToken).toBe(channelToken)
    const signed = await signIn(wallet, {
      privateKey: ada.custodyPrivateKey,
      fid: ada.fid,
      domain: 'localhost:8788',
      nonce,
    })
    const answered = await wallet.authenticate({
      channelToken,
      authKey: 'any',
      ...signed,
      signature: signed.signature,
      fid: ada.fid,
      username: ada.username,
      displayName: ada.displayName,
    })
    expect(answered.response.status).toBe(201)
    expect(answered.data).toMatchObject({ state: 'completed', fid: ada.fid, custody: ada.custody })

    const completed = await app.status({ channelToken })
    expect(completed.response.status).toBe(200)
    expect(completed.data).toMatchObject({
      state: 'completed',
      fid: ada.fid,
      username: ada.username,
      displayName: ada.displayName,
      custody: ada.custody,
      authMethod: 'custody',
      message: signed.message,
      signature: signed.signature,
      verifications: [],
    })
    const verified = await app.verifySignInMessage({
      nonce,
      domain: 'localhost:8788',
      message: completed.data.message ?? '',
      signature: completed.data.signature ?? '0x',
    })
    expect(verified).toMatchObject({ isError: false, success: true, fid: ada.fid })

    // Single use: once its completed state is read, the channel is gone.
    expect((await app.status({ channelToken })).response.status).toBe(401)
  })

  it('watchStatus follows a channel until the app answers', async () => {
    const { app, wallet } = farcasterClients(relay, harness.rpcUrl)
    const { channelToken, nonce } = (
      await app.createChannel({ siweUri: 'https://example.com/login', domain: 'example.com' })
    ).data
    const states: string[] = []
    const watching = app.watchStatus({
      channelToken,
      interval: 50,
      timeout: 15_000,
      onResponse: ({ data }) => states.push(data.state),
    })
    const signed = await signIn(wallet, {
      privateKey: ada.custodyPrivateKey,
      fid: ada.fid,
      domain: 'example.com',
      nonce,
    })
    await expect.poll(() => states.length).toBeGreaterThan(0)
    await wallet.authenticate({ channelToken, authKey: 'any', ...signed, fid: ada.fid })
    const done = await watching
    expect(done).toMatchObject({ isError: false, data: { state: 'completed', fid: ada.fid } })
    expect(states[0]).toBe('pending')
  })

  it('answers any origin, without credentials', async () => {
    const preflight = await fetch(`${relay}/v1/channel/authenticate`, {
      method: 'OPTIONS',
      headers: { origin: 'https://dapp.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'X-Farcaster-Auth-Relay-Key',
    )
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
