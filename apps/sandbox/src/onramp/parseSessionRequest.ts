import { isSolanaAddress } from '@airlock/devnet'
import { onRampFallback } from '@airlock/protocol'
import { getAddress, isAddress } from 'viem'
import { type FieldIssue, InvalidSessionRequestError } from '../errors/onramp.js'
import { type SandboxLocale, sandboxLocales } from '../locales/catalogues.js'
import { matchLocale } from '../locales/resolveLocale.js'
import type { SandboxAsset, SandboxNetwork } from './describeSandboxNetworks.js'

/** A checked `POST /onramp/v1/sessions` body: a purchase the sandbox can deliver. */
export type SessionRequest = {
  /** Checksummed on EVM chains, base58 on Solana. */
  destinationAddress: string
  network: SandboxNetwork
  asset: SandboxAsset
  /** In base units, more than 0. */
  purchaseAmount: bigint
  /** Decimal strings with two places, in `fiatCurrency`. */
  paymentTotal: string
  paymentSubtotal: string | undefined
  providerFee: string | undefined
  networkFee: string | undefined
  fiatCurrency: string
  quoteId: string | undefined
  partnerUserId: string | undefined
  /** The language the checkout page is shown in, when the request named one. */
  locale: SandboxLocale | undefined
}

const money = /^\d{1,9}(\.\d{1,2})?$/
const card = onRampFallback.paymentMethodLimits.find((limit) => limit.id === 'card')
// A purchase of more than a billion whole tokens is a mistake, whatever the token.
const maxWholeTokens = 10n ** 9n

/**
 * Checks the body the server posts to create a checkout session (Coinbase's session-token step):
 * the destination is an EVM address (a Solana one on the Solana chain, `chainId` `solana:…`),
 * `chainId` one of the sandbox's chains, `asset` a symbol sold
 * there, `purchaseAmount` a positive integer of base units below a billion tokens, the fiat
 * amounts decimals with at most two places (the total within the card limits, and equal to
 * subtotal plus fees when those are given), `fiatCurrency` USD or EUR, and `locale`, if given, a
 * language the checkout speaks (`de-AT` is taken as `de`).
 *
 * @param body - The parsed JSON body.
 * @param networks - From `describeSandboxNetworks`.
 * @returns The purchase to offer at the checkout.
 * @throws {InvalidSessionRequestError} 400 naming every bad field.
 *
 * @example
 * import { parseSessionRequest } from './onramp/parseSessionRequest.js'
 * const request = parseSessionRequest(await c.req.json(), networks)
 */
export function parseSessionRequest(
  body: unknown,
  networks: readonly SandboxNetwork[],
): SessionRequest {
  const issues: FieldIssue[] = []
  const fail = (field: string, message: string) => {
    issues.push({ field, message })
    return undefined
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidSessionRequestError({
      issues: [{ field: '(body)', message: 'expected a JSON object' }],
    })
  const fields = body as Record<string, unknown>
  const text = (field: string, { optional = false, max = 256 } = {}): string | undefined => {
    const value = fields[field]
    if (value === undefined || value === null) return optional ? undefined : fail(field, 'required')
    if (typeof value !== 'string') return fail(field, 'expected a string')
    if (value.length > max) return fail(field, `expected at most ${max} characters`)
    return value
  }
  const amount = (field: string, optional = false): string | undefined => {
    const value = text(field, { optional })
    if (value === undefined) return undefined
    if (!money.test(value)) return fail(field, 'expected a decimal amount such as 50.00')
    return Number(value).toFixed(2)
  }

  const chainId = String(fields.chainId)
  const network = networks.find((candidate) => String(candidate.chainId) === chainId)
  const address = text('destinationAddress')
  const onSolana = typeof network?.chainId === 'string'
  const destinationAddress =
    address === undefined
      ? undefined
      : onSolana
        ? isSolanaAddress(address)
          ? address
          : fail('destinationAddress', 'expected a Solana address: 32 to 44 base58 characters')
        : isAddress(address, { strict: false })
          ? getAddress(address)
          : fail('destinationAddress', 'expected 0x followed by 40 hexadecimal digits')
  if (!network)
    fail(
      'chainId',
      `expected one of the sandbox's chains (${networks.map((known) => known.chainId).join(', ')})`,
    )
  const symbol = text('asset', { max: 16 })
  const asset =
    network && symbol !== undefined
      ? (network.assets.find((candidate) => candidate.symbol === symbol.toUpperCase()) ??
        fail(
          'asset',
          `expected one of ${network.assets.map((known) => known.symbol).join(', ')} on ${network.name}`,
        ))
      : undefined

  const units = text('purchaseAmount', { max: 80 })
  let purchaseAmount: bigint | undefined
  if (units !== undefined) {
    if (!/^\d+$/.test(units)) fail('purchaseAmount', 'expected an integer of base units')
    else if (BigInt(units) === 0n) fail('purchaseAmount', 'expected more than 0')
    else if (asset && BigInt(units) > maxWholeTokens * 10n ** BigInt(asset.decimals))
      fail('purchaseAmount', `expected at most ${maxWholeTokens} ${asset.symbol}`)
    else purchaseAmount = BigInt(units)
  }

  const fiatCurrency = text('fiatCurrency', { max: 8 })?.toUpperCase()
  if (
    fiatCurrency !== undefined &&
    !onRampFallback.paymentCurrencies.some((id) => id === fiatCurrency)
  )
    fail('fiatCurrency', `expected one of ${onRampFallback.paymentCurrencies.join(', ')}`)
  const paymentTotal = amount('paymentTotal')
  if (paymentTotal !== undefined && card) {
    const total = Number(paymentTotal)
    if (total < Number(card.min) || total > Number(card.max))
      fail('paymentTotal', `expected from ${card.min} to ${card.max}`)
  }
  const paymentSubtotal = amount('paymentSubtotal', true)
  const providerFee = amount('providerFee', true)
  const networkFee = amount('networkFee', true)
  if (
    paymentTotal !== undefined &&
    paymentSubtotal !== undefined &&
    providerFee !== undefined &&
    networkFee !== undefined &&
    cents(paymentSubtotal) + cents(providerFee) + cents(networkFee) !== cents(paymentTotal)
  )
    fail('paymentSubtotal', 'expected paymentSubtotal + providerFee + networkFee = paymentTotal')
  const quoteId = text('quoteId', { optional: true, max: 4096 })
  const partnerUserId = text('partnerUserId', { optional: true, max: 128 })
  const tag = text('locale', { optional: true, max: 35 })
  const locale =
    tag === undefined
      ? undefined
      : (matchLocale(tag) ?? fail('locale', `expected one of ${sandboxLocales.join(', ')}`))

  if (
    issues.length > 0 ||
    !destinationAddress ||
    !network ||
    !asset ||
    purchaseAmount === undefined ||
    fiatCurrency === undefined ||
    paymentTotal === undefined
  )
    throw new InvalidSessionRequestError({ issues })
  return {
    destinationAddress,
    network,
    asset,
    purchaseAmount,
    paymentTotal,
    paymentSubtotal,
    providerFee,
    networkFee,
    fiatCurrency,
    quoteId,
    partnerUserId,
    locale,
  }
}

function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}
