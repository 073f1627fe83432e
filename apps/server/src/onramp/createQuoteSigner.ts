import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { InvalidQuoteIdError, QuoteExpiredError } from '../errors/onramp.js'

/** Everything a quote promised, as its id carries it (signed, not encrypted: nothing is secret). */
const quoteTerms = z.object({
  provider: z.string(),
  /** The on-ramp network name, such as `devnet`. */
  network: z.string(),
  /** The EVM chain id, or a Solana cluster's CAIP-2 id (`solana:…`). */
  chainId: z.union([
    z.number().int().positive(),
    z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/),
  ]),
  /** The purchase currency's id, such as `USDC`. */
  asset: z.string(),
  /** The token contract, or `''` for the native currency. */
  contract: z.string(),
  decimals: z.number().int().min(0).max(36),
  /** Base units to deliver. */
  purchaseAmount: z.string().regex(/^\d+$/),
  /** Decimal strings in `paymentCurrency`. */
  paymentTotal: z.string(),
  paymentSubtotal: z.string(),
  providerFee: z.string(),
  networkFee: z.string(),
  paymentCurrency: z.string(),
  paymentMethod: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int(),
})
export type QuoteTerms = z.infer<typeof quoteTerms>

export type QuoteSigner = {
  /** The quote id of `terms`: `<base64url JSON>.<base64url HMAC-SHA256>`. */
  sign(terms: QuoteTerms): string
  /**
   * The terms of a quote id this signer made.
   * @throws {InvalidQuoteIdError} For a malformed, altered or foreign id.
   * @throws {QuoteExpiredError} For one past its `expiresAt`.
   */
  verify(id: string): QuoteTerms
}

export type CreateQuoteSignerParameters = {
  /** The HMAC key. Defaults to 32 random bytes: ids then hold until the server restarts. */
  secret?: string | undefined
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

// Longer ids are not ours: refuse them before any work.
const maxIdLength = 4096

/**
 * Signs and checks quote ids, so `POST /v1/generators/onrampurl` can tell that the amounts it is
 * asked to deliver are the ones this server quoted, untouched and still fresh. The id is the
 * terms themselves (no storage), authenticated with HMAC-SHA256 under a per-server secret.
 *
 * @param parameters - Secret and clock.
 * @returns The signer.
 *
 * @example
 * import { createQuoteSigner } from './onramp/createQuoteSigner.js'
 * const signer = createQuoteSigner({ secret: process.env.ONRAMP_QUOTE_SECRET })
 * const id = signer.sign(terms)
 * signer.verify(id).purchaseAmount // the amount quoted
 */
export function createQuoteSigner({
  secret,
  now = Date.now,
}: CreateQuoteSignerParameters = {}): QuoteSigner {
  const key = secret === undefined ? randomBytes(32) : Buffer.from(secret, 'utf8')
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest()
  return {
    sign(terms) {
      const payload = Buffer.from(JSON.stringify(quoteTerms.parse(terms))).toString('base64url')
      return `${payload}.${mac(payload).toString('base64url')}`
    },
    verify(id) {
      const [payload, signature, extra] = id.length <= maxIdLength ? id.split('.') : []
      if (!payload || !signature || extra !== undefined) throw new InvalidQuoteIdError()
      const expected = mac(payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidQuoteIdError()
      let terms: QuoteTerms
      try {
        terms = quoteTerms.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
      } catch {
        // Signed by us yet unreadable: only a different version of this code could do that.
        throw new InvalidQuoteIdError()
      }
      if (terms.expiresAt <= now())
        throw new QuoteExpiredError({ expiredAt: new Date(terms.expiresAt) })
      return terms
    },
  }
}
