import { onRampStatus } from '@airlock/protocol'
import { historyResponse, onRampQuoteResponse, onRampUrlResponse } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { type OnRampApiState, useOnRampApi } from '../../test/onRampApiSuite.js'
import { createChainContexts } from '../blockchain/createChainContexts.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { createOnRampProviders } from '../onramp/createOnRampProviders.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { quoteLifetimeMs } from '../services/onramp/quoteOnRamp.js'
import { onRampRoutes } from './onramp.js'

describe('on-ramp API: checkout, delivery and access', () => {
  const suite = useOnRampApi()
  const {
    logger,
    goodCard,
    declinedCard,
    freshAddress,
    configWith,
    appWith,
    get,
    post,
    quoteBody,
    urlBody,
    client,
  } = suite
  let database: OnRampApiState['database']
  let fixture: OnRampApiState['fixture']
  let sandbox: OnRampApiState['sandbox']
  let closedPort: OnRampApiState['closedPort']
  let app: OnRampApiState['app']
  beforeAll(() => {
    ;({ database, fixture, sandbox, closedPort, app } = suite.state)
  })

  it('gives the sandbox checkout for a quote, and refuses URL requests that stray from it', async () => {
    const buyer = freshAddress()
    const quote = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody())).body)
    const { status, body } = await post(
      '/v1/generators/onrampurl',
      urlBody(buyer, quote.quoteId, { presetFiatAmount: 50, locale: 'ja' }),
    )
    expect(status).toBe(200)
    const { url } = onRampUrlResponse.parse(body)
    // The modal's language reaches the checkout.
    expect(url).toMatch(new RegExp(`^${sandbox.url}/onramp/checkout/[\\w-]{22}\\?locale=ja$`))
    const page = await (await fetch(url)).text()
    expect(page).toContain('<h1>USDC を購入</h1>')
    expect(page).toContain(`${quote.purchaseAmount.amount} USDC`)
    expect(page).toContain(`${buyer.slice(0, 6)}…${buyer.slice(-4)}`)

    const [payload = '', signature = ''] = quote.quoteId.split('.')
    const terms = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >
    const richer = `${Buffer.from(JSON.stringify({ ...terms, purchaseAmount: '999000000' })).toString('base64url')}.${signature}`
    const rows: [unknown, string, string][] = [
      [urlBody(buyer, richer), 'InvalidQuoteIdError', 'Invalid quoteId'],
      [urlBody(buyer, `${quote.quoteId}x`), 'InvalidQuoteIdError', 'Invalid quoteId'],
      [
        urlBody(buyer, quote.quoteId, { presetFiatAmount: 60 }),
        'QuoteMismatchError',
        'presetFiatAmount does not match the quote',
      ],
      [
        urlBody(buyer, quote.quoteId, { paymentCurrency: 'EUR' }),
        'QuoteMismatchError',
        'paymentCurrency does not match the quote',
      ],
      [
        urlBody(buyer, quote.quoteId, {
          destinationWallets: [{ address: buyer, blockchains: ['devnet'], assets: ['ETH'] }],
        }),
        'QuoteMismatchError',
        'destinationWallets assets does not match the quote',
      ],
      [
        urlBody(buyer, quote.quoteId, {
          destinationWallets: [{ address: buyer, blockchains: ['devnet-l2'], assets: ['USDC'] }],
        }),
        'QuoteMismatchError',
        'destinationWallets does not match the quote',
      ],
      [
        urlBody('0x1234', quote.quoteId, {
          destinationWallets: [{ address: '0x1234', blockchains: ['devnet'], assets: ['USDC'] }],
        }),
        'InvalidDestinationAddressError',
        'Invalid EVM address "0x1234" in destinationWallets[0].address',
      ],
      [
        urlBody(buyer, quote.quoteId, {
          destinationWallets: [{ address: buyer, blockchains: ['mars'], assets: ['USDC'] }],
        }),
        'UnknownOnRampNetworkError',
        'Unknown on-ramp network "mars"',
      ],
      [
        { ...urlBody(buyer, ''), quoteId: undefined },
        'QuoteRequiredError',
        'The Airlock Sandbox checkout needs a quoteId',
      ],
      [
        { ...urlBody(buyer, quote.quoteId), destinationWallets: [] },
        'ValidationError',
        'Invalid request body field "destinationWallets": Too small: expected array to have >=1 items',
      ],
      [
        urlBody(buyer, quote.quoteId, { locale: 'de"><' }),
        'ValidationError',
        'Invalid request body field "locale": expected a language tag such as de or pt-BR',
      ],
    ]
    for (const [request, name, message] of rows) {
      const answer = await post('/v1/generators/onrampurl', request)
      expect({
        status: answer.status,
        name: answer.body.name,
        message: answer.body.message,
      }).toEqual({
        status: 400,
        name,
        message,
      })
    }
  })

  it('refuses a quote id once the quote has expired', async () => {
    let now = Date.now()
    const config = configWith({ ONRAMP_SANDBOX_URL: sandbox.url })
    const contexts = createChainContexts(fixture.chains)
    const timed = new Hono()
      .route(
        '/',
        onRampRoutes({
          config,
          projects: cacheProjectRepository(createProjectRepository(database.db)),
          contexts,
          providers: createOnRampProviders({ config, chains: fixture.chains }),
          now: () => now,
        }),
      )
      .onError(errorHandler(logger))
    const quote = onRampQuoteResponse.parse(
      (await post('/v1/onramp/quote', quoteBody(), { target: timed })).body,
    )
    const buyer = freshAddress()
    now += quoteLifetimeMs - 1
    expect(
      (await post('/v1/generators/onrampurl', urlBody(buyer, quote.quoteId), { target: timed }))
        .status,
    ).toBe(200)
    now += 1
    const expired = await post('/v1/generators/onrampurl', urlBody(buyer, quote.quoteId), {
      target: timed,
    })
    expect(expired).toMatchObject({
      status: 400,
      body: { name: 'QuoteExpiredError', message: 'The quote has expired' },
    })
  })

  it('delivers a paid purchase and shows it in history?onramp=sandbox, newest first', async () => {
    const buyer = freshAddress()
    const quote = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody())).body)
    const declinedQuote = onRampQuoteResponse.parse(
      (await post('/v1/onramp/quote', quoteBody({ amount: '20' }))).body,
    )
    const checkout = async (quoteId: string, card: typeof goodCard) => {
      const { url } = onRampUrlResponse.parse(
        (await post('/v1/generators/onrampurl', urlBody(buyer, quoteId))).body,
      )
      const id = url.split('/').at(-1)
      const paid = await fetch(`${sandbox.url}/onramp/v1/sessions/${id}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(card),
      })
      expect(paid.ok).toBe(true)
      return id
    }
    const usdc = fixture.chains
      .find((chain) => chain.chainId === 31337)
      ?.tokens.find((token) => token.symbol === 'USDC')
    const balance = () =>
      client(31337).readContract({
        address: usdc?.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      })
    expect(await balance()).toBe(0n)

    const declinedId = await checkout(declinedQuote.quoteId, declinedCard)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const paidId = await checkout(quote.quoteId, goodCard)
    let history = historyResponse.parse(
      (await get(`/v1/account/${buyer}/history?onramp=sandbox`)).body,
    )
    for (let i = 0; i < 100 && history.data[0]?.metadata.status === onRampStatus.inProgress; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      history = historyResponse.parse(
        (await get(`/v1/account/${buyer}/history?onramp=sandbox`)).body,
      )
    }
    expect(history.next).toBeNull()
    expect(history.data.map((item) => [item.id, item.metadata.status])).toEqual([
      [paidId, onRampStatus.success],
      [declinedId, onRampStatus.failed],
    ])
    const [delivered] = history.data
    expect(delivered?.metadata).toMatchObject({
      chain: 'eip155:31337',
      sentTo: buyer,
      operationType: 'receive',
    })
    expect(delivered?.transfers).toEqual([
      {
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/USDC' },
        },
        direction: 'in',
        quantity: { numeric: quote.purchaseAmount.amount },
        value: Number(quote.paymentSubtotal.amount),
      },
    ])
    // Exactly the quoted amount arrived, in the transaction the history names.
    expect(await balance()).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    const receipt = await client(31337).getTransactionReceipt({
      hash: delivered?.metadata.hash as `0x${string}`,
    })
    expect(receipt.status).toBe('success')

    expect(
      historyResponse.parse(
        (await get(`/v1/account/${buyer}/history?onramp=sandbox&chainId=eip155:31338`)).body,
      ).data,
    ).toEqual([])
    expect(await get(`/v1/account/${buyer}/history?onramp=coinbase`)).toMatchObject({
      status: 400,
      body: { name: 'UnknownOnRampProviderError', message: 'Unknown on-ramp provider "coinbase"' },
    })
  })

  it('answers 502 when the sandbox is down, for the checkout and the purchases', async () => {
    const down = appWith({ ONRAMP_SANDBOX_URL: `http://127.0.0.1:${closedPort}` })
    const quote = onRampQuoteResponse.parse(
      (await post('/v1/onramp/quote', quoteBody(), { target: down })).body,
    )
    const buyer = freshAddress()
    expect(
      await post('/v1/generators/onrampurl', urlBody(buyer, quote.quoteId), { target: down }),
    ).toMatchObject({
      status: 502,
      body: { name: 'OnRampProviderUnavailableError', message: 'Airlock Sandbox is not answering' },
    })
    expect((await get(`/v1/account/${buyer}/history?onramp=sandbox`, down)).status).toBe(502)
  })

  it('limits quotes and checkout URLs per client of a project, with Retry-After', async () => {
    const config = configWith({ ONRAMP_SANDBOX_URL: sandbox.url })
    const limited = new Hono()
      .route(
        '/',
        onRampRoutes({
          config,
          projects: cacheProjectRepository(createProjectRepository(database.db)),
          contexts: createChainContexts(fixture.chains),
          providers: createOnRampProviders({ config, chains: fixture.chains }),
          rateLimit: { max: 2, windowMs: 60_000 },
        }),
      )
      .onError(errorHandler(logger))
    // Bad requests count too: the limit comes before the body is read.
    expect((await post('/v1/onramp/quote', {}, { target: limited })).status).toBe(400)
    expect((await post('/v1/onramp/quote', quoteBody(), { target: limited })).status).toBe(200)
    const refused = await limited.request('/v1/generators/onrampurl?projectId=dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(urlBody(freshAddress(), 'quote')),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(await refused.json()).toMatchObject({
      name: 'OnRampRateLimitedError',
      message: 'Too many on-ramp quotes or checkout URLs requested',
    })
  })

  it("lets the project's origins post quotes from the browser, and no other origin", async () => {
    const preflight = (origin: string) =>
      app.request('/v1/onramp/quote?projectId=dev', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight('http://localhost:3000')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST')
    expect((await preflight('https://evil.example')).status).toBe(403)
    const options = await app.request('/v1/onramp/options?projectId=dev', {
      headers: { origin: 'https://any.example' },
    })
    expect(options.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('hides the providers from restricted countries and lists the restricted time zones', async () => {
    const restricted = appWith({
      ONRAMP_SANDBOX_URL: sandbox.url,
      ONRAMP_RESTRICTED_COUNTRIES: 'CN,KP',
      ONRAMP_COUNTRY_HEADER: 'cf-ipcountry',
      ONRAMP_RESTRICTED_TIMEZONES: 'Asia/Shanghai,Asia/Urumqi',
    })
    const fromChina = await get('/v1/onramp/providers', restricted, { 'cf-ipcountry': 'cn' })
    expect(fromChina.body).toEqual({
      providers: [],
      restrictedTimezones: ['ASIA/SHANGHAI', 'ASIA/URUMQI'],
    })
    const fromGermany = await get('/v1/onramp/providers', restricted, { 'cf-ipcountry': 'DE' })
    expect((fromGermany.body.providers as unknown[]).length).toBe(1)
    expect(
      await post('/v1/onramp/quote', quoteBody(), {
        target: restricted,
        headers: { 'cf-ipcountry': 'CN' },
      }),
    ).toEqual({
      status: 403,
      body: {
        name: 'OnRampRegionRestrictedError',
        message: 'Buying crypto is not available in your region',
      },
    })
    expect(
      (
        await post('/v1/onramp/quote', quoteBody(), {
          target: restricted,
          headers: { 'cf-ipcountry': 'DE' },
        })
      ).status,
    ).toBe(200)
  })
})
