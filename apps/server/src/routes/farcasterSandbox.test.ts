import { farcasterSpareCustodyKey, setFarcasterCustody } from '@airlock/devnet'
import { approveFarcasterSignIn, createSandboxApp } from '@airlock/sandbox'
import { Hono } from 'hono'
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
} from '../../test/farcasterHarness.js'

// The sandbox's Farcaster app (page and the CLI's function) answering our relay, with profiles
// from the sandbox's hub stand-in.
describeEachBackend('the sandbox Farcaster app against the relay', (backend) => {
  let harness: FarcasterHarness
  let relay: string
  let sandbox: string
  let clients: ReturnType<typeof farcasterClients>

  beforeAll(async () => {
    harness = await openFarcasterHarness(backend)
    // The relay and the sandbox name each other: the sandbox's address first, its app once the
    // relay's address is known.
    let app: Hono | undefined
    sandbox = await harness.serve(new Hono().all('*', (c) => (app as Hono).fetch(c.req.raw)))
    relay = await harness.serve(harness.relay({ hubUrl: `${sandbox}/farcaster/hub` }))
    app = createSandboxApp({ farcaster: { relayUrl: relay } })
    clients = farcasterClients(relay, harness.rpcUrl)
  })
  afterAll(() => harness?.dispose())

  const open = async () =>
    (
      await clients.app.createChannel({
        siweUri: 'http://localhost:8788/farcaster',
        domain: 'localhost:8788',
      })
    ).data

  it('asks "Sign in to <domain>?" and approves with the chosen account', async () => {
    const { url, channelToken } = await open()
    const page = await fetch(`${sandbox}/farcaster/connect?lang=en&link=${encodeURIComponent(url)}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Sign in to <bdi dir="ltr">localhost:8788</bdi>?')
    for (const account of [ada, grace, linus]) expect(html).toContain(`value="${account.fid}"`)
    const approved = await fetch(`${sandbox}/farcaster/connect?lang=de`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken, fid: String(grace.fid) }),
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('als @<bdi dir="ltr">grace</bdi> angemeldet')
    const status = await clients.app.status({ channelToken })
    expect(status.data).toMatchObject({
      state: 'completed',
      fid: grace.fid,
      username: grace.username,
      displayName: grace.displayName,
      custody: grace.custody,
    })
  })

  it('takes the https form of the link, and refuses a bad or answered link', async () => {
    const { channelToken } = await open()
    const https = await fetch(`${sandbox}/farcaster/connect?channelToken=${channelToken}`)
    expect(await https.text()).toContain('localhost:8788')
    await approveFarcasterSignIn({
      relayUrl: relay,
      link: `https://x.test/?channelToken=${channelToken}`,
    })
    const answered = await fetch(
      `${sandbox}/farcaster/connect?channelToken=${channelToken}&lang=en`,
    )
    expect(answered.status).toBe(410)
    expect(await answered.text()).toContain('expired or was already answered')
    const bad = await fetch(`${sandbox}/farcaster/connect?lang=en&link=mailto:someone`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('not a Farcaster sign-in link')
  })

  it('the old custody key of a transferred FID is refused by the relay', async () => {
    const spare = privateKeyToAccount(farcasterSpareCustodyKey)
    await setFarcasterCustody({ rpcUrl: harness.rpcUrl, fid: linus.fid, custody: spare.address })
    const { url, channelToken } = await open()
    await expect(
      approveFarcasterSignIn({ relayUrl: relay, link: url, fid: linus.fid }),
    ).rejects.toMatchObject({ name: 'FarcasterApprovalRefusedError', reason: /owner of fid 1003/ })
    const page = await fetch(`${sandbox}/farcaster/connect?lang=en`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken, fid: String(linus.fid) }),
    })
    expect(page.status).toBe(502)
    expect(await page.text()).toContain('The relay refused the sign-in')
    expect((await clients.app.status({ channelToken })).response.status).toBe(202)
  })
})
