import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { isSolanaAddress } from '@airlock/devnet'
import { BaseError, type ErrorBody, readLimitedBody } from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { formatUnits, isAddress } from 'viem'
import {
  InvalidAddressParameterError,
  InvalidCardError,
  MalformedJsonError,
  SessionAlreadyPaidError,
  SessionNotFoundError,
  UnsupportedMediaTypeError,
} from '../errors/onramp.js'
import { matchLocale, resolveLocale } from '../locales/resolveLocale.js'
import { checkCard } from './checkCard.js'
import { createPurchaseStore, type Purchase, type PurchaseStore } from './createPurchaseStore.js'
import { createTreasury, type Treasury, type TreasuryChain } from './createTreasury.js'
import { describeSandboxNetworks } from './describeSandboxNetworks.js'
import { parseSessionRequest } from './parseSessionRequest.js'
import { renderCheckoutNotFoundPage, renderCheckoutPage } from './renderCheckoutPage.js'
import { sandboxOnRampOptions } from './sandboxOnRampOptions.js'

export type OnRampRoutesParameters = {
  /** The devnet chains to deliver on: chain ids and RPC URLs (`Devnet['chains']` fits). */
  chains: readonly TreasuryChain[]
  /** The devnet's Solana chain (`Devnet['solana']` fits): sessions on `solana:…` deliver there. */
  solana?: { rpcUrl: string } | undefined
  /**
   * Where browsers reach the sandbox, for the checkout URLs it hands out. Defaults to the origin
   * the session request was sent to.
   */
  publicUrl?: string | undefined
  /** Defaults to `createTreasury({ chains, solana })`. */
  treasury?: Treasury
  /** Defaults to a new in-memory store. */
  store?: PurchaseStore
}

const assets = {
  'checkout.js': {
    body: readFileSync(new URL('./assets/checkout.js', import.meta.url), 'utf8'),
    type: 'text/javascript; charset=utf-8',
  },
  'checkout.css': {
    body: readFileSync(new URL('./assets/checkout.css', import.meta.url), 'utf8'),
    type: 'text/css; charset=utf-8',
  },
}
// Only the page's own script, style and requests: no inline code, no other origin, no framing.
const pageCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "form-action 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'"
const jsonMediaType = /^application\/json$/i
const declinedReason = 'The card was declined (test card 4000 0000 0000 0002)'

/**
 * The sandbox's stand-in for an on-ramp provider (Coinbase Onramp's session-token flow), which
 * really delivers on the devnet:
 *
 * - `GET /onramp/v1/options` → what it sells, in the shape of `GET /v1/onramp/options`.
 * - `POST /onramp/v1/sessions` (from the Airlock server) `{ destinationAddress, chainId, asset,
 *   purchaseAmount, paymentTotal, fiatCurrency, paymentSubtotal?, providerFee?, networkFee?,
 *   quoteId?, partnerUserId?, locale? }` → 201 `{ id, url }`: the checkout delivers exactly
 *   `purchaseAmount` base units; the URL carries only the session id (and `?locale=`).
 * - `GET /onramp/checkout/{id}` → the checkout page (test card form; see `renderCheckoutPage`)
 *   in the language of `?locale=`, else of `Accept-Language`.
 * - `GET /onramp/v1/sessions/{id}` → `{ id, status, txHash?, failureReason? }`.
 * - `POST /onramp/v1/sessions/{id}/pay` `{ number, expiry, cvc, name }`: a bad field → 400
 *   `InvalidCardError` with `issues`; the declined test card → 200, FAILED; the good one → 202,
 *   IN_PROGRESS, while the treasury sends the asset and waits for the receipt (then SUCCESS with
 *   the hash, or FAILED with the reason). A session takes one payment (else 409).
 * - `GET /onramp/v1/transactions?address=` → `{ transactions, next_page_key, total_count }` in
 *   the shape of Coinbase's transaction status API, newest first.
 *
 * Purchases live in memory: a restarted sandbox forgets them (the funds stay on chain). Dev only:
 * whoever reaches the sandbox can buy devnet tokens with a test card, as `npm run devnet -- fund`
 * hands them out.
 *
 * @param parameters - The chains, and optionally the public URL, treasury and store.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { onRampRoutes } from './onramp/onRampRoutes.js'
 * const app = new Hono().route('/', onRampRoutes({ chains: devnet.chains }))
 */
export function onRampRoutes({
  chains,
  solana,
  publicUrl,
  treasury = createTreasury({ chains, solana }),
  store = createPurchaseStore(),
}: OnRampRoutesParameters): Hono {
  const networks = describeSandboxNetworks(chains, undefined, solana)
  const options = sandboxOnRampOptions(networks)
  const app = new Hono()

  const find = (id: string): Purchase => {
    const purchase = store.get(id)
    if (!purchase) throw new SessionNotFoundError({ id })
    return purchase
  }

  app.get('/onramp/v1/options', (c) => c.json(options))

  app.post('/onramp/v1/sessions', async (c) => {
    const request = parseSessionRequest(await readJson(c), networks)
    const id = randomBytes(16).toString('base64url')
    store.add({
      id,
      destinationAddress: request.destinationAddress,
      chainId: request.network.chainId,
      network: request.network.name,
      networkDisplayName: request.network.displayName,
      asset: request.asset,
      purchaseAmount: request.purchaseAmount,
      paymentTotal: request.paymentTotal,
      paymentSubtotal: request.paymentSubtotal,
      providerFee: request.providerFee,
      networkFee: request.networkFee,
      fiatCurrency: request.fiatCurrency,
      quoteId: request.quoteId,
      partnerUserId: request.partnerUserId,
      createdAt: new Date(),
      status: 'CREATED',
    })
    const base = (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
    const query = request.locale ? `?locale=${encodeURIComponent(request.locale)}` : ''
    return c.json({ id, url: `${base}/onramp/checkout/${id}${query}` }, 201)
  })

  app.get('/onramp/checkout/:id', (c) => {
    const purchase = store.get(c.req.param('id'))
    const locale =
      matchLocale(c.req.query('locale') ?? '') ??
      resolveLocale({ acceptLanguage: c.req.header('accept-language') })
    const headers = {
      Vary: 'Accept-Language',
      'Content-Security-Policy': pageCsp,
      'Cache-Control': 'no-store',
      // The URL is the only key to the session: never send it on as a referrer.
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    }
    if (!purchase) return c.html(renderCheckoutNotFoundPage(locale), 404, headers)
    return c.html(renderCheckoutPage(purchase, locale), 200, headers)
  })

  for (const [name, asset] of Object.entries(assets))
    app.get(`/onramp/${name}`, (c) =>
      c.body(asset.body, 200, {
        'Content-Type': asset.type,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      }),
    )

  app.get('/onramp/v1/sessions/:id', (c) => {
    const purchase = find(c.req.param('id'))
    return c.json({
      id: purchase.id,
      status: purchase.status,
      ...(purchase.txHash ? { txHash: purchase.txHash } : {}),
      ...(purchase.failureReason ? { failureReason: purchase.failureReason } : {}),
    })
  })

  app.post('/onramp/v1/sessions/:id/pay', async (c) => {
    const purchase = find(c.req.param('id'))
    if (purchase.status !== 'CREATED') throw new SessionAlreadyPaidError({ id: purchase.id })
    const body = await readJson(c)
    const field = (name: string) => {
      const value =
        typeof body === 'object' && body !== null
          ? (body as Record<string, unknown>)[name]
          : undefined
      return typeof value === 'string' ? value.slice(0, 100) : ''
    }
    const card = checkCard({
      number: field('number'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      name: field('name'),
    })
    if (!card.ok) throw new InvalidCardError({ issues: card.issues })
    // Reading the body awaited: a second payment may have started meanwhile.
    if (purchase.status !== 'CREATED') throw new SessionAlreadyPaidError({ id: purchase.id })
    const now = new Date()
    if (card.outcome === 'decline') {
      store.update(purchase.id, {
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        cardLast4: card.last4,
        paidAt: now,
        completedAt: now,
        failureReason: declinedReason,
      })
      return c.json({
        id: purchase.id,
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        failureReason: declinedReason,
      })
    }
    store.update(purchase.id, {
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      cardLast4: card.last4,
      paidAt: now,
    })
    void treasury
      .deliver({
        chainId: purchase.chainId,
        token: purchase.asset.address,
        symbol: purchase.asset.symbol,
        to: purchase.destinationAddress,
        amount: purchase.purchaseAmount,
      })
      .then(
        (txHash) =>
          store.update(purchase.id, {
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            txHash,
            completedAt: new Date(),
          }),
        (error: unknown) =>
          store.update(purchase.id, {
            status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
            completedAt: new Date(),
            failureReason: `The treasury could not send the ${purchase.asset.symbol}: ${describe(error)}`,
          }),
      )
    return c.json({ id: purchase.id, status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' }, 202)
  })

  app.get('/onramp/v1/transactions', (c) => {
    const address = c.req.query('address')
    if (!address || !(isAddress(address, { strict: false }) || isSolanaAddress(address)))
      throw new InvalidAddressParameterError({ value: address || undefined })
    const transactions = store.byAddress(address).map(toTransaction)
    return c.json({
      transactions,
      next_page_key: null,
      total_count: String(transactions.length),
    })
  })

  app.onError((error, c) => {
    if (error instanceof BaseError && 'status' in error && typeof error.status === 'number') {
      const body: ErrorBody & { issues?: unknown } = {
        name: error.name,
        message: error.shortMessage,
        ...(error.details ? { details: error.details } : {}),
        ...('issues' in error ? { issues: error.issues } : {}),
      }
      return c.json(body, error.status as ContentfulStatusCode)
    }
    console.error(error)
    return c.json({ name: 'InternalServerError', message: 'Internal server error' }, 500)
  })

  return app
}

/** The largest JSON body the checkout stand-in reads: a session request or a card form. */
const maxJsonBodyBytes = 16 * 1024

async function readJson(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type')
  if (!jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? ''))
    throw new UnsupportedMediaTypeError({ contentType })
  // Counted as it streams in: 413 at the limit, never a whole body held first.
  const text = new TextDecoder().decode(await readLimitedBody(c.req.raw, maxJsonBodyBytes))
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new MalformedJsonError({ cause })
  }
}

// viem's errors carry a one-line `shortMessage`; their `message` runs to many lines.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
  return error.message.split('\n')[0] ?? error.name
}

/** A purchase in the shape of Coinbase's transaction status API (plus `chain_id` and the contract). */
function toTransaction(purchase: Purchase) {
  const money = (value: string | undefined) =>
    value === undefined ? undefined : { value, currency: purchase.fiatCurrency }
  return {
    transaction_id: purchase.id,
    status: purchase.status,
    type: 'ONRAMP_TRANSACTION_TYPE_BUY_AND_SEND',
    purchase_currency: purchase.asset.symbol,
    purchase_network: purchase.network,
    purchase_amount: {
      value: formatUnits(purchase.purchaseAmount, purchase.asset.decimals),
      currency: purchase.asset.symbol,
    },
    payment_total: money(purchase.paymentTotal),
    payment_subtotal: money(purchase.paymentSubtotal),
    coinbase_fee: money(purchase.providerFee),
    network_fee: money(purchase.networkFee),
    payment_method: 'CARD',
    wallet_address: purchase.destinationAddress,
    partner_user_ref: purchase.partnerUserId ?? '',
    tx_hash: purchase.txHash ?? '',
    created_at: (purchase.paidAt ?? purchase.createdAt).toISOString(),
    completed_at: purchase.completedAt?.toISOString() ?? null,
    failure_reason: purchase.failureReason ?? null,
    // Airlock's additions: which chain and token, for a history item without a lookup.
    chain_id: String(purchase.chainId),
    contract_address: purchase.asset.address ?? '',
    purchase_currency_name: purchase.asset.name,
  }
}
