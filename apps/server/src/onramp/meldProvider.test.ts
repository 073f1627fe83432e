import { describe, expect, it } from 'vitest'
import type { QuoteTerms } from './createQuoteSigner.js'
import { meldProvider } from './meldProvider.js'
import type { OnRampCheckoutRequest } from './onRampProvider.js'

const provider = meldProvider({ publicKey: 'pk_test_123', publicUrl: 'http://127.0.0.1:8787' })
const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const quote: QuoteTerms = {
  provider: 'meld',
  network: 'polygon',
  chainId: 137,
  asset: 'USDC',
  contract: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  decimals: 6,
  purchaseAmount: '49050000',
  paymentTotal: '50.00',
  paymentSubtotal: '49.05',
  providerFee: '0.75',
  networkFee: '0.20',
  paymentCurrency: 'EUR',
  paymentMethod: 'card',
  expiresAt: Date.now() + 60_000,
}
const request = (overrides: Partial<OnRampCheckoutRequest> = {}): OnRampCheckoutRequest => ({
  destinations: [{ address: wallet, blockchains: ['ethereum'], assets: ['USDC'] }],
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

describe('meldProvider', () => {
  it('describes itself for the providers list', () => {
    expect({ ...provider, fallbackOptions: undefined }).toMatchObject({
      id: 'meld',
      name: 'Meld.io',
      logoUrl: 'http://127.0.0.1:8787/public/getOnRampProviderImage/meld',
      feeRange: '1-2%',
      namespaces: ['eip155', 'solana'],
    })
  })

  it('builds the widget URL with the key, wallet, currency, amount and the project as customer', async () => {
    const url = await provider.createCheckout(
      request({ presetFiatAmount: 50, paymentCurrency: 'USD' }),
    )
    expect(url.startsWith('https://meldcrypto.com/?')).toBe(true)
    expect(parameters(url)).toEqual({
      publicKey: 'pk_test_123',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
      externalCustomerId: 'dev',
    })
  })

  it("takes a quote's network, asset, total and currency, in Meld's codes off Ethereum", async () => {
    const url = await provider.createCheckout(
      request({
        destinations: [
          {
            address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
            blockchains: ['ethereum'],
            assets: ['USDC'],
          },
          { address: wallet, blockchains: ['polygon'], assets: ['USDC'] },
        ],
        quote,
      }),
    )
    expect(parameters(url)).toMatchObject({
      destinationCurrencyCode: 'USDC_POLYGON',
      walletAddress: wallet,
      sourceAmount: '50.00',
      sourceCurrencyCode: 'EUR',
    })
  })

  it('has no options or purchases API: the fallback and an empty history', async () => {
    await expect(provider.options()).rejects.toThrow('Meld.io is not answering')
    expect(provider.fallbackOptions.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'USDC',
      'ETH',
    ])
    expect(await provider.purchases(wallet)).toEqual([])
  })
})
