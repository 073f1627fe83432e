import { getFreePort } from '@airlock/devnet'
import {
  historyResponse,
  onRampOptionsResponse,
  onRampProvidersResponse,
  onRampQuoteResponse,
  onRampStatus,
  onRampUrlResponse,
} from '@airlock/protocol'
import { startSandbox } from '@airlock/sandbox'
import { Hono } from 'hono'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type DevnetFixture, startDevnetFixture } from '../../test/blockchainFixture.js'
import { createChainContexts } from '../blockchain/createChainContexts.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { createOnRampProviders } from '../onramp/createOnRampProviders.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'
import { onRampRoutes, quoteLifetimeMs } from './onramp.js'

const logger = createLogger({ logLevel: 'silent' })
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Ada' }
const declinedCard = { ...goodCard, number: '4000 0000 0000 0002' }
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

let database: TestDatabase
let fixture: DevnetFixture
let sandbox: Awaited<ReturnType<typeof startSandbox>>
let closedPort: number
let app: ReturnType<typeof createApp>

/** The server's configuration for the test devnet, plus `env`. */
const configWith = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RPC_URL_31337: fixture.rpcUrl(31337),
    RPC_URL_31338: fixture.rpcUrl(31338),
    ...env,
  })
const appWith = (env: Record<string, string>) =>
  createApp({ config: configWith(env), db: database, logger })

beforeAll(async () => {
  ;[database, fixture] = await Promise.all([openPglite(), startDevnetFixture()])
  await runMigrations(database)
  await ensureDevProject(createProjectRepository(database.db))
  sandbox = await startSandbox({ port: 0, smtpPort: 0, chains: fixture.devnet.chains })
  closedPort = await getFreePort()
  app = appWith({ ONRAMP_SANDBOX_URL: sandbox.url })
})
afterAll(async () => {
  await sandbox?.close()
  await Promise.all([database?.dispose(), fixture?.stop()])
})

async function get(path: string, target = app, headers: Record<string, string> = {}) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await target.request(`${path}${separator}projectId=dev`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function post(
  path: string,
  body: unknown,
  {
    target = app,
    headers = {},
  }: { target?: Pick<Hono, 'request'>; headers?: Record<string, string> } = {},
) {
  const response = await target.request(`${path}?projectId=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '50',
  network: 'devnet',
  ...overrides,
})
const urlBody = (address: string, quoteId: string, overrides: Record<string, unknown> = {}) => ({
  destinationWallets: [{ address, blockchains: ['devnet'], assets: ['USDC'] }],
  partnerUserId: address,
  defaultExperience: 'buy',
  quoteId,
  ...overrides,
})
const cents = (amount: string) => BigInt(amount.replace('.', ''))
const client = (chainId: number) => createPublicClient({ transport: http(fixture.rpcUrl(chainId)) })

/** An exact fraction of a JSON number's decimal digits, as the quote reads the balance API's prices. */
function fraction(value: number): [bigint, bigint] {
  const [whole = '0', decimals = ''] = String(value).split('.')
  return [BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length)]
}

/** ETH's price as the balance and price endpoints report it. */
async function ethPrice(): Promise<number> {
  const prices = await post('/v1/fungible/price', {
    currency: 'usd',
    addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    projectId: 'dev',
  })
  const [eth] = (prices.body.fungibles as { price: number }[]) ?? []
  return eth?.price ?? expect.fail('no ETH price')
}

describe('on-ramp API', () => {
  it('lists the sandbox as the provider, with a logo this server draws', async () => {
    const { status, body } = await get('/v1/onramp/providers')
    expect(status).toBe(200)
    expect(onRampProvidersResponse.parse(body)).toEqual({
      providers: [
        {
          id: 'sandbox',
          name: 'Airlock Sandbox',
          logoUrl: 'http://127.0.0.1:8787/public/getOnRampProviderImage/sandbox',
          feeRange: '1-2%',
          namespaces: ['eip155'],
        },
      ],
      restrictedTimezones: [],
    })
    const logo = await app.request('/public/getOnRampProviderImage/sandbox')
    expect(logo.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await logo.text()).toContain('<title>Airlock Sandbox</title>')
    expect((await app.request('/public/getOnRampProviderImage/nope')).status).toBe(404)
  })

  it("answers the sandbox's options: card only, and the dev tokens it can mint", async () => {
    const { status, body } = await get('/v1/onramp/options')
    expect(status).toBe(200)
    const options = onRampOptionsResponse.parse(body)
    expect(options.paymentCurrencies.map((currency) => currency.payment_method_limits)).toEqual([
      [{ id: 'card', min: '10.00', max: '7500.00' }],
      [{ id: 'card', min: '10.00', max: '7500.00' }],
    ])
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'WBTC',
    ])
  })

  it('falls back to the spec’s options and the devnet when the sandbox does not answer', async () => {
    const down = appWith({ ONRAMP_SANDBOX_URL: `http://127.0.0.1:${closedPort}` })
    const options = onRampOptionsResponse.parse((await get('/v1/onramp/options', down)).body)
    expect(
      options.paymentCurrencies.map((currency) => [currency.id, currency.payment_method_limits]),
    ).toEqual(
      ['USD', 'EUR'].map((id) => [
        id,
        [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      ]),
    )
    expect(
      options.purchaseCurrencies.map((currency) => [
        currency.id,
        currency.networks.map(
          (network) => `${network.name}:${network.chain_id}:${network.contract_address}`,
        ),
      ]),
    ).toEqual([
      [
        'USDC',
        [
          'devnet:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
          'devnet-l2:31338:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        ],
      ],
      ['ETH', ['devnet:31337:', 'devnet-l2:31338:']],
    ])
    // With Coinbase configured too, the fallback is the spec's networks and the devnet.
    const both = appWith({
      ONRAMP_SANDBOX_URL: `http://127.0.0.1:${closedPort}`,
      COINBASE_ONRAMP_APP_ID: 'app-123',
    })
    const joined = onRampOptionsResponse.parse((await get('/v1/onramp/options', both)).body)
    expect(joined.purchaseCurrencies[0]?.networks.map((network) => network.name)).toEqual([
      'devnet',
      'devnet-l2',
      'ethereum',
      'polygon',
    ])
    // With no provider at all, the spec's list alone.
    const none = appWith({})
    expect((await get('/v1/onramp/providers', none)).body.providers).toEqual([])
    const bare = onRampOptionsResponse.parse((await get('/v1/onramp/options', none)).body)
    expect(bare.purchaseCurrencies[0]?.networks.map((network) => network.chain_id)).toEqual([
      '1',
      '137',
    ])
  })

  it('quotes 50 USD of USDC: total = subtotal + 1.5 % fee + gas, and the subtotal is bought at 1', async () => {
    const gasPrice = await client(31337).getGasPrice()
    const price = await ethPrice()
    const { status, body } = await post('/v1/onramp/quote', quoteBody())
    expect(status).toBe(200)
    const quote = onRampQuoteResponse.parse(body)
    expect(quote.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '0.75', currency: 'USD' })
    expect(quote.provider).toBe('sandbox')
    // 65,000 gas × gas price × ETH price, rounded up to the cent.
    const [priceNumerator, priceDenominator] = fraction(price)
    const gasCents = 65_000n * gasPrice * priceNumerator * 100n
    const gasDenominator = 10n ** 18n * priceDenominator
    const expectedGas = (gasCents + gasDenominator - 1n) / gasDenominator
    expect(cents(quote.networkFee.amount)).toBe(expectedGas)
    expect(
      cents(quote.paymentSubtotal.amount) +
        cents(quote.coinbaseFee.amount) +
        cents(quote.networkFee.amount),
    ).toBe(5000n)
    expect(quote.purchaseAmount).toEqual({ amount: quote.paymentSubtotal.amount, currency: 'USDC' })
  })

  it('quotes ETH at the pools’ price, to the wei, and EUR at the configured rate', async () => {
    const price = await ethPrice()
    const eth = onRampQuoteResponse.parse(
      (await post('/v1/onramp/quote', quoteBody({ purchaseCurrency: 'eth', amount: '100.00' })))
        .body,
    )
    const [numerator, denominator] = fraction(price)
    const wei = (cents(eth.paymentSubtotal.amount) * denominator * 10n ** 16n) / numerator
    expect(parseUnits(eth.purchaseAmount.amount, 18)).toBe(wei)
    expect(eth.purchaseAmount.currency).toBe('ETH')

    const eur = onRampQuoteResponse.parse(
      (await post('/v1/onramp/quote', quoteBody({ paymentCurrency: 'eur' }))).body,
    )
    expect(eur.paymentTotal).toEqual({ amount: '50.00', currency: 'EUR' })
    expect(eur.coinbaseFee).toEqual({ amount: '0.75', currency: 'EUR' })
    // 1 EUR = 1.08 USD = 1.08 USDC (ONRAMP_EUR_USD's default).
    expect(parseUnits(eur.purchaseAmount.amount, 6)).toBe(
      (cents(eur.paymentSubtotal.amount) * 108n * 10n ** 6n) / 10_000n,
    )
  })

  it('enforces the limits with messages naming currency, method and bound', async () => {
    const rows: [Record<string, unknown>, string][] = [
      [quoteBody({ amount: '9.99' }), 'Amount must be at least 10.00 USD for card'],
      [quoteBody({ amount: '7500.01' }), 'Amount must be at most 7500.00 USD for card'],
      [
        quoteBody({ amount: '5', paymentCurrency: 'EUR' }),
        'Amount must be at least 10.00 EUR for card',
      ],
      [quoteBody({ amount: '99999999999' }), 'Amount must be at most 7500.00 USD for card'],
    ]
    for (const [body, message] of rows)
      expect(await post('/v1/onramp/quote', body)).toEqual({
        status: 400,
        body: { name: 'OnRampAmountOutOfRangeError', message },
      })
    expect((await post('/v1/onramp/quote', quoteBody({ amount: '10' }))).status).toBe(200)
    expect((await post('/v1/onramp/quote', quoteBody({ amount: '7500.00' }))).status).toBe(200)
  })

  it('refuses bad quote input with a 4xx naming the problem', async () => {
    const rows: [unknown, number, string, string][] = [
      [
        quoteBody({ purchaseCurrency: 'DOGE' }),
        400,
        'UnknownPurchaseCurrencyError',
        'Unknown purchase currency "DOGE"',
      ],
      [
        quoteBody({ paymentCurrency: 'GBP' }),
        400,
        'UnknownPaymentCurrencyError',
        'Unknown payment currency "GBP"',
      ],
      [
        quoteBody({ network: 'solana' }),
        400,
        'UnknownOnRampNetworkError',
        'USDC is not sold on network "solana"',
      ],
      [
        quoteBody({ paymentMethod: 'ach_bank_account' }),
        400,
        'UnknownPaymentMethodError',
        'Payment method "ach_bank_account" is not offered for USD',
      ],
      [quoteBody({ amount: '-5' }), 400, 'InvalidOnRampAmountError', 'Invalid amount "-5"'],
      [quoteBody({ amount: '0' }), 400, 'InvalidOnRampAmountError', 'Invalid amount "0"'],
      [quoteBody({ amount: 'fifty' }), 400, 'InvalidOnRampAmountError', 'Invalid amount "fifty"'],
      [quoteBody({ amount: '1e9' }), 400, 'InvalidOnRampAmountError', 'Invalid amount "1e9"'],
      [
        quoteBody({ amount: 50 }),
        400,
        'ValidationError',
        'Invalid request body field "amount": Invalid input: expected string, received number',
      ],
      [
        quoteBody({ provider: 'nope' }),
        400,
        'UnknownOnRampProviderError',
        'Unknown on-ramp provider "nope"',
      ],
      ['{"purchaseCurrency":', 400, 'InvalidJsonError', 'Malformed JSON in request body'],
    ]
    for (const [body, status, name, message] of rows) {
      const answer = await post('/v1/onramp/quote', body)
      expect({
        status: answer.status,
        name: answer.body.name,
        message: answer.body.message,
      }).toEqual({
        status,
        name,
        message,
      })
    }
    const form = await app.request('/v1/onramp/quote?projectId=dev', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=50',
    })
    expect(form.status).toBe(415)
    const anonymous = await app.request('/v1/onramp/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteBody()),
    })
    expect(await anonymous.json()).toMatchObject({ name: 'ProjectIdNotConfiguredError' })
  })

  it('gives the sandbox checkout for a quote, and refuses URL requests that stray from it', async () => {
    const buyer = freshAddress()
    const quote = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody())).body)
    const { status, body } = await post(
      '/v1/generators/onrampurl',
      urlBody(buyer, quote.quoteId, { presetFiatAmount: 50 }),
    )
    expect(status).toBe(200)
    const { url } = onRampUrlResponse.parse(body)
    expect(url).toMatch(new RegExp(`^${sandbox.url}/onramp/checkout/[\\w-]{22}$`))
    const page = await (await fetch(url)).text()
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
