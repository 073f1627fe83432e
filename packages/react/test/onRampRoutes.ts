import type { Transaction } from '@airlock/core'
import type { OnRampUrlResponse } from '@airlock/protocol'
import { options, quote } from './onRampFixtures.js'
import { portfolioRoutes } from './portfolioFixtures.js'
import type { ApiRoutes } from './serveApi.js'

/** A purchase of 48.9 USDC delivered to the account, as the purchase history lists it. */
export const delivered: Transaction = {
  id: 'purchase-1',
  metadata: {
    operationType: 'receive',
    hash: `0x${'ab'.repeat(32)}`,
    chain: 'eip155:31337',
    minedAt: '2026-11-22T10:00:00.000Z',
    sentFrom: '0x0000000000000000000000000000000000000001',
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
    nonce: 0,
  },
  transfers: [
    {
      fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      direction: 'in',
      quantity: { numeric: '48.9' },
    },
  ],
}

/**
 * The on-ramp routes as the server answers them: the providers (with the portfolio), the options,
 * the quote for 50 USD of USDC, a checkout URL, and the purchases `purchases()` returns then.
 */
export function onRampRoutes(purchases: () => Transaction[] = () => []): ApiRoutes {
  return {
    ...portfolioRoutes,
    '/v1/onramp/options': () => ({ body: options }),
    '/v1/onramp/quote': () => ({ body: quote }),
    '/v1/generators/onrampurl': ({ url }) => {
      const body: OnRampUrlResponse = { url: `${url.origin}/checkout` }
      return { body }
    },
    '/v1/account/*/history': ({ url }) => {
      const body = {
        data: url.searchParams.has('onramp') ? purchases() : [],
        next: null,
      }
      return { body }
    },
  }
}
