import { describe, expect, it } from 'vitest'
import { InvalidQuoteIdError, QuoteExpiredError } from '../errors/onramp.js'
import { createQuoteSigner, type QuoteTerms } from './createQuoteSigner.js'

const terms: QuoteTerms = {
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
  expiresAt: 1_000_600_000,
}
const secret = 'a-test-secret-that-is-long-enough-to-use'

describe('createQuoteSigner', () => {
  it('gives back the terms of its own, fresh quote ids', () => {
    const signer = createQuoteSigner({ secret, now: () => 1_000_000_000 })
    expect(signer.verify(signer.sign(terms))).toEqual(terms)
  })

  it('refuses an id whose terms were altered, even when re-encoded cleanly', () => {
    const signer = createQuoteSigner({ secret, now: () => 1_000_000_000 })
    const [, signature] = signer.sign(terms).split('.')
    const richer = Buffer.from(JSON.stringify({ ...terms, purchaseAmount: '490500000' })).toString(
      'base64url',
    )
    expect(() => signer.verify(`${richer}.${signature}`)).toThrowError(InvalidQuoteIdError)
  })

  it('refuses a changed signature, a foreign secret and malformed ids', () => {
    const signer = createQuoteSigner({ secret, now: () => 1_000_000_000 })
    const id = signer.sign(terms)
    const last = id.at(-1) === 'A' ? 'B' : 'A'
    const foreign = createQuoteSigner({ now: () => 1_000_000_000 })
    for (const bad of [
      `${id.slice(0, -1)}${last}`,
      foreign.sign(terms),
      '',
      'no-dot',
      `${id}.extra`,
      '.',
      'x'.repeat(5000),
    ])
      expect(() => signer.verify(bad), bad.slice(0, 40)).toThrowError(InvalidQuoteIdError)
    expect(() => signer.verify('no-dot')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidQuoteIdError: Invalid quoteId

      Details: Pass the quoteId of POST /v1/onramp/quote unchanged.]
    `)
  })

  it('refuses an id once its quote has expired', () => {
    let now = 1_000_599_999
    const signer = createQuoteSigner({ secret, now: () => now })
    const id = signer.sign(terms)
    expect(signer.verify(id).purchaseAmount).toBe('49050000')
    now = 1_000_600_000
    expect(() => signer.verify(id)).toThrowError(QuoteExpiredError)
    expect(() => signer.verify(id)).toThrowErrorMatchingInlineSnapshot(`
      [QuoteExpiredError: The quote has expired

      Details: It was valid until 1970-01-12T13:56:40.000Z. Ask POST /v1/onramp/quote for a new one.]
    `)
  })

  it('accepts the ids of another server sharing its secret (ONRAMP_QUOTE_SECRET)', () => {
    const one = createQuoteSigner({ secret, now: () => 1_000_000_000 })
    const two = createQuoteSigner({ secret, now: () => 1_000_000_000 })
    expect(two.verify(one.sign(terms))).toEqual(terms)
  })
})
