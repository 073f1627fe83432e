import { getFreePort } from '@airlock/devnet'
import { onRampStatus } from '@airlock/protocol'
import { transaction } from '@airlock/protocol/schemas'
import { createSandboxApp } from '@airlock/sandbox'
import { describe, expect, it } from 'vitest'
import { resolveBlockchainChains } from '../blockchain/resolveBlockchainChains.js'
import { loadConfig } from '../config/loadConfig.js'
import {
  OnRampCheckoutRefusedError,
  OnRampProviderUnavailableError,
  QuoteRequiredError,
} from '../errors/onramp.js'
import type { QuoteTerms } from './createQuoteSigner.js'
import type { OnRampCheckoutRequest } from './onRampProvider.js'
import { sandboxProvider } from './sandboxProvider.js'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const publicUrl = 'http://127.0.0.1:8787'
const chains = resolveBlockchainChains({ config: loadConfig({ DATA_DIR: '/nonexistent' }) })
// The sandbox itself, in process. Nothing here pays with the good card, so its treasury never
// reaches for the chains (whose RPC URLs lead nowhere).
const sandbox = createSandboxApp({
  onRamp: {
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
    ],
  },
})
const provider = sandboxProvider({
  url: 'http://sandbox.test',
  publicUrl,
  chains,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    sandbox.request(String(input), init)) as typeof fetch,
})
const quote: QuoteTerms = {
  provider: 'sandbox',
  network: 'devnet',
  chainId: 31337,
  asset: 'USDC',
  contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
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
  destinations: [{ address: wallet, blockchains: ['devnet'], assets: ['USDC'] }],
  quote,
  quoteId: 'the-signed-id',
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

describe('sandboxProvider', () => {
  it("reads the sandbox's options, and falls back to USDC and ETH on the devnet", async () => {
    const options = await provider.options()
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'WBTC',
    ])
    expect(
      provider.fallbackOptions.purchaseCurrencies.map((currency) => [
        currency.id,
        currency.networks.map((n) => n.name),
      ]),
    ).toEqual([
      ['USDC', ['devnet', 'devnet-l2']],
      ['ETH', ['devnet', 'devnet-l2']],
    ])
  })

  it('opens a session holding exactly the quoted terms; the URL carries only its id', async () => {
    const url = await provider.createCheckout(request())
    expect(url).toMatch(/^http:\/\/sandbox\.test\/onramp\/checkout\/[\w-]{22}$/)
    const page = await (await sandbox.request(url)).text()
    for (const text of ['$50.00', '49.05 USDC', 'Airlock Devnet', '0x7099…79C8', '$0.75', '$0.20'])
      expect(page).toContain(text)
    // The modal's language rides along: the checkout speaks it.
    const german = await provider.createCheckout(request({ locale: 'de-AT' }))
    expect(german).toMatch(/^http:\/\/sandbox\.test\/onramp\/checkout\/[\w-]{22}\?locale=de$/)
    expect(await (await sandbox.request(german)).text()).toContain('<h1>USDC kaufen</h1>')
  })

  it('needs a quote, and passes on the reason when the sandbox refuses one', async () => {
    await expect(
      provider.createCheckout(request({ quote: undefined, quoteId: undefined })),
    ).rejects.toThrowError(QuoteRequiredError)
    const elsewhere = provider.createCheckout(
      request({
        quote: { ...quote, network: 'ethereum', chainId: 1 },
        destinations: [{ address: wallet, blockchains: ['ethereum'], assets: ['USDC'] }],
      }),
    )
    await expect(elsewhere).rejects.toThrowError(OnRampCheckoutRefusedError)
    await expect(elsewhere).rejects.toMatchObject({
      details: `Invalid session request field "chainId": expected one of the sandbox's chains (31337, 31338)`,
    })
  })

  it("lists the address's purchases as history items with the on-ramp status", async () => {
    const buyer = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const url = await provider.createCheckout(
      request({ destinations: [{ address: buyer, blockchains: ['devnet'], assets: ['USDC'] }] }),
    )
    expect(await provider.purchases(buyer)).toEqual([])
    const id = url.split('/').at(-1)
    await sandbox.request(`/onramp/v1/sessions/${id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4000000000000002',
        expiry: '12/99',
        cvc: '123',
        name: 'Carol',
      }),
    })
    const [item, ...rest] = await provider.purchases(buyer)
    expect(rest).toEqual([])
    expect(transaction.parse(item)).toMatchObject({
      id,
      metadata: {
        operationType: 'receive',
        hash: '',
        chain: 'eip155:31337',
        sentFrom: 'Airlock Sandbox',
        sentTo: buyer,
        status: onRampStatus.failed,
      },
      transfers: [
        {
          fungible_info: {
            name: 'USD Coin',
            symbol: 'USDC',
            icon: { url: `${publicUrl}/public/getTokenImage/USDC` },
          },
          direction: 'in',
          quantity: { numeric: '49.05' },
          value: 49.05,
        },
      ],
    })
  })

  it('reports a sandbox that does not answer as unavailable', async () => {
    const closed = sandboxProvider({
      url: `http://127.0.0.1:${await getFreePort()}`,
      publicUrl,
      chains,
    })
    await expect(closed.options()).rejects.toThrowError(OnRampProviderUnavailableError)
    await expect(closed.createCheckout(request())).rejects.toThrowError(
      OnRampProviderUnavailableError,
    )
    await expect(closed.purchases(wallet)).rejects.toThrowError('Airlock Sandbox is not answering')
  })
})
