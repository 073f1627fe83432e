import { generateKeyPairSync, verify } from 'node:crypto'
import { transaction } from '@airlock/protocol/schemas'
import { describe, expect, it } from 'vitest'
import { OnRampCheckoutRefusedError, OnRampProviderUnavailableError } from '../errors/onramp.js'
import { coinbaseProvider } from './coinbaseProvider.js'
import type { QuoteTerms } from './createQuoteSigner.js'
import type { OnRampCheckoutRequest } from './onRampProvider.js'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const publicUrl = 'http://127.0.0.1:8787'
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const apiKeySecret = privateKey.export({ format: 'pem', type: 'sec1' }).toString()
const quote: QuoteTerms = {
  provider: 'coinbase',
  network: 'base',
  chainId: 8453,
  asset: 'USDC',
  contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  decimals: 6,
  purchaseAmount: '49050000',
  paymentTotal: '50.00',
  paymentSubtotal: '49.05',
  providerFee: '0.75',
  networkFee: '0.20',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  expiresAt: Date.now() + 60_000,
}
const request = (overrides: Partial<OnRampCheckoutRequest> = {}): OnRampCheckoutRequest => ({
  destinations: [{ address: wallet, blockchains: ['ethereum', 'base'], assets: ['USDC', 'ETH'] }],
  quote: undefined,
  quoteId: undefined,
  defaultNetwork: undefined,
  defaultAsset: undefined,
  presetFiatAmount: undefined,
  presetCryptoAmount: undefined,
  paymentCurrency: undefined,
  partnerUserId: wallet,
  defaultExperience: 'buy',
  projectId: 'dev',
  locale: undefined,
  ...overrides,
})
const parameters = (url: string) => Object.fromEntries(new URL(url).searchParams)

/** A stand-in for Coinbase's API that records each call and answers with `answer`. */
function fakeCoinbase(answer: (url: URL, init: RequestInit) => Response) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    calls.push({ url, init })
    return answer(url, init)
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

function bearerIsValid(init: RequestInit, uri: string): boolean {
  const authorization = new Headers(init.headers).get('authorization') ?? ''
  const [header, payload, signature] = authorization.replace(/^Bearer /, '').split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
    uris: string[]
  }
  return (
    claims.uris[0] === uri &&
    verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    )
  )
}

describe('coinbaseProvider', () => {
  it('builds the hosted Onramp URL from the app id, addresses and assets without an API key', async () => {
    const provider = coinbaseProvider({ appId: 'app-123', publicUrl, chains: [] })
    const url = await provider.createCheckout(
      request({ presetFiatAmount: 50, paymentCurrency: 'USD' }),
    )
    expect(url.startsWith('https://pay.coinbase.com/buy/select-asset?')).toBe(true)
    expect(parameters(url)).toEqual({
      appId: 'app-123',
      addresses: JSON.stringify({ [wallet]: ['ethereum', 'base'] }),
      assets: JSON.stringify(['USDC', 'ETH']),
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      partnerUserId: wallet,
      defaultExperience: 'buy',
    })
  })

  it("presets the quote's network, asset, total, currency and method", async () => {
    const provider = coinbaseProvider({ appId: 'app-123', publicUrl, chains: [] })
    const url = await provider.createCheckout(request({ quote, quoteId: 'signed' }))
    expect(parameters(url)).toMatchObject({
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
    })
  })

  it('asks for a session token with a signed CDP JWT when it has an API key, and sends only that', async () => {
    const coinbase = fakeCoinbase(() => Response.json({ token: 'session-token-1', channel_id: '' }))
    const provider = coinbaseProvider({
      appId: 'app-123',
      apiKeyName: 'organizations/o/apiKeys/k',
      apiKeySecret,
      publicUrl,
      chains: [],
      fetch: coinbase.fetch,
    })
    const url = await provider.createCheckout(request({ quote, quoteId: 'signed' }))
    expect(parameters(url)).toEqual({
      sessionToken: 'session-token-1',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      partnerUserId: wallet,
      defaultExperience: 'buy',
    })
    const [call] = coinbase.calls
    expect(call?.url.toString()).toBe('https://api.developer.coinbase.com/onramp/v1/token')
    expect(call?.init.method).toBe('POST')
    expect(JSON.parse(String(call?.init.body))).toEqual({
      addresses: [{ address: wallet, blockchains: ['ethereum', 'base'] }],
      assets: ['USDC', 'ETH'],
    })
    expect(bearerIsValid(call?.init ?? {}, 'POST api.developer.coinbase.com/onramp/v1/token')).toBe(
      true,
    )
  })

  it('tells a refused token request from a Coinbase that does not answer', async () => {
    const refusing = coinbaseProvider({
      appId: 'app-123',
      apiKeyName: 'k',
      apiKeySecret,
      publicUrl,
      chains: [],
      fetch: fakeCoinbase(() => Response.json({ message: 'unauthorized' }, { status: 401 })).fetch,
    })
    await expect(refusing.createCheckout(request())).rejects.toThrowError(
      OnRampCheckoutRefusedError,
    )
    const silent = coinbaseProvider({
      appId: 'app-123',
      apiKeyName: 'k',
      apiKeySecret,
      publicUrl,
      chains: [],
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
    })
    await expect(silent.createCheckout(request())).rejects.toThrowError(
      OnRampProviderUnavailableError,
    )
  })

  it("reads the buyer's purchases from the transaction status API as history items", async () => {
    const coinbase = fakeCoinbase(() =>
      Response.json({
        transactions: [
          {
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            purchase_currency: 'USDC',
            purchase_network: 'base',
            purchase_amount: { value: '49.05', currency: 'USDC' },
            payment_total: { value: '50.00', currency: 'USD' },
            payment_subtotal: { value: '49.05', currency: 'USD' },
            coinbase_fee: { value: '0.75', currency: 'USD' },
            network_fee: { value: '0.20', currency: 'USD' },
            tx_hash: `0x${'ab'.repeat(32)}`,
            created_at: '2026-01-02T03:04:05Z',
            completed_at: '2026-01-02T03:06:00Z',
            wallet_address: wallet.toLowerCase(),
            transaction_id: 'cb-1',
            payment_method: 'CARD',
          },
          {
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            purchase_currency: 'ETH',
            purchase_network: 'ethereum',
            purchase_amount: { value: '0.01', currency: 'ETH' },
            created_at: '2026-01-01T00:00:00Z',
            wallet_address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
            transaction_id: 'cb-other-wallet',
          },
        ],
        next_page_key: '',
        total_count: '2',
      }),
    )
    const provider = coinbaseProvider({
      appId: 'app-123',
      apiKeyName: 'k',
      apiKeySecret,
      publicUrl,
      chains: [],
      fetch: coinbase.fetch,
    })
    const purchases = await provider.purchases(wallet)
    expect(coinbase.calls[0]?.url.toString()).toBe(
      `https://api.developer.coinbase.com/onramp/v1/buy/user/${wallet}/transactions?page_size=20`,
    )
    expect(
      bearerIsValid(
        coinbase.calls[0]?.init ?? {},
        `GET api.developer.coinbase.com/onramp/v1/buy/user/${wallet}/transactions`,
      ),
    ).toBe(true)
    expect(purchases.map((item) => transaction.parse(item))).toEqual([
      {
        id: 'cb-1',
        metadata: {
          operationType: 'receive',
          hash: `0x${'ab'.repeat(32)}`,
          chain: 'eip155:8453',
          minedAt: '2026-01-02T03:06:00Z',
          sentFrom: 'Coinbase',
          sentTo: wallet.toLowerCase(),
          status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
          nonce: 0,
        },
        transfers: [
          {
            fungible_info: { name: 'USDC', symbol: 'USDC' },
            direction: 'in',
            quantity: { numeric: '49.05' },
            value: 49.05,
          },
        ],
      },
    ])
  })

  it('has no purchases to show without an API key, and no options API to ask', async () => {
    const provider = coinbaseProvider({ appId: 'app-123', publicUrl, chains: [] })
    expect(await provider.purchases(wallet)).toEqual([])
    await expect(provider.options()).rejects.toThrowError(OnRampProviderUnavailableError)
    expect(provider.fallbackOptions.purchaseCurrencies[0]?.networks).toEqual([
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      },
    ])
  })
})
