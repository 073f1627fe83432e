import {
  onRampOptionsResponse,
  onRampProvidersResponse,
  onRampQuoteResponse,
} from '@airlock/protocol/schemas'
import { parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { type OnRampApiState, useOnRampApi } from '../../test/onRampApiSuite.js'

describe('on-ramp API', () => {
  const suite = useOnRampApi()
  const { appWith, get, post, quoteBody, cents, client, fraction, ethPrice } = suite
  let closedPort: OnRampApiState['closedPort']
  let app: OnRampApiState['app']
  beforeAll(() => {
    ;({ closedPort, app } = suite.state)
  })

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
    // Each with this server's token image (the modal showed a "U" for USDC without one).
    const usdc = options.purchaseCurrencies.find((currency) => currency.id === 'USDC')
    expect(usdc?.iconUrl).toBe('http://127.0.0.1:8787/public/getTokenImage/USDC')
    const image = await app.request('/public/getTokenImage/USDC')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    expect(options.purchaseCurrencies.every((currency) => currency.iconUrl)).toBe(true)
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
})
